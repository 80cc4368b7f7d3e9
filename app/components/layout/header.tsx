import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { signupHref } from "~/utils/links";
import { MenuModal } from "./menu-modal";
import { SearchIcon, StarIcon } from "../icons";
import { settingsHref, type FrameAccount } from "~/models/account/page-frame";
import { savedProjectsHref, savedSearchesHref } from "~/models/bookmark/links";
import { useBookmarks } from "../bookmark/use-bookmarks";

export type HeaderVariant = "full" | "minimal" | "lp";

/** A short label on phones, the full one on desktops; only one is displayed, so the link's name is what is seen. */
function HeaderLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span className="header-button__label header-button__label--short">{short}</span>
      <span className="header-button__label header-button__label--full">{full}</span>
    </>
  );
}

export function Header({ variant, account }: { variant: HeaderVariant; account: FrameAccount }) {
  const { t } = useTranslation();
  const { projectCount, searchCount } = useBookmarks();
  const { pathname } = useLocation();
  return (
    <header className="site-header" data-variant={variant}>
      <div className="site-header__inner">
        <Link to="/" className="site-header__logo">
          <span className="logo-mark" aria-hidden="true">
            案
          </span>
          <span className="logo-text">{t("site.name")}</span>
        </Link>
        {variant === "full" ? (
          <nav className="site-header__actions" aria-label={t("header.actionsLabel")}>
            <Link to={savedProjectsHref(account.kind)} className="header-button header-button--icon" data-testid="saved-projects">
              <StarIcon className="header-button__icon" />
              <HeaderLabel short={t("header.savedProjectsShort")} full={t("header.savedProjects")} />
              <span className="header-count">{t("header.count", { count: projectCount })}</span>
            </Link>
            <Link to={savedSearchesHref(account.kind)} className="header-button header-button--icon" data-testid="saved-searches">
              <SearchIcon className="header-button__icon" />
              <HeaderLabel short={t("header.savedSearchesShort")} full={t("header.savedSearches")} />
              <span className="header-count">{t("header.count", { count: searchCount })}</span>
            </Link>
            {account.kind === "guest" ? (
              <>
                <Link to="/signin/" className="header-button header-button--login">
                  {t("header.login")}
                </Link>
                <Link to={signupHref(pathname, "header_register")} className="header-button header-button--register">
                  {t("header.register")}
                </Link>
              </>
            ) : (
              <Link to={account.kind === "member" ? "/users/profile/" : settingsHref(account.kind)} className="header-button header-button--login">
                {t("header.myPage")}
              </Link>
            )}
            <MenuModal account={account} />
          </nav>
        ) : null}
        {variant === "lp" ? (
          <Link to="/signup/" className="header-button header-button--register">
            {t("header.register")}
          </Link>
        ) : null}
      </div>
    </header>
  );
}
