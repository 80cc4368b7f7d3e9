import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { EntryButton } from "~/components/entry/entry-button";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

type Point = { title: string; body: string };

export const links = stylesheets(contentStyles);

export const handle: RouteHandle = {
  i18n: ["static", "listing"],
  layout: "lp",
  breadcrumb: ({ t }) => [
    { label: t("static:service.title"), to: "/service/" },
    { label: t("static:career.title"), to: "/service/career/" },
  ],
};

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("static:career.title"), description: t("static:career.description") });
};

export default function CareerServicePage() {
  const { t } = useTranslation("static");
  const points = t("career.points", { returnObjects: true }) as Point[];
  return (
    <article className="lp-page">
      <section className="lp-hero">
        <PageHeading>{t("career.title")}</PageHeading>
        <p className="lp-hero__lead">{t("career.lead")}</p>
      </section>
      <section className="feature-grid">
        {points.map((point) => (
          <div key={point.title} className="feature">
            <h2>{point.title}</h2>
            <p className="pre-line">{point.body}</p>
          </div>
        ))}
      </section>
      <p className="lp-cta">
        <EntryButton target={{ type: "agent", id: null }} label={t("career.cta")} className="button button--primary button--large" />
      </p>
      <p className="lp-note">{t("career.note")}</p>
    </article>
  );
}
