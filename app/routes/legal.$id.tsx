import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { operatorFacts, type OperatorFacts } from "~/config/operator-facts";
import { operator } from "~/config/operator.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import { pageNotFound } from "~/utils/http.server";
import type { Language } from "~/utils/language";
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
  // Every legal text names the operator (decision 044); none lists its other services.
  const { demo, company, contacts } = operator();
  return { id, operator: { demo, company, contacts } };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t(`legal:${data.id}.title`), description: t(`legal:${data.id}.description`) });
};

export default function LegalPage() {
  const { id, operator } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("legal");
  const facts = operatorFacts(operator, i18n.language as Language);
  const articles = t(`${id}.articles`, { returnObjects: true, ...facts }) as Article[];
  const enacted = t(`${id}.enacted`);
  return (
    <article className="static-page legal-page">
      <PageHeading>{t(`${id}.title`)}</PageHeading>
      <p className="static-page__lead">{t(`${id}.lead`, facts)}</p>
      {facts.demo ? <p className="notice">{t("demoNote")}</p> : null}
      {id === "4" ? (
        <CompanyProfile facts={facts} articles={articles} />
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

function CompanyProfile({ facts, articles }: { facts: OperatorFacts; articles: Article[] }) {
  const { t } = useTranslation("legal");
  const label = (key: string) => t(`4.profile.${key}`);
  const colon = t("4.profile.colon");
  const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;
  const contacts: Array<[string, ReactNode]> = [
    ["support", mail(facts.supportEmail)],
    ["phone", facts.phone],
    ["hours", facts.hours],
    ["entryDesk", mail(facts.entryDeskEmail)],
    ["privacy", mail(facts.privacyEmail)],
    ["press", mail(facts.pressEmail)],
  ];
  const rows: Array<{ title: string; body: ReactNode }> = [
    { title: label("company"), body: facts.company },
    { title: label("address"), body: facts.address },
    { title: label("representative"), body: facts.representative },
    { title: label("founded"), body: facts.founded },
    { title: label("capital"), body: facts.capital },
    {
      title: label("business"),
      body: (
        <ul>
          {facts.business.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ),
    },
    ...articles.map((a) => ({ title: a.title, body: <span className="pre-line">{a.body}</span> })),
    {
      title: label("contact"),
      body: (
        <ul className="company-table__lines">
          {contacts.map(([key, value]) =>
            value ? (
              <li key={key}>
                {`${label(key)}${colon}`}
                {value}
              </li>
            ) : null,
          )}
        </ul>
      ),
    },
  ];
  return (
    <dl className="company-table">
      {rows.map(({ title, body }) =>
        body ? (
          <div key={title}>
            <dt>{title}</dt>
            <dd>{body}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
