import { useTranslation } from "react-i18next";
import { NEW_PROJECT_DAYS } from "~/constants";
import { STALE_AFTER_DAYS } from "~/models/listing/freshness";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatPrice, isWithinDays } from "~/utils/format";
import type { Language } from "~/utils/language";
import { ProjectBookmarkButton } from "./bookmark/bookmark-buttons";
import { EntryButton } from "./entry/entry-targets";
import { CalendarIcon, HomeIcon, PinIcon } from "./icons";
import { keptHtmlProps, useRenderOnce } from "./kept-html";
import { useFollowLinksInside } from "./link-list";

export function workdaysLabel(t: (key: string, options?: Record<string, unknown>) => string, min: number | null, max: number | null) {
  if (min == null && max == null) return null;
  if (min == null || max == null || min === max) return t("project.workdaysFixed", { days: min ?? max });
  return t("project.workdaysValue", { min, max });
}

/**
 * A listing in a list: dense enough for four a phone screen (issue 14). The markup is in reading order: the
 * title first (so jumping by heading lands on it), who posts it and the badges, the price, where and how often,
 * the skills, the save and entry buttons. On screen the badges stand above the title and the buttons beside
 * the skills (cards.css).
 * `selectForm`: the id of a form the card's checkbox belongs to (the saved list's bulk entry).
 * `titleLevel`: 3 under a section's h2 (the default); 2 where the cards follow the page's h1.
 * `applyHref`: where its entry button leads instead of the entry flow (a landing page's input form); `hideEntry`: no entry button (the page offers its own).
 *
 * The body (everything but the buttons) is the same for every visitor, so the server renders it once per
 * listing and keeps its HTML (useRenderOnce, issue 19): a search page's thirty bodies were a third of the
 * elements it rendered. The browser renders the body itself and hydrates the server's HTML as usual.
 */
export function ProjectCard({
  project,
  now,
  selectForm,
  titleLevel = 3,
  applyHref,
  hideEntry = false,
}: {
  project: ProjectCardData;
  now: Date;
  selectForm?: string;
  titleLevel?: 2 | 3;
  applyHref?: string;
  hideEntry?: boolean;
}) {
  const { t } = useTranslation();
  const renderOnce = useRenderOnce();
  const followLink = useFollowLinksInside();
  const isNew = isWithinDays(project.publishedAt, NEW_PROJECT_DAYS, now);
  const bodyHtml =
    renderOnce?.("card", cardBodyKey(project, isNew, titleLevel), () => <CardBody project={project} isNew={isNew} titleLevel={titleLevel} />) ?? null;
  return (
    // The card's links are plain anchors (the kept body is rendered without the router, and router links cost the
    // server more): this handler follows their clicks on the client. Each anchor handles Enter itself.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className="project-card" onClick={followLink}>
      <div className="project-card__body" {...keptHtmlProps(bodyHtml)}>
        {bodyHtml ? null : <CardBody project={project} isNew={isNew} titleLevel={titleLevel} />}
      </div>
      <div className="project-card__actions">
        {selectForm && !project.closed ? (
          <label className="project-card__select">
            <input type="checkbox" name="ids" value={project.id} form={selectForm} aria-label={t("entry:button.selectLabel", { title: project.title })} />
            <span aria-hidden="true">{t("entry:button.select")}</span>
          </label>
        ) : null}
        <ProjectBookmarkButton projectId={project.id} title={project.title} />
        {project.closed || hideEntry ? null : applyHref ? (
          <a href={applyHref} className="button button--primary button--compact project-card__entry">
            {t("landing.apply")}
          </a>
        ) : (
          <EntryButton target={{ type: "project", id: project.id }} className="button button--primary button--compact project-card__entry" plain />
        )}
      </div>
    </article>
  );
}

/** Everything a card's body shows, so its kept HTML is found again exactly when nothing it shows has changed. */
export function cardBodyKey(project: ProjectCardData, isNew: boolean, titleLevel: 2 | 3): string {
  const { id, title, agentName, agentCount, stale, priceMin, priceMax, priceUnit, location, remoteType, workdaysMin, workdaysMax, skills } = project;
  return JSON.stringify([
    id,
    titleLevel,
    isNew,
    title,
    agentName,
    agentCount,
    stale,
    priceMin,
    priceMax,
    priceUnit,
    location,
    remoteType,
    workdaysMin,
    workdaysMax,
    skills,
  ]);
}

/** The card without its buttons. Its text must never be two text nodes side by side: the kept HTML is static
 * markup, which has no separators between such nodes, and the browser hydrates it (project-card.test.tsx). */
export function CardBody({ project, isNew, titleLevel }: { project: ProjectCardData; isNew: boolean; titleLevel: 2 | 3 }) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const { t, i18n } = useTranslation();
  const price = formatPrice(project.priceMin, project.priceMax, project.priceUnit, i18n.language as Language);
  const workdays = workdaysLabel(t, project.workdaysMin, project.workdaysMax);
  return (
    <>
      <Title className="project-card__title">
        <a href={`/project/detail/${project.id}/`}>{project.title}</a>
      </Title>
      <p className="project-card__meta">
        {isNew ? <span className="badge badge--new">{t("project.new")}</span> : null}
        {project.agentCount > 1 ? <span className="badge badge--agents">{t("project.agentCount", { count: project.agentCount })}</span> : null}
        {project.stale ? <span className="badge badge--stale">{t("project.stale", { days: STALE_AFTER_DAYS })}</span> : null}
        <span className="project-card__agent">
          <span className="visually-hidden">{t("project.agent")}</span>
          {project.agentName}
        </span>
      </p>
      <p className="project-card__price">
        <span className="visually-hidden">{t("project.price")}</span>
        {price ?? t("project.priceUnknown")}
      </p>
      <ul className="project-card__facts">
        <li className="project-card__location">
          <PinIcon className="project-card__icon" label={t("project.location")} />
          <span>{project.location}</span>
        </li>
        <li className="project-card__remote" data-remote={project.remoteType}>
          <HomeIcon className="project-card__icon" />
          {t(`project.remote.${project.remoteType}`)}
        </li>
        {workdays ? (
          <li>
            <CalendarIcon className="project-card__icon" label={t("project.workdays")} />
            {workdays}
          </li>
        ) : null}
      </ul>
      {project.skills.length > 0 ? (
        <ul className="tag-list project-card__skills" aria-label={t("project.skills")}>
          {project.skills.map((skill) => (
            <li key={skill.id} className="tag">
              {skill.name}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
