// npm run experiments:report — per experiment and pattern: visitors, sign-ups, entries and the
// conversion rate with its confidence interval (decision 017).
import { openDatabase } from "~/db/client.server";
import { EXPERIMENTS } from "~/models/experiment/patterns";
import { reportLines } from "~/models/experiment/report";
import { patternCounts } from "~/models/experiment/report.server";

const database = openDatabase();
try {
  const rows = await patternCounts(database.db);
  if (rows.length === 0) console.log("no visitor has been assigned a pattern yet");
  for (const line of reportLines(rows, new Map(EXPERIMENTS.map((e) => [e.kind, e.name])))) console.log(line);
} finally {
  await database.close();
}
