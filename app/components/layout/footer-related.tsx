// The footer's related services (spec §2: 42 links, each opened in a new tab), kept as the server
// wrote them (components/kept-html.tsx).
import { useTranslation } from "react-i18next";
import { RELATED_SERVICES } from "~/data/related-services";
import { keptHtmlProps, useKeptHtml } from "../kept-html";

const TITLE_ID = "footer-related-title";

/** The section's content, rendered by the server once per language. */
export function RelatedServices() {
  const { t } = useTranslation();
  const newTab = t("footer.newTab");
  return (
    <>
      <h2 id={TITLE_ID} className="footer-heading">
        {t("footer.relatedServices")}
      </h2>
      <ul className="related-services">
        {RELATED_SERVICES.map((service) => (
          <li key={service.url}>
            <a href={service.url} target="_blank" rel="noopener noreferrer">
              {service.name}
              <span className="visually-hidden">{newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}

export function FooterRelated() {
  const html = useKeptHtml("footer-related");
  return (
    <section id="footer-related" className="footer-related" aria-labelledby={TITLE_ID} {...keptHtmlProps(html)}>
      {html ? null : <RelatedServices />}
    </section>
  );
}
