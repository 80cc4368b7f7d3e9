// npm start (after the build): check the settings, migrate, fill an empty database with demo data,
// then serve, in WEB_CONCURRENCY processes (workers.ts) or in this one.
import cluster from "node:cluster";
import { env } from "~/env.server";
import { operator } from "~/config/operator.server";
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { seedDemoData } from "~/seed/seed.server";
import { DEMO_PROJECT_COUNT } from "~/constants";
import { logger } from "~/utils/logger.server";
import { createProgressBar } from "./progress";
import { superviseWorkers, workerCount } from "./workers";

if (cluster.isPrimary) await prepare();
if (cluster.isPrimary && workerCount() > 1) superviseWorkers(workerCount());
else await (await import("../server")).startServer();

/** What the primary process does once, before any server starts. */
async function prepare() {
  // A bad setting or operator's fact stops here, with a message that names it, before anything is opened.
  try {
    env();
    operator();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (operator().demo && env().APP_ENV === "production") logger.warn("the operator's facts are the fictitious demo's: set OPERATOR_FILE (decision 044)");

  const database = openDatabase();
  const applied = await migrate(database);
  if (applied.length > 0) logger.info("migrated", { applied });
  const hasAgents = await database.db.selectFrom("agents").select("id").limit(1).executeTakeFirst();
  if (!hasAgents && env().SEED_DEMO_DATA) {
    logger.info("empty database: seeding demo data", { projects: DEMO_PROJECT_COUNT });
    await seedDemoData(database, { projects: DEMO_PROJECT_COUNT, onProgress: createProgressBar("demo projects") });
  }
  await database.close();
}
