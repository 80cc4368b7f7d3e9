// Applying an agent's feed (decision 004): a bad row never blocks the good ones, the feed is written
// in one transaction, an unchanged listing is not written again, and a full feed closes what it no
// longer holds. import/plan.ts decides, import/write.server.ts writes, import/record.server.ts records.
import { performance } from "node:perf_hooks";
import type { AppDatabase } from "~/db/client.server";
import { BlockList } from "~/models/blocked-contacts";
import { FeedError, readFeed, type FeedFormat } from "./formats";
import { ImportPlan, validateRows, type ExistingListing } from "./import/plan";
import { emptyReport, recordImport, type ImportReport } from "./import/record.server";
import { ListingWriter, writeTransaction, type NewListing } from "./import/write.server";
import { confirmAgentListings } from "~/models/listing/freshness.server";
import { writtenListing } from "~/models/listing/grouping-facts.server";
import { regroupListings } from "~/models/listing/grouping.server";

export type { ImportReport };

export type ImportOptions = {
  agentId: number;
  format: FeedFormat;
  source: string;
  /** The feed holds every open listing of the agent: the ones missing are closed. */
  full?: boolean;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export async function importFeed(database: AppDatabase, bytes: Uint8Array, options: ImportOptions): Promise<ImportReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const report = emptyReport();
  const { db } = database;
  const agent = await db.selectFrom("agents").select("id").where("id", "=", options.agentId).executeTakeFirst();
  if (!agent) return { ...report, status: "failed", error: `エージェント ID ${options.agentId} は登録されていません。` };
  try {
    const feed = readFeed(bytes, options.format);
    const full = options.full ?? feed.full ?? false;
    report.rows = feed.rows.length + feed.rejected.length;
    report.rejected.push(...feed.rejected);
    report.warnings.push(...feed.warnings);

    // Validate row by row. Mapping waits for the write loop, where it overlaps the database's work.
    const valid = validateRows(feed.rows, report.rejected);

    await writeTransaction(database, async (trx) => {
      const blockList = new BlockList(await trx.selectFrom("blocked_contacts").select(["contact_type", "value"]).execute());
      const existing = new Map<string, ExistingListing>();
      for (const row of await trx
        .selectFrom("projects")
        .select(["id", "agent_ref", "content_hash", "open_state", "delete_flag"])
        .where("agent_id", "=", options.agentId)
        .execute()) {
        existing.set(row.agent_ref, row);
      }
      const plan = new ImportPlan(existing, blockList, now, report, valid);
      const writer = new ListingWriter(trx, database.dialect, options.agentId, now.toISOString());

      // Chunk by chunk: map and classify the next chunk while the database writes the last one.
      const added: NewListing[] = [];
      let writing: Promise<void> = Promise.resolve();
      let done = 0;
      for (let i = 0; i < valid.length; i += writer.chunkSize) {
        const chunk = valid.slice(i, i + writer.chunkSize);
        const { inserts, updates } = plan.classify(chunk);
        report.added += inserts.length;
        report.updated += updates.length;
        await writing;
        writing = writer.write(inserts, updates).then((written) => {
          added.push(...written);
          options.onProgress?.((done += chunk.length), valid.length);
        });
        // Awaited on the next turn; marked handled now so a failure is not reported as unhandled meanwhile.
        writing.catch(() => {});
      }
      await writing;

      const closing = plan.closing(full);
      await writer.close(closing);
      report.closed = closing.length;
      // A full feed confirms every listing it leaves open (models/listing/freshness.ts).
      const confirmed = full ? await confirmAgentListings(trx, options.agentId, now.toISOString()) : [];

      const grouping = performance.now();
      // The new listings as grouping would read them back: the import holds them already.
      const written = new Map(added.map(({ id, listing, publishedAt }) => [id, writtenListing(id, options.agentId, listing, publishedAt)]));
      report.regrouped = (await regroupListings(trx, [...written.keys(), ...plan.touched, ...confirmed], undefined, written)).changed;
      report.groupingMs = Math.round(performance.now() - grouping);
      report.durationMs = Math.round(performance.now() - started);
      report.importId = await recordImport(trx, options, report, full);
    });
    return report;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    report.status = "failed";
    report.error = error.message;
    report.added = report.updated = report.unchanged = report.closed = report.blocked = 0;
    report.durationMs = Math.round(performance.now() - started);
    report.importId = await recordImport(db, options, report, options.full ?? false);
    return report;
  }
}
