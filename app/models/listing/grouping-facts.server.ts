// The facts the duplicate rules compare, for listings an import has just written or read from the database.
import type { Kysely } from "kysely";
import { DeleteFlag, ProjectOpenState } from "~/constants";
import type { Database } from "~/db/schema";
import type { MappedListing } from "~/ingest/listing";
import { duplicateFacts, startsAround, type DuplicateFacts } from "./duplicate-facts";
import { idChunks, isOneOf, requiredSkillsOf, type ListingRow } from "./grouping-rows.server";

/** A listing an import has just written, as grouping reads it: nothing is read back (docs/decisions/026-import-grouping-without-read-back.md). */
export type WrittenListing = { row: ListingRow; facts: DuplicateFacts };

/** What the import wrote for a new listing, as grouping would read it back: open, confirmed, in no group yet. */
export function writtenListing(id: number, agentId: number, listing: MappedListing, publishedAt: string): WrittenListing {
  const row: ListingRow = {
    id,
    agentId,
    title: listing.title,
    priceMin: listing.priceMin,
    priceMax: listing.priceMax,
    priceUnit: listing.priceUnit,
    prefectureId: listing.prefectureId,
    startTiming: listing.startTiming,
    startDate: listing.startDate,
    publishedAt,
    workdaysMin: listing.workdaysMin,
    workdaysMax: listing.workdaysMax,
    open_state: ProjectOpenState.open,
    delete_flag: DeleteFlag.notDeleted,
    stale: 0,
    group_id: null,
  };
  return { row, facts: duplicateFacts(listing, id, agentId, new Date(publishedAt)) };
}

/**
 * The facts the rules compare, for one regrouping: the listings just written as the import holds
 * them, the others read, each listing's skills and description at most once however often asked.
 */
export class FactsReader {
  private readonly skills = new Map<number, readonly number[]>();
  private readonly texts = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly written: ReadonlyMap<number, WrittenListing> = new Map(),
  ) {}

  /** The listings' facts; descriptions are read only when `withText` (otherwise "" for those not written). */
  async of(rows: readonly ListingRow[], withText: boolean): Promise<Map<number, DuplicateFacts>> {
    const { db, skills, texts } = this;
    const facts = new Map<number, DuplicateFacts>();
    const read = rows.filter((r) => {
      const known = this.written.get(r.id);
      if (known) facts.set(r.id, known.facts);
      return !known;
    });
    const skillsWanted = read.filter((r) => !skills.has(r.id)).map((r) => r.id);
    const found = await requiredSkillsOf(db, skillsWanted);
    for (const id of skillsWanted) skills.set(id, found.get(id) ?? []);
    const textsWanted = withText ? read.filter((r) => !texts.has(r.id)).map((r) => r.id) : [];
    for (const chunk of idChunks(db, textsWanted))
      for (const d of await db
        .selectFrom("project_details")
        .select(["project_id", "detail"])
        .where(isOneOf(db, "project_id", chunk))
        .execute())
        texts.set(d.project_id, d.detail ?? "");
    for (const r of read) facts.set(r.id, listingFacts(r, skills.get(r.id)!, withText ? (texts.get(r.id) ?? "") : ""));
    return facts;
  }
}

/** The facts the rules compare, for the listings given; descriptions are read only when `withText`. */
export const factsOf = (db: Kysely<Database>, rows: readonly ListingRow[], withText: boolean) => new FactsReader(db).of(rows, withText);

/** A listing's facts as the rules compare them, from its row, required skills and description. */
export function listingFacts(r: ListingRow, requiredSkills: readonly number[], description: string): DuplicateFacts {
  return {
    id: r.id,
    agentId: r.agentId,
    title: r.title,
    description,
    priceMin: r.priceMin,
    priceMax: r.priceMax,
    priceUnit: r.priceUnit,
    prefectureId: r.prefectureId,
    requiredSkills,
    startsAround: startsAround(r.startTiming, r.startDate, new Date(r.publishedAt)),
    workdaysMin: r.workdaysMin,
    workdaysMax: r.workdaysMax,
  };
}
