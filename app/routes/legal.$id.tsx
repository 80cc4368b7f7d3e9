import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNotFound } from "~/utils/http.server";
import type { RouteHandle } from "~/utils/route-handle";
import { contentStyles, stylesheets } from "~/styles/sheets";

const LEGAL_DOCUMENT_IDS = ["1", "2", "3", "4"] as const;
type Article = { title: string; body: string };

export const links = stylesheets(contentStyles);

export const handle: RouteHandle = {
  i18n: ["legal"],
  layout: "simple",
  breadcrumb: ({ t, params }) => ({ label: t(`legal:${params.id}.title`), to: `/legal/${params.id}/` }),
};

export async function loader({ params }: LoaderFunctionArgs) {
  const id = LEGAL_DOCUMENT_IDS.find((known) => known === params.id);
  if (!id) throw pageNotFound();
  return { id };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t(`legal:${data.id}.title`), description: t(`legal:${data.id}.description`) });
};

export default function LegalPage() {
  const { id } = useLoaderData<typeof loader>();
  const { t } = useTranslation("legal");
  const articles = t(`${id}.articles`, { returnObjects: true }) as Article[];
  const enacted = t(`${id}.enacted`);
  return (
    <article className="static-page legal-page">
      <PageHeading>{t(`${id}.title`)}</PageHeading>
      <p className="static-page__lead">{t(`${id}.lead`)}</p>
      {id === "4" ? (
        <dl className="company-table">
          {articles.map((a) => (
            <div key={a.title}>
              <dt>{a.title}</dt>
              <dd className="pre-line">{a.body}</dd>
            </div>
          ))}
        </dl>
      ) : (
        articles.map((a) => (
          <section key={a.title}>
            <h2>{a.title}</h2>
            <p className="pre-line">{a.body}</p>
          </section>
        ))
      )}
      {enacted ? <p className="legal-page__enacted">{enacted}</p> : null}
    </article>
  );
}
