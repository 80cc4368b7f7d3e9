import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SORT_OPTIONS } from "~/constants";
import { resolveCross } from "./search-engine.server";
import { SearchIndex } from "./index";
import type { Filters } from "./query";
import { SnapshotCorrupt, SnapshotReader, SnapshotWriter } from "./snapshot-file";
import { generatedDocuments } from "./testing";

const FORMAT = 7;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "snapshot-test-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function saved(index: SearchIndex, name: string, values: Record<string, unknown> = {}) {
  const out = new SnapshotWriter();
  for (const [key, value] of Object.entries(values)) out.value(key, value);
  index.save(out);
  const file = path.join(dir, name);
  await out.write(file, FORMAT);
  return file;
}

async function restored(file: string, format = FORMAT) {
  return SearchIndex.restore(await SnapshotReader.open(file, format));
}

const QUERIES: Array<{ filters: Filters; keyword: string }> = [
  { filters: {}, keyword: "" },
  { filters: { skill: [1, 3] }, keyword: "" },
  { filters: { prefecture: [13], price_over: [70] }, keyword: "" },
  { filters: { remote: [2], workdays: [3] }, keyword: "" },
  { filters: { open: [1, 2] }, keyword: "東京" },
  { filters: {}, keyword: "java" },
  { filters: { job: [2] }, keyword: "開発" },
  { filters: {}, keyword: "東" },
  { filters: { cross: [1] }, keyword: "" },
];

/** Everything a visitor could tell apart: totals, each sort's first pages, the panel's counts. */
function answers(index: SearchIndex) {
  return QUERIES.map(({ filters, keyword }) => {
    const set = index.matching(filters, keyword, resolveCross);
    return {
      total: set.count(),
      pages: SORT_OPTIONS.map((sort) => index.page(set, { offset: 30, limit: 30, sort }).ids),
      skills: [...index.facetCounts("skill", filters, keyword, resolveCross)],
      options: index.optionCounts(filters, keyword, resolveCross),
    };
  });
}

describe("search index snapshots", () => {
  // Built, then changed after finalize, so the snapshot holds dead slots and unmerged ones.
  const docs = generatedDocuments(3_000);
  const build = () => {
    const index = new SearchIndex(2_000, { textPageSize: 8_192 });
    for (const d of docs.slice(0, 2_500)) index.upsert(d);
    index.finalize();
    for (const d of docs.slice(2_500)) index.upsert(d);
    for (const d of docs.slice(0, 200)) index.upsert({ ...d, open: !d.open, text: `${d.text} 改訂` });
    for (const d of docs.slice(200, 260)) index.remove(d.id);
    return index;
  };

  it("restores an index that answers every query as the original does, and goes on taking changes", async () => {
    const original = build();
    const copy = await restored(await saved(original, "round-trip"));
    expect(copy.liveCount).toBe(original.liveCount);
    expect(answers(copy)).toEqual(answers(original));

    // Both take the same changes, past the restored capacity, and still agree.
    const more = generatedDocuments(1_500, 12).map((d, i) => ({ ...d, id: i % 3 === 0 ? d.id : 5_000 + i }));
    for (const index of [original, copy]) {
      for (const d of more) {
        index.upsert(d);
        if (index.needsRoom) await index.makeRoom(async () => {});
      }
      await index.mergeRecent(async () => {});
    }
    expect(answers(copy)).toEqual(answers(original));
    expect(copy.liveCount).toBe(original.liveCount);
  });

  it("keeps what the caller records, such as the change-sequence position", async () => {
    const file = await saved(build(), "values", { position: { lastSeq: 42 } });
    const reader = await SnapshotReader.open(file, FORMAT);
    expect(reader.value("position")).toEqual({ lastSeq: 42 });
  });

  it("refuses a corrupt, cut short, foreign or older-format file", async () => {
    const file = await saved(build(), "good");
    const bytes = fs.readFileSync(file);

    // The last byte is the last section's (a byte of padding between sections would change nothing).
    const flipped = Buffer.from(bytes);
    flipped[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(path.join(dir, "flipped"), flipped);
    await expect(restored(path.join(dir, "flipped"))).rejects.toThrow(SnapshotCorrupt);

    fs.writeFileSync(path.join(dir, "short"), bytes.subarray(0, bytes.length - 1000));
    await expect(restored(path.join(dir, "short"))).rejects.toThrow(/cut short/);

    fs.writeFileSync(path.join(dir, "foreign"), "not an index at all");
    await expect(restored(path.join(dir, "foreign"))).rejects.toThrow(SnapshotCorrupt);

    await expect(restored(file, FORMAT + 1)).rejects.toThrow(/format 7/);
  });

  it("reads back sections longer than one checked piece (16 MB), lists whose arrays cross pieces", async () => {
    const fill = (length: number, seed: number) => Uint8Array.from({ length }, (_, i) => (i * 31 + seed) & 0xff);
    const parts = [fill(10_000_001, 1), fill(25_000_000, 2), fill(5_000_003, 3)];
    const long = Float64Array.from({ length: 3_000_000 }, (_, i) => i / 7);
    const out = new SnapshotWriter();
    out.list("parts", parts, "Uint8Array");
    out.array("long", long);
    const file = path.join(dir, "long");
    await out.write(file, FORMAT);
    const reader = await SnapshotReader.open(file, FORMAT);
    const same = (a: Uint8Array | Float64Array, b: Uint8Array | Float64Array) =>
      Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
    const read = reader.list("parts", Uint8Array);
    expect(read.map((part, i) => part.length === parts[i].length && same(part, parts[i]))).toEqual([true, true, true]);
    expect(same(reader.array("long", Float64Array), long)).toBe(true);

    // A byte of the second piece changed: caught, though the first and last pieces are whole.
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - long.byteLength - 20_000_000] ^= 1;
    fs.writeFileSync(file, bytes);
    await expect(SnapshotReader.open(file, FORMAT)).rejects.toThrow(/parts fails its checksum/);
  });

  it("replaces the file whole: a failed write leaves the previous snapshot", async () => {
    const file = await saved(build(), "atomic");
    const before = fs.readFileSync(file);
    const out = new SnapshotWriter();
    out.value("x", 1);
    await expect(out.write(path.join(file, "not-a-directory", "x"), FORMAT)).rejects.toThrow();
    expect(fs.readFileSync(file).equals(before)).toBe(true);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });
});
