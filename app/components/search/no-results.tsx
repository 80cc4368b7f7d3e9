import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ProjectCard } from "~/components/project-card";
import { EmptyState } from "~/components/empty-state";
import { SearchIcon } from "~/components/icons";
import type { ProjectCard as ProjectCardData } from "~/models/project.server";
import type { ConditionChip } from "~/search/condition-chips.server";
import { formatCount } from "~/utils/format";
import type { Language } from "~/utils/language";
import { chipLabel } from "./search-conditions";

type Relaxed = { removed: ConditionChip[]; total: number; cards: ProjectCardData[]; href: string } | null;

export default function NoResults({
  clearHref,
  relaxed,
  nearby,
  now,
}: {
  clearHref: string | null;
  relaxed: Relaxed;
  nearby: Array<{ id: number; name: string }>;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const label = relaxed ? relaxed.removed.map((chip) => chipLabel(chip, t)).join("・") : "";
  return (
    <>
      <EmptyState
        icon={<SearchIcon />}
        action={
          clearHref ? (
            <Link to={clearHref} className="button">
              {t("search:clear")}
            </Link>
          ) : undefined
        }
      >
        {clearHref ? t("search:noResults") : t("search:noListings")}
      </EmptyState>
      {relaxed ? (
        <section className="relaxed-results" aria-labelledby="relaxed-heading">
          <h2 id="relaxed-heading">{t("search:relaxed", { label, total: formatCount(relaxed.total, language) })}</h2>
          <div className="project-list project-list--results">
            {relaxed.cards.map((card) => (
              <ProjectCard key={card.id} project={card} now={now} />
            ))}
          </div>
          <p>
            <Link to={relaxed.href} className="button">
              {t("search:relaxedLink", { label })}
            </Link>
          </p>
        </section>
      ) : null}
      {nearby.length > 0 ? (
        <nav className="nearby-searches" aria-labelledby="nearby-heading">
          <h2 id="nearby-heading">{t("search:nearby")}</h2>
          <ul className="chip-list">
            {nearby.map(({ id, name }) => (
              <li key={id}>
                <Link className="chip" to={`/project/skill/${id}/`}>
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
