// npm run alerts: sends the saved-search mail alerts now (the server also does it on a schedule).
import { getAppDatabase, closeAppDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { sendMail } from "~/mail/mailer.server";
import { sendSearchAlerts } from "~/models/bookmark/alerts.server";
import { SearchEngine } from "~/search/search-engine.server";
import { siteOrigin } from "~/utils/site-origin.server";

const database = getAppDatabase();
await migrate(database);
const engine = await SearchEngine.build(database);
const run = await sendSearchAlerts(engine, database.db, sendMail, siteOrigin());
console.log(
  `保存した検索条件 ${run.searches}件（異なる条件 ${run.distinctQueries}件）を確認し、${run.users}人に${run.mails}通のお知らせを送りました（${(run.ms / 1000).toFixed(1)}秒）`,
);
await closeAppDatabase();
