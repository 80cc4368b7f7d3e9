// The footer's search lists: about 500 elements, the same on every page in a language, and a quarter
// of a search page's elements. The server renders them once per language into HTML
// (footer-search-lists.server.tsx) and writes that string into each page. The browser keeps the
// server's HTML instead of hydrating it: the island's HTML is read from the page before React
// hydrates, so React finds what it expects and never rebuilds the lists; one delegated click handler
// makes their links navigate on the client. A footer mounted later in the browser, after a
// client-side navigation from a page with the short footer, fetches the lists from the footer API
// (spec §7) and renders them itself. Without JavaScript the lists are the server's HTML.
import { createContext, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_LIST_KEYS, searchListHref, type SearchLinks } from "~/utils/links";
import { useFollowLinksInside } from "../link-list";

const SECTION_ID = "footer-search";
const TITLE_ID = "footer-search-title";

/** The lists' HTML, given by the server's entry; null when the lists could not be read. */
export const FooterSearchListsHtml = createContext<string | null>(null);

/** The browser's copy of the HTML the server wrote, for a footer mounted again after a navigation. */
let htmlFromServer: string | null = null;

function htmlOnThisPage(): string | null {
  if (typeof document === "undefined") return null;
  htmlFromServer ??= document.getElementById(SECTION_ID)?.innerHTML ?? null;
  return htmlFromServer;
}

/** The section's content: its heading and one collapsible list per kind. Plain anchors only, so the
 * server can render it outside the router. */
export function SearchLists({ links }: { links: SearchLinks }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={TITLE_ID} className="footer-heading">
        {t("footer.searchLists")}
      </h2>
      {SEARCH_LIST_KEYS.map((key) => (
        <details key={key} className="footer-list" data-list={key}>
          <summary>{t(`footer.${key}`)}</summary>
          <ul>
            {links[key].map((item) => (
              <li key={item.id}>
                <a href={searchListHref[key](item.id)}>{item.name}</a>
              </li>
            ))}
          </ul>
          <p className="footer-list__more">
            <a href={`/sitemap/#${key}`}>{t("footer.seeAll")}</a>
          </p>
        </details>
      ))}
    </>
  );
}

export function FooterSearchLists() {
  const serverHtml = useContext(FooterSearchListsHtml);
  const [html] = useState(() => serverHtml ?? htmlOnThisPage());
  const [links, setLinks] = useState<SearchLinks | null>(null);
  const followLink = useFollowLinksInside();

  useEffect(() => {
    if (html) return;
    const controller = new AbortController();
    fetch("/api/project/count/footer/", { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<SearchLinks>) : null))
      .then(setLinks)
      .catch(() => {}); // no lists is what the server shows when it cannot read them either
    return () => controller.abort();
  }, [html]);

  if (!html && !links) return null;
  return (
    // The links inside navigate through one handler (see useFollowLinksInside). The handler only follows the
    // links' own clicks (Enter on a focused link clicks it), so the element itself needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section
      id={SECTION_ID}
      className="footer-search"
      aria-labelledby={TITLE_ID}
      onClick={followLink}
      {...(html ? { dangerouslySetInnerHTML: { __html: html } } : {})}
    >
      {links ? <SearchLists links={links} /> : null}
    </section>
  );
}
