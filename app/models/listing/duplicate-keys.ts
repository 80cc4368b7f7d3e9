// The keys under which a listing's look-alikes are stored and found: a small sketch of its title's subject.
import { titleParts } from "./duplicate-titles";

/** Keys a listing is stored under at most: enough that the labelled pairs share one (docs/decisions/021-duplicates-and-freshness.md). */
export const KEYS_A_LISTING = 8;

/**
 * The keys under which a listing's look-alikes are found: the bigrams of its title's subject (client
 * words kept), which two listings of one project almost always share; for a generic title, the
 * undressed title itself. As 32-bit hashes (FNV-1a), so the database stores and compares integers; a
 * collision only adds a candidate the rules turn down. At most KEYS_A_LISTING, the smallest hashes (a
 * MinHash sketch): alike titles keep alike sketches, and a long title costs no more than a short one.
 */
export function duplicateKeys(title: string): number[] {
  const { undressed, subject, generic } = titleParts(title);
  const hashes = generic ? Int32Array.of(fnv1a(`=${undressed}`)) : bigramHashes(subject);
  hashes.sort();
  const keys: number[] = [];
  for (let i = 0; i < hashes.length && keys.length < KEYS_A_LISTING; i++) if (i === 0 || hashes[i] !== hashes[i - 1]) keys.push(hashes[i]);
  return keys;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * The FNV-1a hash of each of a text's bigrams, repeats included, hashed from the code units where they
 * stand: building each gram as a string to hash it was the keys' main cost on an import.
 */
function bigramHashes(text: string): Int32Array {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i += text.codePointAt(i)! > 0xffff ? 2 : 1) starts.push(i);
  if (starts.length === 1) return Int32Array.of(fnv1a(text));
  const hashes = new Int32Array(Math.max(0, starts.length - 1));
  for (let n = 0; n + 1 < starts.length; n++) {
    const end = n + 2 < starts.length ? starts[n + 2] : text.length;
    let hash = 0x811c9dc5;
    for (let i = starts[n]; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
    hashes[n] = hash | 0;
  }
  return hashes;
}
