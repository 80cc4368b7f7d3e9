// The kept parts' HTML (components/kept-html.tsx), rendered once per language and data: the search
// lists change when the master data is read again, every few minutes; the related services (the
// operator's facts) never while the server runs.
// And the renderer of pieces by key (listing cards, search panels' fields), each kept while recently used.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { operator } from "~/config/operator.server";
import { footerLinksOf, getAllSearchLinks } from "~/models/search-links.server";
import { sharedI18n } from "~/utils/i18n";
import type { Language } from "~/utils/language";
import type { SearchLinks } from "~/utils/links";
import { RelatedServices, SearchLists } from "./layout/footer-kept-parts";
import { keptValue, type KeptHtml, type RenderOnce, type RenderedOnceKind } from "./kept-html";
import { escapeAttribute } from "~/utils/escape-text";

/** Every kept part's HTML in a language. */
export async function keptHtmlFor(language: Language): Promise<KeptHtml> {
  return { "footer-search": await searchListsHtml(language), "footer-related": relatedServicesHtml(language) };
}

function render(language: Language, content: ReactNode) {
  return renderToStaticMarkup(<I18nextProvider i18n={sharedI18n(language)}>{content}</I18nextProvider>);
}

const searchListsByData = new WeakMap<SearchLinks, Map<Language, string>>();

/** Null when the lists cannot be read: the footer then shows none. */
async function searchListsHtml(language: Language): Promise<string | null> {
  const all = await getAllSearchLinks().catch(() => null);
  if (!all) return null;
  let byLanguage = searchListsByData.get(all);
  if (!byLanguage) searchListsByData.set(all, (byLanguage = new Map()));
  let html = byLanguage.get(language);
  if (html === undefined) byLanguage.set(language, (html = render(language, <SearchLists links={footerLinksOf(all)} />)));
  return html;
}

const relatedServices = new Map<Language, string>();

/** Null when the operator lists no other services: the footer then has no such section. */
function relatedServicesHtml(language: Language): string | null {
  const { demo, relatedServices: services } = operator();
  if (services.length === 0) return null;
  let html = relatedServices.get(language);
  if (html === undefined) relatedServices.set(language, (html = render(language, <RelatedServices demo={demo} services={services} />)));
  return html;
}

/** How much each language's renderer keeps of each kind, in characters of keys and HTML (about two bytes a
 * character in Japanese): a card with its key is about 2,800 and a search panel's fields about 8,700. Cards have
 * their own budget because a search's panel is seldom asked for again while its cards are (the same listings turn
 * up in many searches). 15 M characters keep some 5,300 cards (about 30 MB a process): under bench:load's varied
 * searches on 20,000 listings, 84 % of card lookups hit, against 71 % with the 5 M of before (decision 038).
 * 1.5 M keep some 170 panels; about 9 % of panel lookups hit, as each search has panel counts of its own. */
export const RENDERED_ONCE_MAX_CHARS: Record<RenderedOnceKind, number> = { card: 15_000_000, panel: 1_500_000 };

const renderers = new Map<Language, RenderOnce>();

const KEPT_VALUE_MARK = new RegExp(keptValue("([\\w-]+)"), "g");

/** A kept piece: its HTML split at the marks of its values (their names at the odd places), so that a use writes
 * its values in without reading the whole HTML again; and its size with its key. */
type Piece = { parts: string[]; chars: number };

/** The piece's HTML with each value written in place of its mark (keptValue), escaped as React escapes text and
 * attribute values alike; a mark without a value is left as it is. */
function withValues({ parts }: Piece, values: Record<string, string> = {}) {
  let html = parts[0];
  for (let i = 1; i < parts.length; i += 2) html += (Object.hasOwn(values, parts[i]) ? escapeAttribute(values[parts[i]]) : keptValue(parts[i])) + parts[i + 1];
  return html;
}

/** The RenderOnce of a language: each kind's pieces in a map used as a least-recently-used list (a hit moves to the end). */
export function renderOnceFor(language: Language): RenderOnce {
  let renderer = renderers.get(language);
  if (renderer) return renderer;
  const kinds = new Map<RenderedOnceKind, { kept: Map<string, Piece>; chars: number }>();
  renderer = (kind, key, content, values) => {
    let pieces = kinds.get(kind);
    if (!pieces) kinds.set(kind, (pieces = { kept: new Map(), chars: 0 }));
    let piece = pieces.kept.get(key);
    if (piece) pieces.kept.delete(key);
    else {
      const html = render(language, content());
      piece = { parts: html.split(KEPT_VALUE_MARK), chars: key.length + html.length };
      pieces.chars += piece.chars;
      for (const [oldKey, old] of pieces.kept) {
        if (pieces.chars <= RENDERED_ONCE_MAX_CHARS[kind]) break;
        pieces.kept.delete(oldKey);
        pieces.chars -= old.chars;
      }
    }
    pieces.kept.set(key, piece);
    return withValues(piece, values);
  };
  renderers.set(language, renderer);
  return renderer;
}
