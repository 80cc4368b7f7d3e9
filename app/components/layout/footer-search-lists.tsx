// The footer's search lists, kept as the server wrote them
// (components/kept-html.tsx). One delegated click handler makes their plain links navigate on the
// client. A footer first mounted in the browser fetches the lists from the footer API (docs/product.md, Calls the pages make), and
// loads their content (footer-kept-parts.tsx), which a page's first load does without.
import { lazy, Suspense } from "react";
import type { SearchLinks } from "~/utils/links";
import { keptHtmlProps, keptTitleId, useDataUnlessKept, useKeptHtml } from "../kept-html";
import { useFollowLinksInside } from "../link-list";

const SearchLists = lazy(() => import("./footer-kept-parts").then((parts) => ({ default: parts.SearchLists })));

export function FooterSearchLists() {
  const html = useKeptHtml("footer-search");
  const links = useDataUnlessKept<SearchLinks>(html, "/api/project/count/footer/");
  const followLink = useFollowLinksInside();

  if (!html && !links) return null;
  return (
    // The links inside navigate through one handler (see useFollowLinksInside). The handler only follows the
    // links' own clicks (Enter on a focused link clicks it), so the element itself needs no key handler.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <section id="footer-search" className="footer-search" aria-labelledby={keptTitleId("footer-search")} onClick={followLink} {...keptHtmlProps(html)}>
      {links ? (
        <Suspense fallback={null}>
          <SearchLists links={links} />
        </Suspense>
      ) : null}
    </section>
  );
}
