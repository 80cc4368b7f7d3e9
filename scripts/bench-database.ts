// The benchmarks' database of N generated listings, generated only when it does not hold exactly N.
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { seedDemoData } from "~/seed/seed.server";
import { createProgressBar } from "./progress";

export async function openBenchDatabase(projects: number, file = `data/bench-search-${projects}.sqlite`) {
  const database = openDatabase(file);
  await migrate(database);
  const existing = await database.db
    .selectFrom("projects")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  if (Number(existing.n) !== projects) {
    console.log(`generating ${projects.toLocaleString("en-US")} listings into ${file}`);
    await seedDemoData(database, { projects, onProgress: createProgressBar("listings") });
  } else {
    console.log(`reusing ${file} (${projects.toLocaleString("en-US")} listings)`);
  }
  return { database, file };
}
