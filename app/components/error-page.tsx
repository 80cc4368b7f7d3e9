import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ErrorPage } from "~/utils/error-page";

export function ErrorPageContent({ page, detail }: { page: ErrorPage; detail: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="error-page" data-status={page.status}>
      <h1 className="error-page__title">{t(page.titleKey)}</h1>
      <p className="error-page__message">{t(page.messageKey)}</p>
      {detail ? <p className="error-page__detail">{detail}</p> : null}
      <ul className="error-page__links">
        {page.redirectTo ? (
          <li>
            <Link to={page.redirectTo} className="button button--primary">
              {t("error.signIn")}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/" className="button button--primary">
            {t("error.backHome")}
          </Link>
        </li>
        <li>
          <Link to="/project/" className="button">
            {t("error.searchProjects")}
          </Link>
        </li>
      </ul>
    </section>
  );
}
