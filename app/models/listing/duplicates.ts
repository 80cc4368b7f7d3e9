// Whether two listings are one project posted by two agents, and the groups they make (docs/decisions/021-duplicates-and-freshness.md).
import { compatible, type DuplicateFacts } from "./duplicate-facts";
import { CLIENT_KINDS, PHASE_KINDS, ROLE_KINDS } from "./duplicate-title-kinds";
import { dressedWords, titleParts } from "./duplicate-titles";
import { normalizeFreeText } from "~/ingest/mapping";

/** Undressed titles this alike (Dice over character bigrams) say the same when neither replaces a word of the other. */
const TITLE_ALIKE = 0.6;
/** Bigrams each title may have that the other lacks (one changed character), and still count as only adding words. */
const REPLACED_GRAMS = 1;
/** A title this long (bigrams) found whole inside another says the same project, however much the other adds. */
const CONTAINED_GRAMS = 6;

/** The character bigrams of a text, each once (a one-character text is its own gram). */
export function bigrams(text: string): Set<string> {
  const chars = [...text];
  if (chars.length === 1) return new Set(chars);
  const grams = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i++) grams.add(chars[i] + chars[i + 1]);
  return grams;
}

/** Dice similarity of two gram sets, and how many grams each has that the other lacks. */
export function gramOverlap(a: Set<string>, b: Set<string>) {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const total = a.size + b.size;
  return { dice: total === 0 ? 0 : (2 * shared) / total, onlyA: a.size - shared, onlyB: b.size - shared, shared };
}

/** Two listings under a generic title are one project only when their descriptions are this alike (Dice over bigrams). */
const GENERIC_TEXT_SAME = 0.8;
/** Generic titles undressed to the same words of at least this many characters need descriptions only this alike. */
const SAME_WORDS_LENGTH = 4;
const SAME_WORDS_TEXT_ALIKE = 0.6;

/** Reworded titles whose subjects (no role, activity or client words) are this alike (Dice)... */
const SUBJECT_ALIKE = 0.3;
/** ...are one project when their descriptions are this alike (Dice over bigrams). */
const TEXT_ALIKE = 0.4;
/** Subjects this alike say most of the project already: descriptions this alike (Dice) are enough. */
const SUBJECT_SAME = 0.7;
const TEXT_ALIKE_SAME_SUBJECT = 0.3;

/** A listing ready to compare: its facts, its title's bigrams and client kinds, whether the title is generic, its text's bigrams on demand. */
type Comparable = {
  facts: DuplicateFacts;
  title: Set<string>;
  clients: Set<string>;
  roles: Set<string>;
  phases: Set<string>;
  subject: Set<string>;
  generic: boolean;
  undressed: string;
  text: () => Set<string>;
};

function comparable(facts: DuplicateFacts): Comparable {
  const { undressed, subject, generic } = titleParts(facts.title);
  const dressed = dressedWords(facts.title);
  let text: Set<string> | undefined;
  return {
    facts,
    title: bigrams(undressed),
    clients: new Set(undressed.match(CLIENT_KINDS)),
    roles: new Set(dressed.match(ROLE_KINDS)),
    phases: new Set(dressed.match(PHASE_KINDS)),
    generic,
    undressed,
    subject: bigrams(subject.replace(CLIENT_KINDS, "")),
    text: () =>
      (text ??= bigrams(
        normalizeFreeText(facts.description)
          .toLowerCase()
          .replace(/[\s\p{P}\p{S}]+/gu, ""),
      )),
  };
}

/**
 * How alike two listings are when they are one project (their titles' similarity), otherwise null:
 * the facts agree, the titles name no different client, role or phase, and either the undressed titles
 * say the same or, reworded, their subjects share something and the descriptions say the same work.
 */
function judge(a: Comparable, b: Comparable): number | null {
  if (!compatible(a.facts, b.facts)) return null;
  // Each names a kind of client the other does not (損保 and 生保, whatever else both name: 保険料).
  const only = (x: Set<string>, y: Set<string>) => [...x].some((kind) => !y.has(kind));
  if (only(a.clients, b.clients) && only(b.clients, a.clients)) return null;
  const conflict = (x: Set<string>, y: Set<string>) => x.size > 0 && y.size > 0 && ![...x].some((kind) => y.has(kind));
  if (conflict(a.roles, b.roles) || conflict(a.phases, b.phases)) return null;
  const titles = gramOverlap(a.title, b.title);
  let dice = titlesSay(titles);
  if (dice === null) {
    // Reworded titles: their subjects still share something, and the descriptions say the same work.
    const subject = gramOverlap(a.subject, b.subject).dice;
    if (subject < SUBJECT_ALIKE || gramOverlap(a.text(), b.text()).dice < (subject >= SUBJECT_SAME ? TEXT_ALIKE_SAME_SUBJECT : TEXT_ALIKE)) return null;
    dice = subject;
  }
  if (a.generic || b.generic) {
    // The same words in both titles (メーカー導入 of 「製造業向けS/4HANA導入支援」) say more than a bare seat (「社内SE」).
    const sameWords = a.undressed === b.undressed && [...a.undressed].length >= SAME_WORDS_LENGTH;
    if (gramOverlap(a.text(), b.text()).dice < (sameWords ? SAME_WORDS_TEXT_ALIKE : GENERIC_TEXT_SAME)) return null;
  }
  return dice;
}

/** Whether two listings are one project posted by two agents. */
export function sameProject(a: DuplicateFacts, b: DuplicateFacts): boolean {
  return judge(comparable(a), comparable(b)) !== null;
}

/** The titles' similarity when they say the same project, otherwise null. */
function titlesSay({ dice, onlyA, onlyB, shared }: ReturnType<typeof gramOverlap>): number | null {
  const replaced = Math.min(onlyA, onlyB) > REPLACED_GRAMS;
  // One title whole inside the other (「EMR導入サポート」 in 「医療系ITベンダー向けEMR導入サポート」) only adds words.
  const within = Math.min(onlyA, onlyB) === 0 && shared >= CONTAINED_GRAMS;
  return (dice >= TITLE_ALIKE || within) && !replaced ? dice : null;
}

/** A title bigram this common within a block narrows nothing: candidates are found by the others. */
const COMMON_GRAM = 500;

/**
 * The groups of listings that are one project, each the ids of its two or more listings. Candidate pairs come from blocks of listings that share a
 * prefecture (a listing naming none joins every prefecture's) and a required skill, and within a block from a shared title
 * bigram, so the work grows with the duplicates, not with the square of the listings; the pairs
 * then join as joinDuplicates says.
 */
export function groupDuplicates(listings: readonly DuplicateFacts[]): number[][] {
  const items = listings.map(comparable);
  const blocks = new Map<string, number[]>();
  const join = (key: string, i: number) => {
    const block = blocks.get(key) ?? [];
    block.push(i);
    blocks.set(key, block);
  };
  const prefectures = new Set(listings.map((l) => l.prefectureId ?? 0));
  listings.forEach((l, i) => {
    for (const skill of l.requiredSkills.length > 0 ? l.requiredSkills : [0]) {
      // A listing that names no prefecture (リモート) may be any prefecture's project: it joins each one's block.
      for (const prefecture of l.prefectureId == null ? prefectures : [l.prefectureId]) join(`${prefecture}:${skill}`, i);
    }
  });

  const pairs = new Map<string, [number, number]>();
  for (const block of blocks.values()) {
    if (block.length < 2) continue;
    const postings = new Map<string, number[]>();
    for (const i of block) {
      for (const gram of items[i].title) {
        const list = postings.get(gram) ?? [];
        list.push(i);
        postings.set(gram, list);
      }
    }
    for (const list of postings.values()) {
      if (list.length > COMMON_GRAM) continue;
      for (let x = 0; x < list.length; x++) {
        for (let y = x + 1; y < list.length; y++) {
          const [i, j] = list[x] < list[y] ? [list[x], list[y]] : [list[y], list[x]];
          pairs.set(`${i}:${j}`, [listings[i].id, listings[j].id]);
        }
      }
    }
  }
  return joinDuplicates(listings, pairs.values(), items);
}

/**
 * The groups that the candidate pairs given (by listing id) make once judged: pairs join most alike
 * first, and two groups join only when all their listings are one project two by two, which also
 * keeps two listings of one agent apart.
 */
export function joinDuplicates(
  listings: readonly DuplicateFacts[],
  candidates: Iterable<readonly [number, number]>,
  items: readonly Comparable[] = listings.map(comparable),
): number[][] {
  const index = new Map(listings.map((l, i) => [l.id, i]));
  const pairs: Array<{ i: number; j: number; dice: number }> = [];
  for (const [a, b] of candidates) {
    const [i, j] = [index.get(a), index.get(b)];
    if (i === undefined || j === undefined || i === j) continue;
    const dice = judge(items[i], items[j]);
    if (dice !== null) pairs.push({ i, j, dice });
  }

  // Groups join only when every listing of one is the same project as every listing of the other
  // (complete linkage): a chain of look-alikes, each like the next, is not one project.
  const group = listings.map((_, i) => [i]);
  const owner = listings.map((_, i) => i);
  const same = (x: number, y: number) => judge(items[x], items[y]) !== null;
  for (const { i, j } of pairs.sort((p, q) => q.dice - p.dice || p.i - q.i || p.j - q.j)) {
    const [a, b] = [owner[i], owner[j]];
    if (a === b) continue;
    if (!group[a].every((x) => group[b].every((y) => (x === i && y === j) || same(x, y)))) continue;
    for (const y of group[b]) owner[y] = a;
    group[a].push(...group[b]);
    group[b] = [];
  }
  const members = new Map<number, number[]>();
  listings.forEach((l, i) => {
    const list = members.get(owner[i]) ?? [];
    list.push(l.id);
    members.set(owner[i], list);
  });
  return [...members.values()].filter((ids) => ids.length > 1);
}
