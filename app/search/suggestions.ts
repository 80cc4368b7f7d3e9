// Suggestions while typing a keyword: the vocabulary's terms one of whose words starts with what
// was typed (パイ → Python, k8 → Kubernetes), each once, by how many open listings it finds.
import { TERMS_BY_WORD, termsForWord, vocabularyWord, type VocabularyTerm } from "~/data/vocabulary";

export const SUGGESTION_LIMIT = 8;
/** Terms counted before the best are chosen: counting is the costly part. */
const CANDIDATES_COUNTED = 24;

export type Suggestion = { label: string; kind: VocabularyTerm["kind"]; count: number };

export function suggestionCandidates(typed: string): VocabularyTerm[] {
  const prefix = vocabularyWord(typed);
  if (!prefix) return [];
  // Per term, its word closest to what was typed.
  const found = new Map<string, { term: VocabularyTerm; exact: boolean; length: number }>();
  for (const [word, terms] of TERMS_BY_WORD) {
    if (!word.startsWith(prefix)) continue;
    for (const term of terms) {
      const key = `${term.kind}:${term.name}`;
      const known = found.get(key);
      if (!known || word.length < known.length) found.set(key, { term, exact: word === prefix, length: word.length });
    }
  }
  return [...found.values()]
    .sort((a, b) => Number(b.exact) - Number(a.exact) || a.length - b.length)
    .slice(0, CANDIDATES_COUNTED)
    .map((f) => f.term);
}

export function suggestionsFor(typed: string, count: (term: VocabularyTerm) => number): Suggestion[] {
  const exact = new Set(termsForWord(typed).map((term) => `${term.kind}:${term.name}`));
  const counted = suggestionCandidates(typed)
    .map((term) => ({ label: term.name, kind: term.kind, count: count(term), exact: exact.has(`${term.kind}:${term.name}`) }))
    .filter((s) => s.count > 0);
  counted.sort((a, b) => Number(b.exact) - Number(a.exact) || b.count - a.count);
  return counted.slice(0, SUGGESTION_LIMIT).map(({ label, kind, count }) => ({ label, kind, count }));
}
