// The footer's search lists (spec §3 "Footer link data"), kept as the server wrote them
// (components/kept-html.tsx). One delegated click handler makes their plain links navigate on the
// client. A footer first mounted in the browser fetches the lists from the footer API (spec §7).
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { SEARCH_LIST_KEYS, searchListHref, type SearchLinks } from "~/utils/links";
import { keptHtmlProps, useKeptHtml } from "../kept-html";
import { useFollowLinksInside } from "../link-list";

const TITLE_ID = "footer-search-title";

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
  const html = useKeptHtml("footer-search");
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
    <section id="footer-search" className="footer-search" aria-labelledby={TITLE_ID} onClick={followLink} {...keptHtmlProps(html)}>
      {links ? <SearchLists links={links} /> : null}
    </section>
  );
}
