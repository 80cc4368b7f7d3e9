import { useTranslation } from "react-i18next";
import type { ShownReview } from "~/models/agent/reviews.server";
import { formatDate } from "~/utils/format";
import { RatingStars } from "./agent-numbers";

export function ReviewBody({ review, headingLevel }: { review: ShownReview; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <>
      <Heading className="review__title">{review.title}</Heading>
      <p className="review__meta">
        <RatingStars rating={{ average: review.rating, count: 1 }} single />
        <span>{review.reviewer || t("agent:review.reviewerDefault")}</span>
        <span>
          {t("agent:review.posted")} <time dateTime={review.postedAt}>{formatDate(review.postedAt)}</time>
        </span>
      </p>
      <div className="review__body">
        {review.body.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}

export function ReviewList({ reviews, headingLevel }: { reviews: ShownReview[]; headingLevel: 2 | 3 }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <ReviewBody review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
