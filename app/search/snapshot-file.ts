// The search index's snapshot file (decision 020): the typed arrays written as they are, so a server
// starts without rebuilding. Layout: a magic string, the JSON header's length and the header (each
// section's place, length and CRC-32), then the sections, each aligned to 8 bytes.
import fs from "node:fs/promises";
import path from "node:path";
import { crc32 } from "node:zlib";

const MAGIC = Buffer.from("ANKENIDX");
const ALIGN = 8;
const PIECE = 1 << 24;
/** Pieces read at once: touching fresh memory is most of a load's time, and reads side by side overlap it (decision 020). */
const READS_AT_ONCE = 4;

type Typed = Int32Array | Uint32Array | Uint16Array | Float64Array | Uint8Array;
type TypedName = "Int32Array" | "Uint32Array" | "Uint16Array" | "Float64Array" | "Uint8Array";
// A Buffer is a Uint8Array whose constructor is Buffer: the type is told by the element size and kind.
const typeName = (a: Typed): TypedName =>
  a instanceof Int32Array
    ? "Int32Array"
    : a instanceof Uint32Array
      ? "Uint32Array"
      : a instanceof Uint16Array
        ? "Uint16Array"
        : a instanceof Float64Array
          ? "Float64Array"
          : "Uint8Array";
type TypedClass<T extends Typed> = { new (buffer: ArrayBuffer, byteOffset: number, length: number): T; name: string; BYTES_PER_ELEMENT: number };

/** One typed array, or several of one type back to back, with the CRC-32 of each PIECE so pieces are checked side by side. */
type SectionEntry = { type: TypedName; offset: number; bytes: number; crcs: number[]; lengths?: number[] };
type Header = { format: number; values: Record<string, unknown>; sections: Record<string, SectionEntry> };

export class SnapshotCorrupt extends Error {}

const align = (n: number) => Math.ceil(n / ALIGN) * ALIGN;
const bytesOf = (a: Typed) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** Arrays are referenced, not copied. */
export class SnapshotWriter {
  private values: Record<string, unknown> = {};
  private sections: Array<{ name: string; type: TypedName; arrays: Typed[]; list: boolean }> = [];

  value(name: string, value: unknown) {
    this.values[name] = value;
  }

  array(name: string, array: Typed) {
    this.sections.push({ name, type: typeName(array), arrays: [array], list: false });
  }

  list(name: string, arrays: Typed[], type: TypedName) {
    if (arrays.some((a) => typeName(a) !== type)) throw new TypeError(`${name}: every array must be a ${type}`);
    this.sections.push({ name, type, arrays, list: true });
  }

  /** Written beside, flushed and renamed over, so a crash never leaves half a snapshot. */
  async write(file: string, format: number): Promise<number> {
    const sections: Record<string, SectionEntry> = {};
    let offset = 0;
    for (const { name, type, arrays, list } of this.sections) {
      const crcs = pieceChecksums(arrays);
      const bytes = arrays.reduce((sum, a) => sum + a.byteLength, 0);
      sections[name] = { type, offset, bytes, crcs, ...(list ? { lengths: arrays.map((a) => a.length) } : {}) };
      offset = align(offset + bytes);
    }
    const header = Buffer.from(JSON.stringify({ format, values: this.values, sections } satisfies Header));
    const start = align(MAGIC.length + 4 + header.length);
    const prefix = Buffer.alloc(start);
    MAGIC.copy(prefix, 0);
    prefix.writeUInt32LE(header.length, MAGIC.length);
    header.copy(prefix, MAGIC.length + 4);

    await fs.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    const handle = await fs.open(temporary, "w");
    try {
      await handle.write(prefix, 0, prefix.length, 0);
      for (const { name, arrays } of this.sections) {
        let at = start + sections[name].offset;
        for (const a of arrays) {
          // Written in pieces: one write call takes at most 2 GB.
          for (let from = 0; from < a.byteLength; from += 1 << 26) {
            const piece = bytesOf(a).subarray(from, Math.min(a.byteLength, from + (1 << 26)));
            await handle.write(piece, 0, piece.length, at + from);
          }
          at += a.byteLength;
        }
      }
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.rename(temporary, file).catch(async (error: unknown) => {
      await fs.rm(temporary, { force: true });
      throw error;
    });
    return start + offset;
  }
}

function pieceChecksums(arrays: Typed[]): number[] {
  const crcs: number[] = [];
  let inPiece = PIECE;
  for (const a of arrays) {
    const bytes = bytesOf(a);
    for (let at = 0; at < bytes.length;) {
      if (inPiece === PIECE) {
        crcs.push(0);
        inPiece = 0;
      }
      const take = Math.min(bytes.length - at, PIECE - inPiece);
      crcs[crcs.length - 1] = crc32(bytes.subarray(at, at + take), crcs[crcs.length - 1]);
      at += take;
      inPiece += take;
    }
  }
  return crcs;
}

export class SnapshotReader {
  private constructor(
    private readonly header: Header,
    private readonly buffers: Map<string, ArrayBuffer>,
  ) {}

  static async open(file: string, format: number): Promise<SnapshotReader> {
    const handle = await fs.open(file, "r");
    try {
      const { size } = await handle.stat();
      const fixed = Buffer.alloc(MAGIC.length + 4);
      await handle.read(fixed, 0, fixed.length, 0);
      if (size < fixed.length || !fixed.subarray(0, MAGIC.length).equals(MAGIC)) throw new SnapshotCorrupt("not a search index snapshot");
      const headerLength = fixed.readUInt32LE(MAGIC.length);
      if (headerLength > size) throw new SnapshotCorrupt("header longer than the file");
      const headerBytes = Buffer.alloc(headerLength);
      await handle.read(headerBytes, 0, headerLength, fixed.length);
      let header: Header;
      try {
        header = JSON.parse(headerBytes.toString("utf8")) as Header;
      } catch {
        throw new SnapshotCorrupt("unreadable header");
      }
      if (header.format !== format) throw new SnapshotCorrupt(`format ${header.format}, this server reads ${format}`);
      const start = align(fixed.length + headerLength);

      const buffers = new Map<string, ArrayBuffer>();
      const pieces: Array<() => Promise<void>> = [];
      for (const [name, entry] of Object.entries(header.sections)) {
        if (start + entry.offset + entry.bytes > size) throw new SnapshotCorrupt(`${name} is cut short`);
        if (entry.crcs.length !== Math.ceil(entry.bytes / PIECE)) throw new SnapshotCorrupt(`${name}: checksums missing`);
        const buffer = new ArrayBuffer(entry.bytes);
        buffers.set(name, buffer);
        entry.crcs.forEach((crc, i) => {
          const piece = Buffer.from(buffer, i * PIECE, Math.min(PIECE, entry.bytes - i * PIECE));
          pieces.push(async () => {
            const { bytesRead } = await handle.read(piece, 0, piece.length, start + entry.offset + i * PIECE);
            if (bytesRead !== piece.length) throw new SnapshotCorrupt(`${name} is cut short`);
            if (crc32(piece) !== crc) throw new SnapshotCorrupt(`${name} fails its checksum`);
          });
        });
      }
      let next = 0;
      const reader = async () => {
        while (next < pieces.length) await pieces[next++]();
      };
      await Promise.all(Array.from({ length: READS_AT_ONCE }, reader));
      return new SnapshotReader(header, buffers);
    } finally {
      await handle.close();
    }
  }

  value<T>(name: string): T {
    if (!(name in this.header.values)) throw new SnapshotCorrupt(`missing value ${name}`);
    return this.header.values[name] as T;
  }

  array<T extends Typed>(name: string, type: TypedClass<T>): T {
    const { buffer, entry } = this.section(name, type);
    return new type(buffer, 0, entry.bytes / type.BYTES_PER_ELEMENT);
  }

  list<T extends Typed>(name: string, type: TypedClass<T>): T[] {
    const { buffer, entry } = this.section(name, type);
    if (!entry.lengths) throw new SnapshotCorrupt(`${name} is not a list`);
    const out: T[] = [];
    let at = 0;
    for (const length of entry.lengths) {
      out.push(new type(buffer, at, length));
      at += length * type.BYTES_PER_ELEMENT;
    }
    if (at !== entry.bytes) throw new SnapshotCorrupt(`${name}: lengths do not add up`);
    return out;
  }

  private section(name: string, type: { name: string }) {
    const entry = this.header.sections[name];
    if (!entry) throw new SnapshotCorrupt(`missing section ${name}`);
    if (entry.type !== type.name) throw new SnapshotCorrupt(`${name} is a ${entry.type}, not a ${type.name}`);
    return { buffer: this.buffers.get(name)!, entry };
  }
}
