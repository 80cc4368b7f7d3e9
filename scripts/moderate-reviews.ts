// npm run reviews — the operator's moderation of members' reviews (decision 013): without arguments it
// lists the reviews waiting; `approve <id>` publishes one, `reject <id>` keeps it hidden.
import { openDatabase } from "~/db/client.server";
import { ReviewStatus } from "~/models/agent/reviews";
import { moderateReview, pendingReviews } from "~/models/agent/reviews.server";

const [command, idText] = process.argv.slice(2);
const database = openDatabase();
try {
  if (!command) {
    const pending = await pendingReviews(database.db);
    if (pending.length === 0) console.log("no reviews are waiting");
    for (const r of pending)
      console.log(`#${r.id} ${r.agentName} ★${r.rating} ${r.updatedAt}\n  ${r.title}\n  ${r.body.replace(/\n/g, "\n  ")}\n  — ${r.reviewer}\n`);
  } else if ((command === "approve" || command === "reject") && /^\d+$/.test(idText ?? "")) {
    const status = command === "approve" ? ReviewStatus.published : ReviewStatus.rejected;
    const done = await moderateReview(Number(idText), status, database.db);
    console.log(done ? `review #${idText}: ${command === "approve" ? "published" : "rejected"}` : `no review #${idText}`);
    if (!done) process.exitCode = 1;
  } else {
    console.error("usage: npm run reviews [-- approve <id> | -- reject <id>]");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
