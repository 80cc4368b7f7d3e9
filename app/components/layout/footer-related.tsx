// The footer's related services, kept as the server wrote them (components/kept-html.tsx). Their content
// (footer-kept-parts.tsx) is loaded only when this section first mounts in the browser.
import { lazy, Suspense } from "react";
import { keptHtmlProps, keptTitleId, useKeptHtml } from "../kept-html";

const RelatedServices = lazy(() => import("./footer-kept-parts").then((parts) => ({ default: parts.RelatedServices })));

export function FooterRelated() {
  const html = useKeptHtml("footer-related");
  return (
    <section id="footer-related" className="footer-related" aria-labelledby={keptTitleId("footer-related")} {...keptHtmlProps(html)}>
      {html ? null : (
        <Suspense fallback={null}>
          <RelatedServices />
        </Suspense>
      )}
    </section>
  );
}
