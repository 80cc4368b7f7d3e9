// npm run feed:report — per agent: how fresh its open listings are, and how many other agents post
// too; flagged agents first (decision 021).
import { openDatabase } from "~/db/client.server";
import { feedReportLines } from "~/models/agent/feed-report";
import { feedReport } from "~/models/agent/feed-report.server";

const database = openDatabase();
try {
  const rows = await feedReport(database.db);
  if (rows.length === 0) console.log("no agent has an open listing");
  else for (const line of feedReportLines(rows)) console.log(line);
} finally {
  await database.close();
}
