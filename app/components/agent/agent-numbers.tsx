import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AgentNumbers } from "~/models/agent/numbers";
import { toManYen } from "~/models/agent/numbers";
import { ratingText, type AgentRating } from "~/models/agent/reviews";
import { formatCount } from "~/utils/format";

/** Stars and the average; `single` is one review's own rating (no count). */
export function RatingStars({ rating, single = false }: { rating: AgentRating | null; single?: boolean }) {
  const { t } = useTranslation();
  if (!rating) return <span className="agent-rating agent-rating--none">{t("agent:ratingNone")}</span>;
  const average = ratingText(rating.average);
  return (
    <span className="agent-rating">
      <span className="agent-rating__stars" style={{ "--rating": rating.average } as React.CSSProperties} aria-hidden="true" />
      <span className="visually-hidden">
        {single ? t("agent:ratingSingleAria", { average: rating.average }) : t("agent:ratingAria", { average, value: rating.count })}
      </span>
      <span aria-hidden="true">
        <span className="agent-rating__value">{single ? rating.average : average}</span>
        {single ? null : t("agent:ratingCount", { value: rating.count })}
      </span>
    </span>
  );
}

export function AgentFigures({
  agentId,
  numbers,
  rating,
  reviewsHref,
}: {
  agentId: number;
  numbers: AgentNumbers;
  rating: AgentRating | null;
  reviewsHref?: string;
}) {
  const { t } = useTranslation();
  const { price, remoteShare } = numbers;
  return (
    <dl className="agent-figures">
      <div className="agent-figures__item">
        <dt>{t("agent:listings")}</dt>
        <dd>
          <Link to={`/project/agent/${agentId}/`} className="agent-figures__strong">
            {t("agent:listingCount", { value: formatCount(numbers.listingCount) })}
          </Link>
        </dd>
      </div>
      <div className="agent-figures__item">
        <dt>{t("agent:price")}</dt>
        <dd>
          {price ? (
            <>
              <span className="agent-figures__strong">{t("agent:priceRange", { q1: toManYen(price.q1), q3: toManYen(price.q3) })}</span>
              <span className="agent-figures__sub">{t("agent:priceMedian", { median: toManYen(price.median) })}</span>
            </>
          ) : (
            t("agent:priceNone")
          )}
        </dd>
      </div>
      <div className="agent-figures__item">
        <dt>{t("agent:remoteShare")}</dt>
        <dd>
          {remoteShare == null ? "—" : <span className="agent-figures__strong">{t("agent:remoteShareValue", { percent: Math.round(remoteShare * 100) })}</span>}
        </dd>
      </div>
      <div className="agent-figures__item">
        <dt>{t("agent:rating")}</dt>
        <dd>
          {reviewsHref && rating ? (
            <Link to={reviewsHref}>
              <RatingStars rating={rating} />
            </Link>
          ) : (
            <RatingStars rating={rating} />
          )}
        </dd>
      </div>
    </dl>
  );
}

export function AgentSpecialities({ agentId, numbers }: { agentId: number; numbers: AgentNumbers }) {
  const { t } = useTranslation();
  if (numbers.topSkills.length === 0) return null;
  return (
    <dl className="agent-specialities">
      <div>
        <dt>{t("agent:topSkills")}</dt>
        <dd>
          <ul className="tag-list">
            {numbers.topSkills.map((skill) => (
              <li key={skill.id}>
                <Link className="tag" to={`/project/agent/${agentId}/?skill=${skill.id}`}>
                  {skill.name}
                </Link>
              </li>
            ))}
          </ul>
        </dd>
      </div>
      {numbers.topJobs.length > 0 ? (
        <div>
          <dt>{t("agent:topJobs")}</dt>
          <dd>
            <ul className="tag-list">
              {numbers.topJobs.map((job) => (
                <li key={job.id}>
                  <Link className="tag" to={`/project/agent/${agentId}/?job=${job.id}`}>
                    {job.name}
                  </Link>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}
