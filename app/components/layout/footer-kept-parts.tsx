// The content of the footer's kept parts (components/kept-html.tsx): the search lists and the related
// services. The server renders each once per language into HTML that every page carries, and the browser
// keeps that HTML as it is, so a page's first load needs none of this module. The browser loads it only when
// a footer first mounts after a client-side navigation, from a page with the short footer (decision 027).
import { useTranslation } from "react-i18next";
import type { RelatedServices as RelatedServicesList } from "~/config/operator";
import type { Language } from "~/utils/language";
import { SEARCH_LIST_KEYS, searchListHref, type SearchLinks } from "~/utils/links";
import { keptTitleId } from "../kept-html";

/** The search lists (docs/product.md, Listings, agents and members): a heading and one collapsible list per kind. Plain
 * anchors only, so the server can render it outside the router. */
export function SearchLists({ links }: { links: SearchLinks }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={keptTitleId("footer-search")} className="footer-heading">
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

/** The operator's other services, from its facts (decision 044), each with a line on what it is. One with a site
 * opens it in a new tab; one without (the demo's, which are fictitious) is named only, under the demo's note. */
export function RelatedServices({ demo, services }: RelatedServicesList) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const newTab = t("footer.newTab");
  return (
    <>
      <h2 id={keptTitleId("footer-related")} className="footer-heading">
        {t("footer.relatedServices")}
      </h2>
      {demo ? <p className="footer-note">{t("footer.demoServices")}</p> : null}
      <ul className="related-services">
        {services.map((service) => (
          <li key={service.name.ja}>
            {service.url ? (
              <a href={service.url} target="_blank" rel="noopener noreferrer" className="related-services__name">
                {service.name[language]}
                <span className="visually-hidden">{newTab}</span>
              </a>
            ) : (
              <span className="related-services__name">{service.name[language]}</span>
            )}
            <span className="related-services__description">{service.description[language]}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
