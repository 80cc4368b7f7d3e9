// Reads every listing from a SQLite file on its own thread and posts them in batches of raw rows,
// so the main thread can index one batch while the next is read. Plain JavaScript: it runs under
// node and tsx alike. The columns are those listingQuery of documents.server.ts selects, in that order.
import { parentPort, workerData } from "node:worker_threads";
import Database from "better-sqlite3";

const { file, sql, batchSize } = workerData;
const db = new Database(file, { readonly: true, fileMustExist: true });
const statement = db.prepare(sql).raw(true);
let after = 0;
let inFlight = 0;
let finished = false;
const MAX_AHEAD = 2;

function next() {
  // Acknowledgements of the last batches may arrive after the end: there is nothing more to read.
  if (finished) return;
  while (inFlight < MAX_AHEAD) {
    const rows = statement.all(after, batchSize);
    if (rows.length === 0) {
      finished = true;
      parentPort.postMessage({ done: true });
      db.close();
      return;
    }
    after = rows[rows.length - 1][0];
    inFlight++;
    parentPort.postMessage({ rows });
  }
}

// The main thread acknowledges each batch it has indexed, so at most MAX_AHEAD wait in memory.
parentPort.on("message", () => {
  inFlight--;
  next();
});
next();
