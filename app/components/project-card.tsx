import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NEW_PROJECT_DAYS } from "~/constants";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import { formatPrice, isWithinDays } from "~/utils/format";
import type { Language } from "~/utils/language";
import { ProjectBookmarkButton } from "./bookmark/bookmark-buttons";
import { EntryButton } from "./entry/entry-targets";

export function workdaysLabel(t: (key: string, options?: Record<string, unknown>) => string, min: number | null, max: number | null) {
  if (min == null && max == null) return null;
  if (min == null || max == null || min === max) return t("project.workdaysFixed", { days: min ?? max });
  return t("project.workdaysValue", { min, max });
}

/**
 * `selectForm`: the id of a form the card's checkbox belongs to (the saved list's bulk entry).
 * `titleLevel`: 3 under a section's h2 (the default); 2 where the cards follow the page's h1.
 */
export function ProjectCard({ project, now, selectForm, titleLevel = 3 }: { project: ProjectCardData; now: Date; selectForm?: string; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  const { t, i18n } = useTranslation();
  const price = formatPrice(project.priceMin, project.priceMax, project.priceUnit, i18n.language as Language);
  const workdays = workdaysLabel(t, project.workdaysMin, project.workdaysMax);
  return (
    <article className="project-card">
      <Title className="project-card__title">
        {isWithinDays(project.publishedAt, NEW_PROJECT_DAYS, now) ? <span className="badge badge--new">{t("project.new")}</span> : null}
        <Link to={`/project/detail/${project.id}/`}>{project.title}</Link>
      </Title>
      <dl className="project-card__facts">
        <div>
          <dt>{t("project.price")}</dt>
          <dd className="project-card__price">{price ?? t("project.priceUnknown")}</dd>
        </div>
        <div>
          <dt>{t("project.location")}</dt>
          <dd>{project.location}</dd>
        </div>
        {workdays ? (
          <div>
            <dt>{t("project.workdays")}</dt>
            <dd>{workdays}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t("project.agent")}</dt>
          <dd>
            {project.agentName}
            {project.agentCount > 1 ? <span className="project-card__agents">{t("project.agentCount", { count: project.agentCount })}</span> : null}
          </dd>
        </div>
      </dl>
      <ul className="tag-list">
        <li className="tag tag--remote" data-remote={project.remoteType}>
          {t(`project.remote.${project.remoteType}`)}
        </li>
        {project.skills.map((skill) => (
          <li key={skill.id} className="tag">
            {skill.name}
          </li>
        ))}
      </ul>
      <div className="project-card__actions">
        {selectForm && !project.closed ? (
          <label className="project-card__select">
            <input type="checkbox" name="ids" value={project.id} form={selectForm} aria-label={t("entry:button.selectLabel", { title: project.title })} />
            <span aria-hidden="true">{t("entry:button.select")}</span>
          </label>
        ) : null}
        <ProjectBookmarkButton projectId={project.id} title={project.title} />
        {project.closed ? null : <EntryButton target={{ type: "project", id: project.id }} className="button button--primary project-card__entry" />}
      </div>
    </article>
  );
}
