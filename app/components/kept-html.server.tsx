// The kept parts' HTML (components/kept-html.tsx), rendered once per language and data: the search
// lists change when the master data is read again, every few minutes; the related services never.
// And the renderer of pieces by key (listing cards' bodies), each kept while recently used.
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { footerLinksOf, getAllSearchLinks } from "~/models/search-links.server";
import { sharedI18n } from "~/utils/i18n";
import type { Language } from "~/utils/language";
import type { SearchLinks } from "~/utils/links";
import { SearchLists } from "./layout/footer-search-lists";
import { RelatedServices } from "./layout/footer-related";
import type { KeptHtml, RenderOnce } from "./kept-html";

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

function relatedServicesHtml(language: Language): string {
  let html = relatedServices.get(language);
  if (html === undefined) relatedServices.set(language, (html = render(language, <RelatedServices />)));
  return html;
}

/** How much each language's renderer keeps, in characters of keys and HTML: a card's body is about 2,000, a
 * search panel's fields about 11,000. Five million characters (about 10 MB, Japanese text taking two bytes a
 * character) keep some 2,500 cards, or the panels and cards of the most visited searches. */
export const RENDERED_ONCE_MAX_CHARS = 5_000_000;

const renderers = new Map<Language, RenderOnce>();

/** The RenderOnce of a language: its pieces in a map used as a least-recently-used list (a hit moves to the end). */
export function renderOnceFor(language: Language): RenderOnce {
  let renderer = renderers.get(language);
  if (renderer) return renderer;
  const kept = new Map<string, string>();
  let chars = 0;
  renderer = (key, content) => {
    let html = kept.get(key);
    if (html !== undefined) kept.delete(key);
    else {
      html = render(language, content());
      chars += key.length + html.length;
      for (const [oldKey, oldHtml] of kept) {
        if (chars <= RENDERED_ONCE_MAX_CHARS) break;
        kept.delete(oldKey);
        chars -= oldKey.length + oldHtml.length;
      }
    }
    kept.set(key, html);
    return html;
  };
  renderers.set(language, renderer);
  return renderer;
}
