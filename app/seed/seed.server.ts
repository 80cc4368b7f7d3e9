// Writes the demo data set, replacing the previous one; master data, columns and user data are left alone.
import { sql } from "kysely";
import type { AppDatabase } from "~/db/client.server";
import { createRandom } from "./random";
import { DEMO_PARTNERSHIPS } from "./partnerships";
import { demoListings, generateAgents, type DemoProject } from "./projects";
import { generateChaosmaps, generateReviews } from "./agent-extras";
import { regroupEveryListing } from "~/models/listing/regroup-every-listing.server";
export type SeedOptions = {
  projects: number;
  agents?: number;
  seed?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export const DEFAULT_AGENT_COUNT = 120;
export const DEFAULT_SEED = 20261121;
const BATCH = 1000;

// Tables in the order they must be emptied (children first).
const DEMO_TABLES = [
  "project_changes",
  "project_duplicate_keys",
  "project_bookmarks",
  "entries",
  "scouts",
  "project_characteristics",
  "project_industries",
  "project_job_types",
  "project_skills",
  "project_details",
  "projects",
  "agent_feeds",
  "feed_imports",
  "agent_reviews",
  "agent_chaosmap_entries",
  "agents",
  "partnerships",
] as const;

/** Start of the current UTC day: demo listings are dated relative to it, so a run is reproducible within a day. */
export function demoClock(date = new Date()) {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export async function seedDemoData({ db, dialect }: AppDatabase, options: SeedOptions) {
  const now = options.now ?? demoClock();
  const agentCount = options.agents ?? DEFAULT_AGENT_COUNT;
  const seed = options.seed ?? DEFAULT_SEED;
  const random = createRandom(seed);

  if (dialect === "postgres") {
    await sql.raw(`TRUNCATE ${DEMO_TABLES.join(", ")} RESTART IDENTITY CASCADE`).execute(db);
  } else {
    await db.transaction().execute(async (trx) => {
      for (const table of DEMO_TABLES) await trx.deleteFrom(table).execute();
      await sql`DELETE FROM sqlite_sequence WHERE name IN (${sql.join(DEMO_TABLES.map((t) => sql.lit(t)))})`.execute(trx);
    });
  }

  const agents = generateAgents(random, agentCount, now);
  await db
    .insertInto("agents")
    .values(agents.map((a) => ({ ...a, is_published: 1 })))
    .execute();
  await db
    .insertInto("partnerships")
    .values(DEMO_PARTNERSHIPS.map((p, i) => ({ ...p, is_published: 1, sort_order: i })))
    .execute();

  await db
    .insertInto("agent_reviews")
    .values(generateReviews(random, agents, now))
    .execute();
  await db
    .insertInto("agent_chaosmap_entries")
    .values(generateChaosmaps(random, agents, now))
    .execute();

  const write = (rows: DemoProject[]) =>
    db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        const part = rows.slice(start, start + BATCH);
        await trx
          .insertInto("projects")
          .values(part.map((r) => r.project))
          .execute();
        await trx
          .insertInto("project_details")
          .values(part.map((r) => r.detail))
          .execute();
        await trx
          .insertInto("project_skills")
          .values(part.flatMap((r) => r.skills))
          .execute();
        await trx
          .insertInto("project_job_types")
          .values(part.flatMap((r) => r.jobTypes))
          .execute();
        await trx
          .insertInto("project_industries")
          .values(part.flatMap((r) => r.industries))
          .execute();
        const characteristics = part.flatMap((r) => r.characteristics);
        if (characteristics.length > 0) await trx.insertInto("project_characteristics").values(characteristics).execute();
      }
    });
  let rows: DemoProject[] = [];
  let done = 0;
  for (const postings of demoListings(options.projects, agentCount, seed, now)) {
    rows.push(...postings);
    if (rows.length < BATCH * 5 && done + rows.length < options.projects) continue;
    await write(rows);
    done += rows.length;
    rows = [];
    options.onProgress?.(done, options.projects);
  }

  if (dialect === "postgres") {
    // Explicit ids were inserted; move the identity sequences past them.
    for (const table of ["agents", "projects"]) {
      await sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT MAX(id) FROM ${table}), 1))`).execute(db);
    }
  }
  // Demo agents post some of the same projects, as real ones do: one card each, as an import would make them.
  const { groups } = await regroupEveryListing(db);
  return { agents: agents.length, projects: options.projects, groups };
}
