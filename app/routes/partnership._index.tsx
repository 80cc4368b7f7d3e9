// The partner services; the list is shown only when enough exist (docs/product.md, Pages).
import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { listPartnerships } from "~/models/partnership.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(contentStyles);
export const handle: RouteHandle = { breadcrumb: ({ t }) => ({ label: t("partnership:title"), to: "/partnership/" }), i18n: ["partnership"] };

export async function loader() {
  return { partners: await listPartnerships() };
}

export const meta: MetaFunction<typeof loader> = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("partnership:title"), description: t("partnership:description") });
};

export default function PartnershipList() {
  const { partners } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="static-page">
      <PageHeading>{t("partnership:title")}</PageHeading>
      <p className="static-page__lead">{t("partnership:lead")}</p>
      {partners.length === 0 ? (
        <p>{t("partnership:none")}</p>
      ) : (
        <ul className="partner-list">
          {partners.map((partner) => (
            <li key={partner.id} className="feature">
              <h2 className="partner-list__name">{partner.name}</h2>
              <p>{partner.description}</p>
              <p className="partner-list__actions">
                <Link to={`/partnership/${partner.id}/lp/`} className="button" aria-label={`${partner.name}：${t("partnership:details")}`}>
                  {t("partnership:details")}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
