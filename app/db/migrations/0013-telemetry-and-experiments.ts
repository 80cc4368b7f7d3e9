// Telemetry and A/B patterns (decision 017): who saw which pattern and what they did; visitors are
// stored by random id and a hashed, truncated address, never the address itself.
import { sql, type Kysely, type Migration } from "kysely";
import { columnTypes, type DialectName } from "../dialect";

/** Kind → [pattern, weight] (docs/product.md, Limits); the first pattern is what crawlers get. */
const PATTERNS: Array<[kind: number, pattern: number, weight: number]> = [
  [3, 1, 1],
  [3, 2, 1],
  [5, 11, 1],
  [5, 10, 1],
  [6, 13, 1],
  [6, 12, 1],
];

export function telemetryAndExperimentsSchema(dialect: DialectName): Migration {
  const t = columnTypes(dialect);
  return {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("experiment_assignments")
        .addColumn("visitor_id", "text", (c) => c.notNull())
        .addColumn("kind_id", "integer", (c) => c.notNull())
        .addColumn("pattern_id", "integer", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addPrimaryKeyConstraint("experiment_assignments_pk", ["visitor_id", "kind_id"])
        .execute();
      await db.schema
        .createTable("experiment_conversions")
        .addColumn("id", "integer", t.serial)
        .addColumn("visitor_id", "text", (c) => c.notNull())
        // "signup" or "entry"
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("user_id", "integer")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema.createIndex("experiment_conversions_visitor").on("experiment_conversions").columns(["visitor_id", "action"]).execute();
      for (const table of ["session_entries", "view_logs"]) {
        await db.schema
          .alterTable(table)
          .addColumn("visitor_id", "text", (c) => c.notNull().defaultTo(""))
          .execute();
        await db.schema
          .alterTable(table)
          .addColumn("ip_hash", "text", (c) => c.notNull().defaultTo(""))
          .execute();
      }
      await db.schema.alterTable("session_entries").addColumn("user_id", "integer").execute();
      for (const table of ["session_entries", "view_logs", "experiment_assignments", "experiment_conversions", "client_error_reports"])
        await db.schema.createIndex(`${table}_created_at`).on(table).column("created_at").execute();
      for (const [kind, pattern, weight] of PATTERNS)
        await sql`INSERT INTO ui_patterns (kind_id, pattern_id, weight) VALUES (${kind}, ${pattern}, ${weight}) ON CONFLICT DO NOTHING`.execute(db);
    },
  };
}
