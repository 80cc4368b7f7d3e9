// Keyword suggestions for the search panel's combobox: vocabulary terms with their open listings.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSearchEngine } from "~/search/engine.server";
import { suggestionsFor } from "~/search/suggestions";
import { vocabularyMeaning } from "~/search/keyword-meaning";
import { vocabularyWord } from "~/data/vocabulary";

/** Longer input is not a word being typed. */
const MAX_TYPED = 40;

export async function loader({ request }: LoaderFunctionArgs) {
  const typed = (new URL(request.url).searchParams.get("q") ?? "").trim();
  if (!typed || [...typed].length > MAX_TYPED) return Response.json({ suggestions: [] }, { headers: { "Cache-Control": "public, max-age=300" } });
  const engine = await getSearchEngine();
  // Counted by the term's ids where it has them (cheap bitsets); a topic of phrases only, by its texts.
  const suggestions = suggestionsFor(typed, (term) => {
    const filters = vocabularyMeaning(vocabularyWord(term.name))?.filters ?? [];
    return filters.length > 0 ? engine.countAny(filters) : engine.count({}, term.name);
  });
  return Response.json({ suggestions }, { headers: { "Cache-Control": "public, max-age=300" } });
}
