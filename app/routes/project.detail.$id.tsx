import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Await, Link, useLoaderData } from "@remix-run/react";
import { Suspense, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { getProjectDetail } from "~/models/project-detail.server";
import { getProjectCards, getProjectTitles } from "~/models/project.server";
import { parseId } from "~/models/listing/ids";
import { STALE_AFTER_DAYS } from "~/models/listing/freshness";
import { nextProjectIds, similarProjectIds } from "~/search/related.server";
import { ProjectCard, workdaysLabel } from "~/components/project-card";
import { AgentLogo } from "~/components/agent-logo";
import { useFollowLinksInside } from "~/components/link-list";
import { ProjectBookmarkButton } from "~/components/bookmark/bookmark-buttons";
import { AppliedElsewhereNotice, EntryButton } from "~/components/entry/entry-button";
import { PageHeading } from "~/components/page-heading";
import { useBrowsedProject } from "~/components/search/search-history";
import { formatDate, formatPrice } from "~/utils/format";
import { jobPosting } from "~/utils/job-posting";
import { pageNotFound } from "~/utils/http.server";
import { pageMeta } from "~/utils/meta";
import { siteOrigin } from "~/utils/site-origin.server";
import { useNonce } from "~/utils/nonce";
import type { Language } from "~/utils/language";
import type { RouteHandle } from "~/utils/route-handle";
import { StreamError } from "~/components/stream-error";
import { cardStyles, detailStyles, stylesheets } from "~/styles/sheets";

export const links = stylesheets(cardStyles, detailStyles);

export const handle: RouteHandle = {
  i18n: ["detail", "listing"],
  breadcrumb: ({ t, data }) => [
    { label: t("nav.projects"), to: "/project/" },
    ...(data ? [{ label: data.project.title, to: `/project/detail/${data.project.id}/` }] : []),
  ],
};

export async function loader({ params }: LoaderFunctionArgs) {
  // The id must be a valid number (docs/product.md, Input rules).
  const id = parseId(params.id);
  const project = id === null ? null : await getProjectDetail(id);
  if (!project) throw pageNotFound();
  const origin = siteOrigin();
  return {
    project,
    now: new Date().toISOString(),
    // No JobPosting for a listing no feed has confirmed for a month: it may have closed at the agent.
    jsonLd: project.closed || project.stale ? null : jobPosting(project, origin),
    // Streamed after the first bytes.
    similar: similarProjectIds(project).then(getProjectCards),
    next: nextProjectIds(project).then(getProjectTitles),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  if (!data) return [];
  const { project } = data;
  return pageMeta(matches, location, {
    title: project.title,
    description: `${project.detail.replace(/\s+/g, " ").slice(0, 110)}…`,
    // Closed, or unconfirmed for a month: not a page to send searchers to.
    noindex: project.closed || project.stale,
  });
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="detail-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export default function ProjectDetailPage() {
  const { project, now, jsonLd, similar, next } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const nonce = useNonce();
  const followLink = useFollowLinksInside();
  const language = i18n.language as Language;
  useBrowsedProject(project.id);
  const price = formatPrice(project.priceMin, project.priceMax, project.priceUnit, language);
  const workdays = workdaysLabel(t, project.workdaysMin, project.workdaysMax);
  const start =
    project.startTiming === 2 && project.startDate ? (
      <time dateTime={project.startDate}>{formatDate(`${project.startDate}T00:00:00+09:00`, language)}</time>
    ) : (
      t(`detail:startTiming.${project.startTiming}`)
    );

  return (
    <article className="project-detail">
      {jsonLd ? (
        <script
          type="application/ld+json"
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
        />
      ) : null}
      {project.closed ? (
        <p className="notice notice--closed" role="status">
          {t("detail:closedNotice")}
        </p>
      ) : null}
      {project.stale ? (
        <p className="notice" role="status">
          {t("detail:staleNotice", { days: STALE_AFTER_DAYS })}
        </p>
      ) : null}
      <PageHeading className="project-detail__title">{project.title}</PageHeading>
      <p className="project-detail__meta">
        <span>{t("detail:published", { date: formatDate(project.publishedAt, language) })}</span>
        {project.closed ? null : <span>{t("detail:lastConfirmed", { date: formatDate(project.lastConfirmedAt, language) })}</span>}
        <span>
          {t("detail:agent")}: <Link to={`/agent/detail/${project.agentId}/`}>{project.agentName}</Link>
        </span>
      </p>
      <ProjectBookmarkButton projectId={project.id} title={project.title} />

      <dl className="facts">
        <Fact label={t("listing:project.price")}>
          <strong className="project-detail__price">{price ?? t("listing:project.priceUnknown")}</strong>
        </Fact>
        <Fact label={t("listing:project.location")}>
          {project.prefectureId ? <Link to={`/project/prefecture/${project.prefectureId}/`}>{project.prefectureName}</Link> : null}
          {project.stationName ? ` ${t("detail:station", { name: project.stationName })}` : null}
        </Fact>
        <Fact label={t("detail:remote")}>{t(`listing:project.remote.${project.remoteType}`)}</Fact>
        {workdays ? <Fact label={t("listing:project.workdays")}>{workdays}</Fact> : null}
        <Fact label={t("detail:start")}>{start}</Fact>
        <Fact label={t("detail:jobType")}>
          {project.jobTypes.map((j, i) => (
            <span key={j.id}>
              {i > 0 ? "、" : null}
              <Link to={`/project/job/${j.id}/`}>{j.name}</Link>
            </span>
          ))}
        </Fact>
        <Fact label={t("detail:industry")}>
          {project.industries.map((x, i) => (
            <span key={x.id}>
              {i > 0 ? "、" : null}
              <Link to={`/project/industry/${x.id}/`}>{x.name}</Link>
            </span>
          ))}
        </Fact>
        <Fact label={t("listing:project.skills")}>
          <ul className="tag-list">
            {project.requiredSkills.map((s) => (
              <li key={s.id}>
                <Link className="tag" to={`/project/skill/${s.id}/`}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </Fact>
      </dl>

      <AppliedElsewhereNotice listings={project.otherAgents} />
      {project.closed ? null : (
        <p className="entry-cta">
          <EntryButton target={{ type: "project", id: project.id }} label={t("detail:entry")} className="button button--primary button--large" />
        </p>
      )}

      <Section id="detail" title={t("detail:sections.detail")}>
        <p className="pre-line">{project.detail}</p>
      </Section>
      <Section id="requiredSkill" title={t("detail:sections.requiredSkill")}>
        <p className="pre-line">{project.required_skill}</p>
      </Section>
      {project.welcome_skill ? (
        <Section id="welcomeSkill" title={t("detail:sections.welcomeSkill")}>
          <p className="pre-line">{project.welcome_skill}</p>
        </Section>
      ) : null}
      {project.skill_original ? (
        <Section id="skillOriginal" title={t("detail:sections.skillOriginal")}>
          <p className="pre-line">{project.skill_original}</p>
        </Section>
      ) : null}
      {project.price_original ? (
        <Section id="priceOriginal" title={t("detail:sections.priceOriginal")}>
          <p className="pre-line">{project.price_original}</p>
        </Section>
      ) : null}
      {project.working_hours ? (
        <Section id="workingHours" title={t("detail:sections.workingHours")}>
          <p className="pre-line">{project.working_hours}</p>
        </Section>
      ) : null}
      {project.comment ? (
        <Section id="comment" title={t("detail:sections.comment")}>
          <p className="pre-line">{project.comment}</p>
        </Section>
      ) : null}
      {project.characteristics.length > 0 ? (
        <Section id="characteristic" title={t("detail:sections.characteristic")}>
          <ul className="tag-list">
            {project.characteristics.map((c) => (
              <li key={c.id}>
                <Link className="tag" to={`/project/characteristic/${c.id}/`}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="agent" title={t("detail:sections.agent")}>
        <div className="agent-card">
          <AgentLogo id={project.agentId} name={project.agentName} logoUrl={project.agentLogoUrl} size={48} />
          <div>
            <p className="agent-name">
              <strong>
                <Link to={`/agent/detail/${project.agentId}/`}>{project.agentName}</Link>
              </strong>
            </p>
            {project.agentCatchCopy ? <p>{project.agentCatchCopy}</p> : null}
          </div>
        </div>
        <p>
          <Link to={`/project/agent/${project.agentId}/`}>{t("detail:agentProjects", { name: project.agentName })}</Link>
        </p>
        <p>
          <EntryButton target={{ type: "agent", id: project.agentId }} label={t("listing:entryButton.agent", { name: project.agentName })} className="button" />
        </p>
        {project.url ? (
          <p>
            <a href={project.url} target="_blank" rel="noopener noreferrer nofollow">
              {t("detail:agentPage", { name: project.agentName })}
            </a>
          </p>
        ) : null}
        {project.otherAgents.length > 0 ? (
          <div className="other-agents">
            <h3>{t("detail:otherAgents", { count: project.otherAgents.length })}</h3>
            <ul>
              {project.otherAgents.map((other) => (
                <li key={other.id}>
                  <Link to={`/project/detail/${other.id}/`}>{other.agentName}</Link>
                  <span>（{formatPrice(other.priceMin, other.priceMax, other.priceUnit, language) ?? t("listing:project.priceUnknown")}）</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      {project.closed ? null : (
        <p className="entry-cta">
          <EntryButton target={{ type: "project", id: project.id }} label={t("detail:entry")} className="button button--primary button--large" />
        </p>
      )}

      <Section id="similar" title={project.closed ? t("detail:similarOpen") : t("detail:similar")}>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={similar} errorElement={<StreamError />}>
            {(cards) =>
              cards.length > 0 ? (
                <div className="project-list">
                  {cards.map((card) => (
                    <ProjectCard key={card.id} project={card} now={new Date(now)} />
                  ))}
                </div>
              ) : (
                <p>{t("detail:noSimilar")}</p>
              )
            }
          </Await>
        </Suspense>
      </Section>

      <Section id="next" title={t("detail:next")}>
        <Suspense fallback={<p className="loading">{t("page.loading")}</p>}>
          <Await resolve={next} errorElement={<StreamError />}>
            {(cards) => (
              // Plain links followed on the client by one handler (link-list.tsx): router links cost the server more.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
              <ul className="next-cards" onClick={followLink}>
                {cards.map((card) => (
                  <li key={card.id} className="next-card">
                    <a href={`/project/detail/${card.id}/`}>{card.title}</a>
                    <span className="next-card__price">
                      {formatPrice(card.priceMin, card.priceMax, card.priceUnit, language) ?? t("listing:project.priceUnknown")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Await>
        </Suspense>
      </Section>
    </article>
  );
}
