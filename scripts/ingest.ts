// npm run ingest -- --agent ID FILE|URL [--full] [--format json|csv|xml]
// Imports one agent's feed (decision 004); exit code 1 when the feed could not be read at all.
import { parseArgs } from "node:util";
import { openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { FEED_FORMATS, FeedError, formatOf, type FeedFormat } from "~/ingest/formats";
import { importFeed } from "~/ingest/import.server";
import { fetchFeed } from "~/ingest/source.server";
import { createProgressBar } from "./progress";
import { parseId } from "~/models/listing/ids";

const USAGE = "使い方: npm run ingest -- --agent ID FILE|URL [--full] [--format json|csv|xml]";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { agent: { type: "string" }, full: { type: "boolean", default: false }, format: { type: "string" } },
});
const agentId = parseId(values.agent);
const source = positionals[0];
const format = (values.format ?? (source && formatOf(source))) as FeedFormat | undefined;
if (agentId === null || !source || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
if (!format || !FEED_FORMATS.includes(format)) {
  console.error(`形式が分かりません。--format ${FEED_FORMATS.join("|")} を指定してください。\n${USAGE}`);
  process.exit(2);
}

const database = openDatabase();
try {
  await migrate(database);
  let bytes: Uint8Array;
  try {
    bytes = await fetchFeed(source);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    console.error(`取り込めませんでした: ${error.message}`);
    process.exitCode = 1;
    process.exit();
  }
  const report = await importFeed(database, bytes, { agentId, format, source, full: values.full || undefined, onProgress: createProgressBar("書き込み") });
  if (report.status === "failed") {
    console.error(`取り込めませんでした（何も変更していません）: ${report.error}`);
    process.exitCode = 1;
  } else {
    console.log(
      `取り込み #${report.importId}: ${report.rows.toLocaleString("ja-JP")}行 — 追加 ${report.added}、更新 ${report.updated}、変更なし ${report.unchanged}、` +
        `終了 ${report.closed}、却下 ${report.rejected.length}（うちブロック ${report.blocked}）、${(report.durationMs / 1000).toFixed(1)}秒`,
    );
    for (const warning of report.warnings) console.log(`注意: ${warning}`);
    for (const r of report.rejected.slice(0, 50)) console.log(`  ${r.line}行目${r.reference ? `（${r.reference}）` : ""}: ${r.reason}`);
    if (report.rejected.length > 50) console.log(`  ほか ${report.rejected.length - 50} 行（feed_imports #${report.importId} に記録）`);
  }
} finally {
  await database.close();
}
