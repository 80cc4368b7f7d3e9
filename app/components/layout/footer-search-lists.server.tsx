// The footer's search lists as HTML, rendered once per language and list data (see
// footer-search-lists.tsx): the lists change when the master data is read again, every few minutes,
// so every page in between writes the same string instead of rendering ~500 elements.
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { footerLinksOf, getAllSearchLinks } from "~/models/search-links.server";
import { sharedI18n } from "~/utils/i18n";
import type { Language } from "~/utils/language";
import type { SearchLinks } from "~/utils/links";
import { SearchLists } from "./footer-search-lists";

const htmlByLists = new WeakMap<SearchLinks, Map<Language, string>>();

/** The lists' HTML in a language; null when the lists cannot be read (the footer then shows none). */
export async function footerSearchListsHtml(language: Language): Promise<string | null> {
  const all = await getAllSearchLinks().catch(() => null);
  if (!all) return null;
  let byLanguage = htmlByLists.get(all);
  if (!byLanguage) htmlByLists.set(all, (byLanguage = new Map()));
  let html = byLanguage.get(language);
  if (html === undefined) {
    html = renderToStaticMarkup(
      <I18nextProvider i18n={sharedI18n(language)}>
        <SearchLists links={footerLinksOf(all)} />
      </I18nextProvider>,
    );
    byLanguage.set(language, html);
  }
  return html;
}
