// What an import does with each row, decided without touching the database: validate, then sort
// every listing into added, updated, unchanged or blocked, and find the listings to close.
import type { Project } from "~/db/schema";
import { isOpenListing } from "~/models/listing/rules";
import { CONTACT_TYPE_LABEL, type BlockList } from "~/models/blocked-contacts";
import { z } from "zod/v4";
import { FeedListingSchema, type FeedListing } from "../feed-schema";
import type { RawRow, Rejection } from "../formats/feed-rows";
import { toMappedListing, type MappedListing } from "../listing";
import type { ImportReport } from "./record.server";

// The rejection reasons are zod's messages, which a Japanese-speaking agent reads.
z.config(z.locales.ja());

export type ExistingListing = Pick<Project, "id" | "content_hash" | "open_state" | "delete_flag">;
export type ValidRow = { line: number; row: FeedListing };
/** A listing to rewrite; `reopened` when the feed opens again a listing that was closed. */
export type ListingUpdate = { id: number; listing: MappedListing; reopened?: boolean };

export function validateRows(rows: RawRow[], rejected: Rejection[]): ValidRow[] {
  const valid: ValidRow[] = [];
  const lineOfReference = new Map<string, number>();
  for (const row of rows) {
    const parsed = FeedListingSchema.safeParse(row.fields);
    const reference =
      typeof row.fields.reference === "string" || typeof row.fields.reference === "number" ? String(row.fields.reference).slice(0, 100) : undefined;
    if (!parsed.success) {
      rejected.push({ line: row.line, reference, reason: parsed.error.issues.map((i) => `${i.path.join(".") || "案件"}: ${i.message}`).join("; ") });
      continue;
    }
    const earlier = lineOfReference.get(parsed.data.reference);
    if (earlier !== undefined) {
      rejected.push({ line: row.line, reference, reason: `同じ参照番号の案件が ${earlier} 行目にもあります` });
      continue;
    }
    lineOfReference.set(parsed.data.reference, row.line);
    valid.push({ line: row.line, row: parsed.data });
  }
  return valid;
}

export class ImportPlan {
  /** Listings to close, by id: blocked ones as they are met, then (full feeds) the ones the feed no longer holds. */
  private readonly toClose = new Map<number, ExistingListing>();
  /** Listings already here that the import rewrites or closes: their groups may change. */
  readonly touched = new Set<number>();
  private readonly seen: Set<string>;

  constructor(
    private readonly existing: Map<string, ExistingListing>,
    private readonly blockList: BlockList,
    private readonly now: Date,
    private readonly report: Pick<ImportReport, "blocked" | "unchanged" | "rejected">,
    valid: ValidRow[],
  ) {
    // In a full feed, every row that names a listing keeps it open, rejected rows included;
    // blocked ones are closed.
    this.seen = new Set(valid.map((v) => v.row.reference));
    for (const rejection of report.rejected) if (rejection.reference) this.seen.add(rejection.reference);
  }

  classify(chunk: ValidRow[]): { inserts: MappedListing[]; updates: ListingUpdate[] } {
    const inserts: MappedListing[] = [];
    const updates: ListingUpdate[] = [];
    for (const { line, row } of chunk) {
      const listing = toMappedListing(row, this.now);
      const current = this.existing.get(listing.agentRef);
      const blockedType = this.blockList.match({ ...listing.contacts, ip: listing.contacts.host });
      if (blockedType !== undefined) {
        this.report.blocked++;
        this.report.rejected.push({
          line,
          reference: listing.agentRef,
          reason: `ブロック対象の${CONTACT_TYPE_LABEL[blockedType]}に一致したため取り込みません`,
        });
        if (current && isOpenListing(current)) this.toClose.set(current.id, current);
        continue;
      }
      if (current && current.content_hash === listing.contentHash && isOpenListing(current)) {
        this.report.unchanged++;
        continue;
      }
      if (current) {
        updates.push({ id: current.id, listing, reopened: !isOpenListing(current) });
        this.touched.add(current.id);
      } else inserts.push(listing);
    }
    return { inserts, updates };
  }

  closing(full: boolean): ExistingListing[] {
    if (full) for (const [reference, current] of this.existing) if (!this.seen.has(reference) && isOpenListing(current)) this.toClose.set(current.id, current);
    const closing = [...this.toClose.values()];
    for (const c of closing) this.touched.add(c.id);
    return closing;
  }
}
