// The agent's page, its numbers from its open listings (decision 013).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "~/components/page-heading";
import { AgentLogo } from "~/components/agent-logo";
import { ProjectCard } from "~/components/project-card";
import { EntryButton } from "~/components/entry/entry-button";
import { AgentFigures, AgentSpecialities } from "~/components/agent/agent-numbers";
import { ReviewList } from "~/components/agent/review-list";
import { getAgentCard } from "~/models/agent/directory.server";
import { getAgentProfile } from "~/models/agent/profile.server";
import { shownReviews } from "~/models/agent/reviews.server";
import { getProjectCards } from "~/models/project.server";
import { getSearchEngine } from "~/search/engine.server";
import { parseId } from "~/models/listing/ids";
import { pageNotFound } from "~/utils/http.server";
import { formatCount, formatDate } from "~/utils/format";
import { metaTranslator, pageMeta } from "~/utils/meta";
import type { RouteHandle } from "~/utils/route-handle";
import { agentStyles, cardStyles, stylesheets } from "~/styles/sheets";

const NEWEST_SHOWN = 5;
const REVIEWS_SHOWN = 3;

export const links = stylesheets(cardStyles, agentStyles);
export const handle: RouteHandle = {
  i18n: ["agent", "listing"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.agents"), to: "/agent/" },
    ...(data ? [{ label: data.profile.name, to: `/agent/detail/${data.profile.id}/` }] : []),
  ],
};

export async function loader({ params }: LoaderFunctionArgs) {
  const id = parseId(params.id);
  if (id === null) throw pageNotFound();
  const [profile, card, engine, reviews] = await Promise.all([getAgentProfile(id), getAgentCard(id), getSearchEngine(), shownReviews(id, 1)]);
  if (!profile || !card) throw pageNotFound();
  const newest = engine.search({ filters: { agent: [id] }, keyword: "", sort: "created_at", page: 1 }, NEWEST_SHOWN);
  return {
    profile,
    numbers: card.numbers,
    rating: card.rating,
    newest: await getProjectCards(newest.ids),
    reviews: reviews.reviews.slice(0, REVIEWS_SHOWN),
    now: new Date().toISOString(),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const t = metaTranslator(matches);
  return pageMeta(matches, location, {
    title: data.profile.name,
    description: t("agent:detail.metaDescription", {
      name: data.profile.name,
      company: data.profile.companyName || data.profile.name,
      value: formatCount(data.numbers.listingCount),
    }),
  });
};

export default function AgentDetail() {
  const { profile, numbers, rating, newest, reviews, now } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const base = `/agent/detail/${profile.id}/`;
  const target = { type: "agent", id: profile.id } as const;
  return (
    <div className="agent-page agent-detail">
      <header className="agent-detail__head">
        <AgentLogo id={profile.id} name={profile.name} logoUrl={profile.logoUrl} size={64} />
        <div>
          <PageHeading>{profile.name}</PageHeading>
          <p className="agent-detail__catch">{profile.catchCopy}</p>
        </div>
      </header>
      <p className="agent-detail__description">{profile.description}</p>
      <p className="agent-entry-cta">
        <EntryButton target={target} label={t("agent:detail.entryButton")} className="button button--primary button--large" />
      </p>

      <section className="agent-section" aria-labelledby="agent-numbers">
        <h2 id="agent-numbers" className="section__title">
          {t("agent:detail.numbers", { name: profile.name })}
        </h2>
        <AgentFigures agentId={profile.id} numbers={numbers} rating={rating} reviewsHref={`${base}user/`} />
        <AgentSpecialities agentId={profile.id} numbers={numbers} />
        <p className="agent-section__note">
          {t("agent:detail.numbersNote", { date: formatDate(now) })} {t("agent:priceNote")}
        </p>
      </section>

      {profile.strengths.length > 0 ? (
        <section className="agent-section" aria-labelledby="agent-strengths">
          <h2 id="agent-strengths" className="section__title">
            {t("agent:detail.strengths", { name: profile.name })}
          </h2>
          <ul className="agent-strengths">
            {profile.strengths.map((strength) => (
              <li key={strength}>{strength}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className="agent-section" aria-labelledby="agent-newest">
        <h2 id="agent-newest" className="section__title">
          {t("agent:detail.newest", { name: profile.name })}
        </h2>
        {newest.length > 0 ? (
          <>
            <div className="project-list">
              {newest.map((card) => (
                <ProjectCard key={card.id} project={card} now={new Date(now)} titleLevel={3} />
              ))}
            </div>
            <p className="section__more">
              <Link to={`${base}project/`}>{t("agent:detail.allListings", { name: profile.name, value: formatCount(numbers.listingCount) })}</Link>
            </p>
          </>
        ) : (
          <p>{t("agent:detail.noListings")}</p>
        )}
      </section>

      <section className="agent-section" aria-labelledby="agent-reviews">
        <h2 id="agent-reviews" className="section__title">
          {t("agent:detail.reviews", { name: profile.name })}
        </h2>
        {reviews.length > 0 ? <ReviewList reviews={reviews} headingLevel={3} /> : <p>{t("agent:review.none")}</p>}
        <p className="section__more">
          <Link to={`${base}user/`}>{rating ? t("agent:detail.allReviews", { value: formatCount(rating.count) }) : t("agent:detail.writeReview")}</Link>
        </p>
      </section>

      <section className="agent-section" aria-labelledby="agent-profile">
        <h2 id="agent-profile" className="section__title">
          {t("agent:detail.profile")}
        </h2>
        <dl className="agent-profile">
          <div>
            <dt>{t("agent:detail.companyName")}</dt>
            <dd>{profile.companyName || profile.name}</dd>
          </div>
          {profile.foundedYear ? (
            <div>
              <dt>{t("agent:detail.founded")}</dt>
              <dd>{t("agent:detail.foundedYear", { year: profile.foundedYear })}</dd>
            </div>
          ) : null}
          {profile.headOffice ? (
            <div>
              <dt>{t("agent:detail.headOffice")}</dt>
              <dd>{profile.headOffice}</dd>
            </div>
          ) : null}
          {profile.offices.length > 0 ? (
            <div>
              <dt>{t("agent:detail.offices")}</dt>
              <dd>{profile.offices.join("、")}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t("agent:detail.margin")}</dt>
            <dd>{profile.marginPercent == null ? t("agent:detail.marginNone") : t("agent:detail.marginValue", { percent: profile.marginPercent })}</dd>
          </div>
          {profile.url ? (
            <div>
              <dt>{t("agent:detail.website")}</dt>
              <dd>
                <a href={profile.url} rel="noopener nofollow" target="_blank">
                  {profile.url}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        <p className="agent-section__note">{t("agent:detail.marginNote")}</p>
      </section>

      <section className="agent-entry" aria-labelledby="agent-entry">
        <h2 id="agent-entry" className="section__title">
          {t("agent:detail.entryTitle", { name: profile.name })}
        </h2>
        <p>{t("agent:detail.entryLead")}</p>
        <p className="agent-entry-cta">
          <EntryButton target={target} label={t("agent:detail.entryButton")} className="button button--primary button--large" />
        </p>
      </section>
    </div>
  );
}
