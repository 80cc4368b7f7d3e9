import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

type Feature = { title: string; body: string };

export const links = stylesheets(contentStyles);

export const handle: RouteHandle = {
  i18n: ["static"],
  layout: "lp",
  breadcrumb: ({ t }) => ({ label: t("static:service.title"), to: "/service/" }),
};

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("static:service.title"), description: t("static:service.description") });
};

export default function ServicePage() {
  const { t } = useTranslation("static");
  const features = t("service.features", { returnObjects: true }) as Feature[];
  const steps = t("service.steps", { returnObjects: true }) as string[];
  return (
    <article className="lp-page">
      <section className="lp-hero">
        <PageHeading>{t("service.title")}</PageHeading>
        <p className="lp-hero__lead">{t("service.lead")}</p>
      </section>
      <section className="feature-grid">
        {features.map((feature, index) => (
          <div key={feature.title} className="feature">
            <p className="feature__number" aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </p>
            <h2>{feature.title}</h2>
            <p className="pre-line">{feature.body}</p>
          </div>
        ))}
      </section>
      <section className="steps">
        <h2>{t("service.stepsTitle")}</h2>
        <ol>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <p className="lp-cta">
        <Link to="/project/" className="button button--primary button--large">
          {t("service.cta")}
        </Link>
      </p>
    </article>
  );
}
