// npm run seed -- --projects N [--agents N] [--seed N]
// Replaces the demo data (agents, projects) with a deterministic generated set.
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { seedDemoData, DEFAULT_AGENT_COUNT, DEFAULT_SEED } from "~/seed/seed.server";
import { DEMO_PROJECT_COUNT } from "~/constants";
import { createProgressBar } from "./progress";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: String(DEMO_PROJECT_COUNT) },
    agents: { type: "string", default: String(DEFAULT_AGENT_COUNT) },
    seed: { type: "string", default: String(DEFAULT_SEED) },
  },
});
const projects = Number(values.projects);
const agents = Number(values.agents);
if (!Number.isInteger(projects) || projects < 0 || !Number.isInteger(agents) || agents < 1) {
  console.error("usage: npm run seed -- --projects N [--agents N] [--seed N]");
  process.exit(2);
}

const database = openDatabase();
const started = Date.now();
try {
  await migrate(database);
  const result = await seedDemoData(database, { projects, agents, seed: Number(values.seed), onProgress: createProgressBar("projects") });
  console.log(
    `seeded ${result.agents} agents, ${result.projects} projects (${result.groups} posted by several agents) in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
} finally {
  await database.close();
}
