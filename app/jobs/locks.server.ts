// Database locks for scheduled jobs: with several app servers, exactly one runs each job.
import type { Kysely } from "kysely";
import type { Database } from "~/db/schema";

/** Takes the named lock until `until` unless someone else holds it; true when this owner has it. */
export async function acquireLock(db: Kysely<Database>, name: string, owner: string, now: Date, until: Date): Promise<boolean> {
  await db
    .insertInto("job_locks")
    .values({ name, owner, locked_until: until.toISOString() })
    .onConflict((oc) => oc.column("name").doUpdateSet({ owner, locked_until: until.toISOString() }).where("job_locks.locked_until", "<", now.toISOString()))
    .execute();
  const row = await db.selectFrom("job_locks").select(["owner", "locked_until"]).where("name", "=", name).executeTakeFirst();
  return row?.owner === owner && row.locked_until === until.toISOString();
}

export async function releaseLock(db: Kysely<Database>, name: string, owner: string) {
  await db.deleteFrom("job_locks").where("name", "=", name).where("owner", "=", owner).execute();
}
