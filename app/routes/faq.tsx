import type { MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

type FaqSection = { title: string; items: Array<{ q: string; a: string }> };

export const links = stylesheets(contentStyles);

export const handle: RouteHandle = {
  i18n: ["static"],
  breadcrumb: ({ t }) => ({ label: t("static:faq.title"), to: "/faq/" }),
};

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("static:faq.title"), description: t("static:faq.description") });
};

export default function FaqPage() {
  const { t } = useTranslation("static");
  const sections = t("faq.sections", { returnObjects: true }) as FaqSection[];
  return (
    <article className="static-page">
      <PageHeading>{t("faq.title")}</PageHeading>
      <p className="static-page__lead">{t("faq.lead")}</p>
      {sections.map((section) => (
        <section key={section.title} className="faq-section">
          <h2>{section.title}</h2>
          {section.items.map((item) => (
            <details key={item.q} className="faq-item" open>
              <summary className="faq-item__question">{item.q}</summary>
              <p className="faq-item__answer">{item.a}</p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}
