// The whole product's schema, so that later capabilities only add to it.
import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

export function initialSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      const master = (name: string) =>
        db.schema
          .createTable(name)
          .addColumn("id", "integer", (c) => c.primaryKey().notNull())
          .addColumn("name", "text", (c) => c.notNull())
          .addColumn("name_en", "text", (c) => c.notNull().defaultTo(""))
          .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0));

      await master("prefectures")
        .addColumn("region", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await master("job_types")
        .addColumn("category", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await master("industries").execute();
      await master("characteristics").execute();
      await db.schema
        .createTable("skills")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("stations")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("prefecture_id", "integer", (c) => c.notNull().references("prefectures.id"))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("cross_categories")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema
        .createTable("agents")
        .addColumn("id", "integer", t.serial)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_kana", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("catch_copy", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("established_year", "integer")
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();

      // The narrow row that filters and sorts read; long text lives in project_details.
      await db.schema
        .createTable("projects")
        .addColumn("id", "integer", t.serial)
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
        .addColumn("agent_ref", "text", (c) => c.notNull())
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("price_min", "integer")
        .addColumn("price_max", "integer")
        .addColumn("price_unit", "integer", (c) => c.notNull().defaultTo(2))
        .addColumn("workdays_min", "integer")
        .addColumn("workdays_max", "integer")
        .addColumn("remote_type", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("work_style", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("contract_status", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("open_state", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("delete_flag", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("start_timing", "integer", (c) => c.notNull().defaultTo(3))
        .addColumn("start_date", t.date)
        .addColumn("prefecture_id", "integer", (c) => c.references("prefectures.id"))
        .addColumn("station_id", "integer", (c) => c.references("stations.id"))
        .addColumn("location_text", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("group_id", "integer")
        .addColumn("published_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("closed_at", t.timestamp)
        .execute();
      await db.schema.createIndex("projects_agent_ref").unique().on("projects").columns(["agent_id", "agent_ref"]).execute();
      await db.schema.createIndex("projects_open_published").on("projects").columns(["open_state", "delete_flag", "published_at"]).execute();
      await db.schema.createIndex("projects_group").on("projects").column("group_id").execute();

      await db.schema
        .createTable("project_details")
        .addColumn("project_id", "integer", (c) => c.primaryKey().notNull().references("projects.id"))
        .addColumn("detail", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("required_skill", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("welcome_skill", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("skill_original", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("price_original", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("working_hours", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("characteristic", "text", (c) => c.notNull().defaultTo(""))
        .execute();

      // requirement: 1 required, 2 welcome
      await db.schema
        .createTable("project_skills")
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id"))
        .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id"))
        .addColumn("requirement", "integer", (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint("project_skills_pk", ["project_id", "skill_id"])
        .execute();
      await db.schema.createIndex("project_skills_skill").on("project_skills").columns(["skill_id", "project_id"]).execute();
      for (const [table, master] of [
        ["project_job_types", "job_types"],
        ["project_industries", "industries"],
        ["project_characteristics", "characteristics"],
      ] as const) {
        await db.schema
          .createTable(table)
          .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id"))
          .addColumn("value_id", "integer", (c) => c.notNull().references(`${master}.id`))
          .addPrimaryKeyConstraint(`${table}_pk`, ["project_id", "value_id"])
          .execute();
        await db.schema.createIndex(`${table}_value`).on(table).columns(["value_id", "project_id"]).execute();
      }

      // The change sequence: every insert or update of a project appends a row (by trigger, so no
      // writer can forget it); the search index follows seq.
      await db.schema
        .createTable("project_changes")
        .addColumn("seq", "integer", t.serial)
        .addColumn("project_id", "integer", (c) => c.notNull())
        .addColumn("changed_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      if (dialect === "postgres") {
        await sql`CREATE FUNCTION record_project_change() RETURNS trigger AS $$
          BEGIN INSERT INTO project_changes (project_id) VALUES (COALESCE(NEW.id, OLD.id)); RETURN NULL; END
          $$ LANGUAGE plpgsql`.execute(db);
        await sql`CREATE TRIGGER projects_changed AFTER INSERT OR UPDATE OR DELETE ON projects
          FOR EACH ROW EXECUTE FUNCTION record_project_change()`.execute(db);
      } else {
        for (const [event, row] of [
          ["INSERT", "NEW"],
          ["UPDATE", "NEW"],
          ["DELETE", "OLD"],
        ]) {
          await sql
            .raw(
              `CREATE TRIGGER projects_changed_${event.toLowerCase()} AFTER ${event} ON projects
              BEGIN INSERT INTO project_changes (project_id) VALUES (${row}.id); END`,
            )
            .execute(db);
        }
      }

      await db.schema
        .createTable("column_categories")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("slug", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("column_tags")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createTable("columns")
        .addColumn("id", "integer", t.serial)
        .addColumn("category_id", "integer", (c) => c.notNull().references("column_categories.id"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("lead", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("author", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("published_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("columns_published").on("columns").columns(["is_published", "published_at"]).execute();
      await db.schema
        .createTable("column_tag_links")
        .addColumn("column_id", "integer", (c) => c.notNull().references("columns.id"))
        .addColumn("tag_id", "integer", (c) => c.notNull().references("column_tags.id"))
        .addPrimaryKeyConstraint("column_tag_links_pk", ["column_id", "tag_id"])
        .execute();

      await db.schema
        .createTable("users")
        .addColumn("id", "integer", t.serial)
        .addColumn("email", "text", (c) => c.notNull().unique())
        .addColumn("password_hash", "text")
        .addColumn("kind", "integer", (c) => c.notNull())
        .addColumn("mail_magazine_flag", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("scout_mail_flag", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("app_type", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("is_paid_user", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("last_login_at", t.timestamp)
        .execute();
      const ownedByUser = (name: string) =>
        db.schema.createTable(name).addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"));
      await db.schema
        .createTable("social_accounts")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("provider", "text", (c) => c.notNull())
        .addColumn("subject", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addUniqueConstraint("social_accounts_subject", ["provider", "subject"])
        .execute();
      await db.schema
        .createTable("auth_sessions")
        .addColumn("id", "text", (c) => c.primaryKey().notNull())
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("revoked_at", t.timestamp)
        .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
        .execute();
      await db.schema
        .createTable("auth_tokens")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("purpose", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("used_at", t.timestamp)
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await ownedByUser("profiles")
        .addPrimaryKeyConstraint("profiles_pk", ["user_id"])
        .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("last_name_kana", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("first_name_kana", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("birthday", t.date)
        .addColumn("phone", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("prefecture_id", "integer", (c) => c.references("prefectures.id"))
        .addColumn("address", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("job_status", "integer")
        .addColumn("leave_date", t.date)
        .addColumn("start_timing", "integer")
        .addColumn("start_date", t.date)
        .addColumn("workdays", "integer")
        .addColumn("desired_price", "integer")
        .addColumn("work_style", "integer")
        .addColumn("experience_years", "integer")
        .addColumn("job_type_id", "integer", (c) => c.references("job_types.id"))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await ownedByUser("profile_skills")
        .addColumn("skill_id", "integer", (c) => c.notNull().references("skills.id"))
        .addColumn("years", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("profile_skills_pk", ["user_id", "skill_id"])
        .execute();
      await ownedByUser("profile_prefectures")
        .addColumn("prefecture_id", "integer", (c) => c.notNull().references("prefectures.id"))
        .addPrimaryKeyConstraint("profile_prefectures_pk", ["user_id", "prefecture_id"])
        .execute();
      await ownedByUser("career_documents")
        .addPrimaryKeyConstraint("career_documents_pk", ["user_id"])
        .addColumn("summary", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("self_pr", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("career_experiences")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("company", "text", (c) => c.notNull())
        .addColumn("started_on", t.date, (c) => c.notNull())
        .addColumn("ended_on", t.date)
        .addColumn("role", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("skills", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await ownedByUser("project_bookmarks")
        .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id"))
        .addColumn("bookmarked_at", t.timestamp, (c) => c.notNull())
        .addPrimaryKeyConstraint("project_bookmarks_pk", ["user_id", "project_id"])
        .execute();
      await db.schema
        .createTable("search_bookmarks")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("query", "text", (c) => c.notNull())
        .addColumn("search_words", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("mail_send_flag", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("last_notified_at", t.timestamp)
        .addColumn("bookmarked_at", t.timestamp, (c) => c.notNull())
        .addUniqueConstraint("search_bookmarks_query", ["user_id", "query"])
        .execute();
      await db.schema
        .createTable("entries")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("entry_type", "text", (c) => c.notNull())
        .addColumn("project_id", "integer", (c) => c.references("projects.id"))
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
        .addColumn("app_type", "integer", (c) => c.notNull().defaultTo(99))
        .addColumn("answers", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("entries_user").on("entries").columns(["user_id", "created_at"]).execute();
      await db.schema
        .createTable("scouts")
        .addColumn("id", "integer", t.serial)
        .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
        .addColumn("project_id", "integer", (c) => c.references("projects.id"))
        .addColumn("title", "text", (c) => c.notNull())
        .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("sent_at", t.timestamp, (c) => c.notNull())
        .addColumn("opened_at", t.timestamp)
        .execute();
      await db.schema.createIndex("scouts_user").on("scouts").columns(["user_id", "sent_at"]).execute();

      await db.schema
        .createTable("market_statistics")
        .addColumn("id", "integer", (c) => c.primaryKey().notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull())
        .addColumn("data", "text", (c) => c.notNull().defaultTo("[]"))
        .addColumn("updated_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("partnerships")
        .addColumn("id", "integer", t.serial)
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("lp_title", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("lp_body", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("redirect_url", "text", (c) => c.notNull())
        .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("blocked_contacts")
        .addColumn("id", "integer", t.serial)
        .addColumn("contact_type", "integer", (c) => c.notNull())
        .addColumn("use_type", "integer", (c) => c.notNull())
        .addColumn("value", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("view_logs")
        .addColumn("id", "integer", t.serial)
        .addColumn("full_url", "text", (c) => c.notNull())
        .addColumn("user_id", "integer")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("client_error_reports")
        .addColumn("id", "integer", t.serial)
        .addColumn("message", "text", (c) => c.notNull())
        .addColumn("stack", "text", (c) => c.notNull())
        .addColumn("path", "text", (c) => c.notNull())
        .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("ui_patterns")
        .addColumn("kind_id", "integer", (c) => c.notNull())
        .addColumn("pattern_id", "integer", (c) => c.notNull())
        .addColumn("weight", "integer", (c) => c.notNull().defaultTo(1))
        .addPrimaryKeyConstraint("ui_patterns_pk", ["kind_id", "pattern_id"])
        .execute();
      await db.schema
        .createTable("session_entries")
        .addColumn("id", "integer", t.serial)
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("sip", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("gclid", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("internal_redirect", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("referrer", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("full_url", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("user_cmp_open", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("visit_query_params", "text", (c) => c.notNull().defaultTo("{}"))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("agent_feeds")
        .addColumn("id", "integer", t.serial)
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
        .addColumn("url", "text", (c) => c.notNull())
        .addColumn("format", "text", (c) => c.notNull())
        .addColumn("interval_minutes", "integer", (c) => c.notNull().defaultTo(60))
        .addColumn("is_full", "integer", (c) => c.notNull().defaultTo(1))
        .addColumn("last_run_at", t.timestamp)
        .execute();
      await db.schema
        .createTable("feed_imports")
        .addColumn("id", "integer", t.serial)
        .addColumn("agent_id", "integer", (c) => c.notNull().references("agents.id"))
        .addColumn("source", "text", (c) => c.notNull())
        .addColumn("added", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("updated", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("rejected", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("duration_ms", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("report", "text", (c) => c.notNull().defaultTo(""))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createTable("job_locks")
        .addColumn("name", "text", (c) => c.primaryKey().notNull())
        .addColumn("locked_until", t.timestamp, (c) => c.notNull())
        .addColumn("owner", "text", (c) => c.notNull())
        .execute();
    },
  };
}
