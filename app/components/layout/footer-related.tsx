// The footer's related services, kept as the server wrote them (components/kept-html.tsx). A footer first
// mounted in the browser fetches them (GET /api/related-services/) and loads their content
// (footer-kept-parts.tsx), which a page's first load does without.
import { lazy, Suspense } from "react";
import type { RelatedServices as RelatedServicesList } from "~/config/operator";
import { keptHtmlProps, keptTitleId, useDataUnlessKept, useKeptHtml } from "../kept-html";

const RelatedServices = lazy(() => import("./footer-kept-parts").then((parts) => ({ default: parts.RelatedServices })));

export function FooterRelated() {
  const html = useKeptHtml("footer-related");
  const list = useDataUnlessKept<RelatedServicesList>(html, "/api/related-services/");
  // An operator without other services has no such section (the server then writes none either).
  if (!html && !list?.services.length) return null;
  return (
    <section id="footer-related" className="footer-related" aria-labelledby={keptTitleId("footer-related")} {...keptHtmlProps(html)}>
      {list ? (
        <Suspense fallback={null}>
          <RelatedServices {...list} />
        </Suspense>
      ) : null}
    </section>
  );
}
