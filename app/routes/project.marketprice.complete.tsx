// The visitor's estimate, behind the market-price check (docs/product.md, Input rules): a guest
// registers an e-mail or signs up while the answers wait in their cookie; a member sees it at once.
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { ProjectCard } from "~/components/project-card";
import { MailMagazineForm, SignupForm } from "~/components/account/signup-forms";
import { BarChart, bandLabel, ColumnChart, DoughnutChart } from "~/components/market/charts";
import { MARKET_ESTIMATE_LIMITS, SignupAppType, WorkStyle } from "~/constants";
import { accountOf } from "~/models/account/page-frame.server";
import { getUser } from "~/models/account/session.server";
import { SIGNUP_FORM_CONSTRAINTS, signupFormAction } from "~/pages/account/signup.server";
import { getProjectCards } from "~/models/project.server";
import { ESTIMATE_PATHS } from "~/models/market/paths";
import { canSeeEstimate, estimateFor, estimateNames, readEstimateAnswers, readJobMarket, saveMemberEstimate } from "~/models/market/estimate.server";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { cardStyles, formStyles, marketStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(formStyles, cardStyles, marketStyles);
export const handle: RouteHandle = {
  i18n: ["account", "fields", "market", "listing"],
  layout: "simple",
  breadcrumb: ({ t }) => [
    { label: t("market:title"), to: "/project/marketprice/" },
    { label: t("market:complete.title"), to: ESTIMATE_PATHS.complete },
  ],
};

export const meta: MetaFunction = ({ matches, location }) => {
  const t = metaTranslator(matches);
  return pageMeta(matches, location, { title: t("market:complete.title"), noindex: true });
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  const answers = await readEstimateAnswers(request, user?.id ?? null);
  if (!answers) throw redirect(ESTIMATE_PATHS.input);
  const account = await accountOf(request);
  const estimate = await estimateFor(answers);
  const now = new Date().toISOString();
  if (!canSeeEstimate(account.kind))
    return { locked: true as const, count: estimate.count, answers, names: estimateNames(answers), now, ...SIGNUP_FORM_CONSTRAINTS };
  if (account.kind === "member") await saveMemberEstimate(user!.id, answers, estimate);
  const [cards, job] = await Promise.all([getProjectCards(estimate.projectIds), readJobMarket(answers.jobTypeId)]);
  const names = estimateNames(answers, [...estimate.raising, ...(job?.skillMedians ?? [])]);
  return { locked: false as const, estimate, cards, job, isMember: account.kind === "member", answers, names, now };
}

export const action = signupFormAction;

export default function MarketPriceComplete() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as Parameters<typeof SignupForm>[0]["actionData"];
  const { names } = data;
  const jobName = names.job;
  const conditions = [
    jobName,
    data.answers.skills.map((s) => `${names.skills[s.id]} ${t("market:complete.years", { count: s.years })}`).join("・"),
    t("market:complete.experience", { count: data.answers.experienceYears }),
    t("market:workdays", { days: data.answers.workdays }),
    data.answers.workStyle === WorkStyle.remote ? t("market:complete.remoteOnly") : names.prefecture,
  ].filter(Boolean);
  return (
    <div className="market-page">
      <PageHeading>{t("market:complete.title")}</PageHeading>
      <section className="account-card market-answers" aria-labelledby="market-answers">
        <h2 id="market-answers" className="market-chooser__title">
          {t("market:complete.conditions")}
        </h2>
        <p>{conditions.join(" / ")}</p>
        <Link to={ESTIMATE_PATHS.input}>{t("market:complete.change")}</Link>
      </section>
      {data.locked ? (
        <>
          <section className="market-result market-result--locked" aria-labelledby="market-locked">
            <h2 id="market-locked">{t("market:complete.lockedTitle")}</h2>
            <p>{t("market:complete.lockedLead", { count: data.count })}</p>
          </section>
          <MailMagazineForm
            actionData={actionData}
            redirectTo={ESTIMATE_PATHS.complete}
            appType={SignupAppType.marketPrice}
            copy={{ title: t("market:complete.mailTitle"), lead: t("market:complete.mailLead"), submit: t("market:complete.mailSubmit") }}
          />
          <section className="account-card" aria-labelledby="market-signup">
            <h2 id="market-signup">{t("market:complete.signupTitle")}</h2>
            <p>{t("market:complete.signupLead")}</p>
            <SignupForm actionData={actionData} hidden={{ redirectTo: ESTIMATE_PATHS.complete, appType: SignupAppType.marketPrice }} />
            <p>
              <Link to={`/signin/?redirect_to=${encodeURIComponent(ESTIMATE_PATHS.complete)}`}>{t("market:complete.signin")}</Link>
            </p>
          </section>
        </>
      ) : (
        <Result data={data} jobName={jobName} />
      )}
    </div>
  );
}

type Unlocked = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { locked: false }>;

function Result({ data, jobName }: { data: Unlocked; jobName: string }) {
  const { t } = useTranslation();
  const { estimate, cards, job, isMember, names, now } = data;
  const count = t("market:unitCount");
  const manYenUnit = t("market:unitManYen");
  return (
    <>
      <section className="market-result" aria-labelledby="market-result">
        <h2 id="market-result" className="visually-hidden">
          {t("market:complete.resultTitle")}
        </h2>
        {estimate.range ? (
          <>
            <p className="market-result__range">{t("market:complete.range", { low: estimate.range.low, high: estimate.range.high })}</p>
            <p>{t(`market:complete.basis.${estimate.level}`, { count: estimate.count })}</p>
            {isMember ? <p className="form-field__help">{t("market:complete.saved")}</p> : null}
          </>
        ) : (
          <p>{t("market:complete.tooFew")}</p>
        )}
      </section>
      {estimate.raising.length > 0 ? (
        <section className="account-card" aria-labelledby="market-raising">
          <h2 id="market-raising" className="market-chooser__title">
            {t("market:complete.raisingTitle")}
          </h2>
          <p>{t("market:complete.raisingLead", { job: jobName })}</p>
          <ul className="chip-list">
            {estimate.raising.map((skill) => (
              <li key={skill.id}>
                <Link to={`/project/marketprice/?skill=${skill.id}`} className="chip">
                  {t("market:complete.raisingSkill", { name: names.skills[skill.id], gain: skill.gain })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {job ? (
        <section aria-labelledby="market-job">
          <h2 id="market-job" className="market-chooser__title">
            {t("market:complete.jobTitle", { job: jobName })}
          </h2>
          {/* The figures and charts of the visitor's job type (docs/product.md, Limits). */}
          <dl className="market-figures__list">
            {[
              { label: t("market:count"), value: t("market:countValue", { count: job.count }) },
              ...(job.price ? [{ label: t("market:median"), value: t("market:manYen", { value: job.price.median }) }] : []),
            ]
              .slice(0, MARKET_ESTIMATE_LIMITS.text)
              .map((figure) => (
                <div key={figure.label} className="market-figure">
                  <dt>{figure.label}</dt>
                  <dd>{figure.value}</dd>
                </div>
              ))}
          </dl>
          <div className="market-charts">
            {[
              job.price ? (
                <ColumnChart
                  key="distribution"
                  title={t("market:stats.distribution.title")}
                  description={t("market:complete.jobChart", { job: jobName })}
                  rows={job.distribution.map((band) => ({ label: bandLabel(t, band), value: band.count }))}
                  unit={count}
                  valueHeading={t("market:listings")}
                  touching
                />
              ) : null,
              job.count > 0 ? (
                <DoughnutChart
                  key="remote"
                  title={t("market:stats.remote.title")}
                  description={t("market:complete.jobChart", { job: jobName })}
                  rows={[
                    { label: t("market:remote"), value: job.remote.remote },
                    { label: t("market:onSite"), value: job.remote.onSite },
                  ]}
                  unit={count}
                  valueHeading={t("market:listings")}
                />
              ) : null,
              job.skillMedians.length > 0 ? (
                <BarChart
                  key="skills"
                  title={t("market:stats.skillMedians.title")}
                  description={t("market:complete.jobChart", { job: jobName })}
                  rows={job.skillMedians.map((m) => ({ label: names.skills[m.id], value: m.median }))}
                  unit={manYenUnit}
                  valueHeading={t("market:medianHeading")}
                />
              ) : null,
            ]
              .filter(Boolean)
              .slice(0, MARKET_ESTIMATE_LIMITS.graph)}
          </div>
        </section>
      ) : null}
      {cards.length > 0 ? (
        <section aria-labelledby="market-projects">
          <h2 id="market-projects" className="market-chooser__title">
            {t("market:complete.projectsTitle")}
          </h2>
          <div className="project-list">
            {cards.map((card) => (
              <ProjectCard key={card.id} project={card} now={new Date(now)} />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
