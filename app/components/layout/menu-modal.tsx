// The menu modal: without JavaScript it opens through the #menu fragment and CSS :target.
import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { signupHref } from "~/utils/links";
import { LockIcon, MenuIcon } from "../icons";
import { settingsHref, type FrameAccount } from "~/models/account/page-frame";
import { useUnopenedScout } from "../scout/unopened-scout";
import { NavLinkList } from "../link-list";

export const MENU_LINKS = [
  { to: "/project/", key: "nav.projects" },
  { to: "/agent/", key: "nav.agents" },
  { to: "/project/marketprice/", key: "nav.marketPrice" },
  { to: "/column/", key: "nav.columns" },
  { to: "/faq/", key: "nav.faq" },
  { to: "/service/", key: "nav.service" },
] as const;

const LOCKED_FEATURES = ["menu.appliedProjects", "menu.appliedAgents", "menu.scouts", "menu.careerDocument"] as const;

export function MenuModal({ account }: { account: FrameAccount }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const unopenedScout = useUnopenedScout();
  const closeRef = useRef<HTMLAnchorElement>(null);

  // Closed by any navigation, and when the visitor logs in or out; not when the page hydrates, which
  // would close a menu tapped open while the script was still starting.
  const shownFor = useRef({ key: location.key, kind: account.kind });
  useEffect(() => {
    if (shownFor.current.key === location.key && shownFor.current.kind === account.kind) return;
    shownFor.current = { key: location.key, kind: account.kind };
    setOpen(false);
  }, [location.key, account.kind]);
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  return (
    <>
      <a
        href="#menu"
        className="header-button header-button--menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls="menu"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <MenuIcon className="menu-icon" />
        <span className="header-button__label">{t("header.menu")}</span>
        {unopenedScout ? (
          <span className="unopened-dot" data-testid="unopened-scout">
            <span className="visually-hidden">{t("menu.unopenedScout")}</span>
          </span>
        ) : null}
      </a>
      <div id="menu" className="menu-modal" role="dialog" aria-modal="true" aria-label={t("menu.title")} data-open={open}>
        {/* Without JavaScript the menu is the :target of #menu; a link to "#" closes it. */}
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/anchor-is-valid */}
        <a
          href="#"
          className="menu-modal__backdrop"
          tabIndex={-1}
          aria-hidden="true"
          onClick={(e) => {
            e.preventDefault();
            setOpen(false);
          }}
        />
        <div className="menu-modal__panel">
          <div className="menu-modal__head">
            <p className="menu-modal__title">{t("menu.title")}</p>
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- closes the :target menu without JavaScript */}
            <a
              href="#"
              ref={closeRef}
              className="menu-modal__close"
              onClick={(e) => {
                e.preventDefault();
                setOpen(false);
              }}
            >
              {t("menu.close")}
            </a>
          </div>
          {account.kind === "guest" ? (
            <div className="menu-register">
              <p className="menu-register__title">{t("menu.registerTitle")}</p>
              <p>{t("menu.registerBody")}</p>
              <div className="menu-register__buttons">
                <Link to={signupHref(location.pathname, "menu_register")} className="button button--primary">
                  {t("menu.registerButton")}
                </Link>
                <Link to="/signin/" className="button">
                  {t("menu.loginButton")}
                </Link>
              </div>
            </div>
          ) : (
            <MyPage account={account} />
          )}
          <nav aria-label={t("menu.navigation")}>
            <NavLinkList className="menu-links" links={MENU_LINKS} />
          </nav>
          {account.kind === "member" ? null : (
            <div className="menu-locked">
              <p className="menu-locked__title">{t("menu.lockedTitle")}</p>
              <ul>
                {LOCKED_FEATURES.map((key) => (
                  <li key={key}>
                    <Link to="/signup/" className="menu-locked__item">
                      <LockIcon className="lock-icon" label={t("menu.lockedNote")} />
                      {t(key)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </>
  );
}

/** Mail-magazine users are invited to register (docs/product.md, Pages). */
function MyPage({ account }: { account: FrameAccount }) {
  const { t } = useTranslation();
  const unopenedScout = useUnopenedScout();
  return (
    <section className="menu-mypage" aria-label={t("menu.myPage")}>
      <p className="menu-register__title">{t("menu.myPage")}</p>
      <p>
        {t("menu.loggedInAs", { email: account.email })}
        {account.kind === "mailMagazine" ? `（${t("menu.mailMagazineUser")}）` : null}
      </p>
      <ul className="menu-links">
        {account.kind === "member" ? (
          <>
            <li>
              <Link to="/users/profile/">{t("menu.profile")}</Link>
            </li>
            <li>
              <Link to="/users/entry/project/">{t("menu.appliedProjects")}</Link>
            </li>
            <li>
              <Link to="/users/entry/agent/">{t("menu.appliedAgents")}</Link>
            </li>
            <li>
              <Link to="/scout/">
                {t("menu.scouts")}
                {unopenedScout ? <span className="badge badge--new menu-links__badge">{t("menu.unopened")}</span> : null}
              </Link>
            </li>
            <li>
              <Link to="/users/profile/career_sheet/">{t("menu.careerDocument")}</Link>
            </li>
          </>
        ) : null}
        <li>
          <Link to={settingsHref(account.kind)}>{t("menu.settings")}</Link>
        </li>
        <li>
          <Form method="post" action="/logout/">
            <button type="submit" className="link-button">
              {t("menu.logout")}
            </button>
          </Form>
        </li>
      </ul>
      {account.kind === "mailMagazine" ? (
        <Link to="/signup/" className="button button--primary">
          {t("menu.becomeMember")}
        </Link>
      ) : null}
    </section>
  );
}
