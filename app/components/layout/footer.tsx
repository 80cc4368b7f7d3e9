import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { BackToTop } from "./back-to-top";
import { SITE_LAUNCH_YEAR } from "~/constants";
import { listingCountInTenThousands, formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";
import { MENU_LINKS } from "./menu-modal";
import { FooterSearchLists } from "./footer-search-lists";
import { FooterRelated } from "./footer-related";
import { NavLinkList } from "../link-list";

export type FooterVariant = "full" | "simple";

// Plain links with one handler a list: the footer is on every page, and each router <Link> costs the server (decision 030).
const FOOTER_LINKS = [...MENU_LINKS, { to: "/service/career/", key: "nav.career" }, { to: "/partnership/", key: "nav.partnership" }] as const;

const LEGAL_LINKS = [
  { to: "/legal/1/", key: "nav.terms" },
  { to: "/legal/2/", key: "nav.privacy" },
  { to: "/legal/3/", key: "nav.externalTransmission" },
  { to: "/legal/4/", key: "nav.company" },
  { to: "/sitemap/", key: "nav.sitemap" },
] as const;

export function ListingCount({ total }: { total: number | null }) {
  const { t } = useTranslation();
  const tenThousands = listingCountInTenThousands(total);
  // Below 1万 a rounded figure would read "0万": show the exact count instead.
  return (
    <p className="listing-count" data-testid="listing-count">
      {total != null && tenThousands === 0
        ? t("site.listingCountExact", { count: total })
        : t("site.listingCount", { count: tenThousands, number: formatCount(tenThousands * 10_000, "en") })}
    </p>
  );
}

export function Footer({
  variant,
  total,
  agentCount,
  year,
  language,
}: {
  variant: FooterVariant;
  total: number | null;
  agentCount: number;
  year: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const otherLanguage: Language = language === "ja" ? "en" : "ja";
  return (
    <footer className="site-footer" data-variant={variant}>
      <BackToTop />
      {variant === "full" ? (
        <div className="site-footer__inner">
          <nav aria-label={t("footer.navigation")}>
            <NavLinkList className="footer-nav" links={FOOTER_LINKS} />
          </nav>
          <FooterSearchLists />
          <section className="footer-summary">
            <h2 className="footer-heading">{t("site.summaryTitle")}</h2>
            <p>{t("site.summary", { agents: agentCount })}</p>
            <ListingCount total={total} />
          </section>
          <FooterRelated />
        </div>
      ) : null}
      <div className="site-footer__bottom">
        <NavLinkList className="legal-links" links={LEGAL_LINKS} />
        <Form method="post" action="/language/" className="language-switch" reloadDocument>
          <input type="hidden" name="language" value={otherLanguage} />
          <input type="hidden" name="redirect_to" value={location.pathname + location.search} />
          <button type="submit" lang={otherLanguage}>
            {t(`language.${otherLanguage}`)}
          </button>
        </Form>
        <p className="copyright">
          <small>{t("site.copyright", { from: SITE_LAUNCH_YEAR, to: year })}</small>
        </p>
      </div>
    </footer>
  );
}
