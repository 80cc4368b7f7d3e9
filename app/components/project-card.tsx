import type { FormEventHandler } from "react";
import { useTranslation } from "react-i18next";
import { NEW_PROJECT_DAYS, PriceUnit } from "~/constants";
import { STALE_AFTER_DAYS } from "~/models/listing/freshness";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatPrice, isWithinDays, yen } from "~/utils/format";
import { toMonthly } from "~/models/listing/rules";
import type { Language } from "~/utils/language";
import { ProjectBookmarkForm, useHere } from "./bookmark/bookmark-buttons";
import { useBookmarks } from "./bookmark/use-bookmarks";
import { useEntryLink } from "./entry/entry-button";
import { CalendarIcon, HomeIcon, PinIcon } from "./icons";
import { keptHtmlProps, keptValue, useHtmlFromPage, useRenderOnce } from "./kept-html";
import { useFollowLinksInside } from "./link-list";

export function workdaysLabel(t: (key: string, options?: Record<string, unknown>) => string, min: number | null, max: number | null) {
  if (min == null && max == null) return null;
  if (min == null || max == null || min === max) return t("listing:project.workdaysFixed", { days: min ?? max });
  return t("listing:project.workdaysValue", { min, max });
}

/**
 * A listing in a list: dense enough for four a phone screen. The markup is in reading order: the
 * title first (so jumping by heading lands on it), who posts it and the badges, the price, where and how often,
 * the skills, the save and entry buttons. On screen the badges stand above the title and the buttons beside
 * the skills (cards.css).
 * `selectForm`: the id of a form the card's checkbox belongs to (the saved list's bulk entry).
 * `titleLevel`: 3 under a section's h2 (the default); 2 where the cards follow the page's h1.
 * `applyHref`: where its entry button leads instead of the entry flow (a landing page's input form); `hideEntry`: no entry button (the page offers its own).
 *
 * A card is the same for every visitor who sees the same listing with the same buttons, but for the page its
 * save button brings them back to: so the server renders it once per key and keeps its HTML (useRenderOnce,
 * decision 028), the page's path written into the kept HTML each time. The browser keeps the server's HTML of a card it hydrates, without
 * hydrating what is inside, until the card shows something else (saved, another page to come back to); then
 * it renders the card itself (useHtmlFromPage). A card first shown after a navigation it renders itself.
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
  const renderOnce = useRenderOnce();
  const followLink = useFollowLinksInside();
  const { projectIds, onSubmitWhenReady, toggleProject } = useBookmarks();
  const here = useHere();
  const entry = useEntryLink({ type: "project", id: project.id }, undefined, ENTRY_CLASS);
  const isNew = isWithinDays(project.publishedAt, NEW_PROJECT_DAYS, now);
  const buttons: CardButtons = {
    saved: projectIds.has(project.id),
    selectForm,
    entry: project.closed || hideEntry ? null : applyHref ? { href: applyHref, props: { className: ENTRY_CLASS } } : entry,
  };
  const key = cardKey(project, isNew, titleLevel, buttons);
  const fromPage = useHtmlFromPage(`${key}${here}`);
  const kept =
    renderOnce?.("card", key, () => <CardContent project={project} isNew={isNew} titleLevel={titleLevel} buttons={buttons} here={keptValue("here")} />, {
      here,
    }) ?? fromPage.html;
  const onSave = onSubmitWhenReady(() => void toggleProject(project.id));
  return (
    // The card's links are plain anchors (the kept card is rendered without the router, and router links cost the
    // server more): this handler follows their clicks on the client. Each anchor handles Enter itself. The save
    // form's submit reaches the card: the form inside the server's HTML has no handler of its own.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <article className="project-card" data-kept={fromPage.id} onClick={followLink} onSubmit={fromPage.html ? onSave : undefined} {...keptHtmlProps(kept)}>
      {kept ? null : <CardContent project={project} isNew={isNew} titleLevel={titleLevel} buttons={buttons} here={here} onSave={onSave} />}
    </article>
  );
}

const ENTRY_CLASS = "button button--primary button--compact project-card__entry";

/** What a card's buttons show: saved or not, the form its bulk-entry checkbox belongs to, and its entry link
 * (none on a closed listing or where the page offers its own; a landing page's form with the page's own text). */
type CardButtons = {
  saved: boolean;
  selectForm?: string;
  entry: { href: string; props: Record<string, string>; content?: string } | null;
};

function CardContent({
  project,
  isNew,
  titleLevel,
  buttons,
  here,
  onSave,
}: {
  project: ProjectCardData;
  isNew: boolean;
  titleLevel: 2 | 3;
  buttons: CardButtons;
  here: string;
  onSave?: FormEventHandler<HTMLFormElement>;
}) {
  const { t } = useTranslation("listing");
  const { entry, selectForm } = buttons;
  return (
    <>
      <div className="project-card__body">
        <CardBody project={project} isNew={isNew} titleLevel={titleLevel} />
      </div>
      <div className="project-card__actions">
        {selectForm && !project.closed ? (
          <label className="project-card__select">
            <input type="checkbox" name="ids" value={project.id} form={selectForm} aria-label={t("entryButton.selectLabel", { title: project.title })} />
            <span aria-hidden="true">{t("entryButton.select")}</span>
          </label>
        ) : null}
        <ProjectBookmarkForm projectId={project.id} title={project.title} saved={buttons.saved} here={here} onSubmit={onSave} />
        {entry ? (
          <a href={entry.href} {...entry.props}>
            {entry.content ?? t("entryButton.apply")}
          </a>
        ) : null}
      </div>
    </>
  );
}

/**
 * A daily, hourly or yearly price as the month the price sort compares it at (80万, for 4万円/日);
 * null for a monthly price or none, so a card says why 6.5万円/日 sorts above 120万円/月.
 */
function monthlyEquivalent(min: number | null, max: number | null, unit: number, language: Language = "ja"): string | null {
  const amount = max ?? min;
  if (amount == null || unit === PriceUnit.month) return null;
  const monthly = Math.round(toMonthly(amount, unit) / 10_000) * 10_000;
  return yen(monthly, language, true);
}

/** Everything a kept card shows (the whole listing as read: what it shows, and its id and dates, the same for as
 * long as it is), so its HTML is found again exactly when nothing it shows has changed. */
export function cardKey(project: ProjectCardData, isNew: boolean, titleLevel: 2 | 3, buttons: CardButtons): string {
  return JSON.stringify([titleLevel, isNew, project, buttons]);
}

/** The card without its buttons. Its text must never be two text nodes side by side: the kept HTML is static
 * markup, which has no separators between such nodes, and the browser hydrates it (project-card.test.tsx). */
export function CardBody({ project, isNew, titleLevel }: { project: ProjectCardData; isNew: boolean; titleLevel: 2 | 3 }) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const { t, i18n } = useTranslation("listing");
  const price = formatPrice(project.priceMin, project.priceMax, project.priceUnit, i18n.language as Language);
  const monthly = monthlyEquivalent(project.priceMin, project.priceMax, project.priceUnit, i18n.language as Language);
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
        {monthly ? <span className="project-card__monthly">{t("project.monthly", { amount: monthly })}</span> : null}
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
