// One partner's landing page, leading to its site through the counted link.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { parseId } from "~/models/listing/ids";
import { getPartnership } from "~/models/partnership.server";
import { pageNotFound } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(contentStyles);
export const handle: RouteHandle = { layout: "partnership-lp", i18n: ["partnership"] };

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  const partner = id === null ? undefined : await getPartnership(id);
  if (!partner) throw pageNotFound();
  return { partner };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  return pageMeta(matches, location, { title: `${data.partner.lpTitle}｜${data.partner.name}`, description: data.partner.description });
};

export default function PartnershipLanding() {
  const { partner } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const visit = (
    <p className="lp-cta">
      <a href={`/partnership/${partner.id}/redirect/`} className="button button--primary button--large" rel="nofollow">
        {t("partnership:visit", { name: partner.name })}
      </a>
    </p>
  );
  return (
    <article className="lp-page">
      <section className="lp-hero">
        <p className="lp-hero__lead">{partner.name}</p>
        <PageHeading>{partner.lpTitle}</PageHeading>
        <p className="lp-hero__lead">{partner.description}</p>
      </section>
      {visit}
      <div className="steps pre-line">{partner.lpBody}</div>
      {visit}
      <p className="lp-note">{t("partnership:note")}</p>
      <p className="lp-note">
        <Link to="/partnership/">{t("partnership:back")}</Link>
      </p>
    </article>
  );
}
