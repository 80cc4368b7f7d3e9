// The human-readable site map (/sitemap/). The XML sitemap for crawlers is /sitemap.xml.
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { LinkList } from "~/components/link-list";
import { MENU_LINKS } from "~/components/layout/menu-modal";
import { getSearchLinksWithListings } from "~/models/search-links.server";
import { SEARCH_LIST_KEYS, searchListHref } from "~/utils/links";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

const INFO_LINKS = [
  { to: "/faq/", key: "nav.faq" },
  { to: "/service/", key: "nav.service" },
  { to: "/service/career/", key: "nav.career" },
  { to: "/legal/1/", key: "nav.terms" },
  { to: "/legal/2/", key: "nav.privacy" },
  { to: "/legal/3/", key: "nav.externalTransmission" },
  { to: "/legal/4/", key: "nav.company" },
] as const;

export const links = stylesheets(contentStyles);

export const handle: RouteHandle = {
  i18n: ["static"],
  breadcrumb: ({ t }) => ({ label: t("static:sitemap.title"), to: "/sitemap/" }),
};

export async function loader() {
  return { links: await getSearchLinksWithListings() };
}

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("static:sitemap.title"), description: t("static:sitemap.description") });
};

export default function SitemapPage() {
  const { links } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <article className="static-page sitemap-page">
      <PageHeading>{t("static:sitemap.title")}</PageHeading>
      <section>
        <h2>{t("static:sitemap.sections.main")}</h2>
        <ul className="sitemap-links">
          <li>
            <Link to="/">{t("nav.top")}</Link>
          </li>
          {MENU_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2>{t("static:sitemap.sections.search")}</h2>
        {SEARCH_LIST_KEYS.map((key) => (
          <section key={key} id={key}>
            <h3>{t(`footer.${key}`)}</h3>
            <LinkList
              className="sitemap-links sitemap-links--dense"
              items={links[key].map((item) => ({ key: item.id, href: searchListHref[key](item.id), label: item.name }))}
            />
          </section>
        ))}
      </section>
      <section>
        <h2>{t("static:sitemap.sections.info")}</h2>
        <ul className="sitemap-links">
          {INFO_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
