// The member's review form on /agent/detail/{id}/user/ (decision 013); without JavaScript the server's
// answer shows the same messages.
import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { controlProps, Mark } from "~/components/forms/fields";
import { useFormChecks, type FieldState } from "~/components/forms/use-form-checks";
import { useFormConstraint } from "~/utils/form-rules";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_RATINGS, REVIEW_TITLE_MAX, REVIEWER_MAX } from "~/models/agent/reviews";

const LIMITS = { titleMax: REVIEW_TITLE_MAX, bodyMin: REVIEW_BODY_MIN, bodyMax: REVIEW_BODY_MAX, reviewerMax: REVIEWER_MAX };

function useReviewMessage() {
  const { t } = useTranslation();
  return (key: string) => t(`agent:${key}`, { ...LIMITS, defaultValue: t("agent:review.errors.invalid") });
}

function Errors({ field }: { field: FieldState }) {
  const message = useReviewMessage();
  if (!field.errors?.length) return null;
  return (
    <ul id={field.errorId} className="form-errors">
      {field.errors.map((error) => (
        <li key={error}>{message(error)}</li>
      ))}
    </ul>
  );
}

const describedBy = (field: FieldState, helpId?: string) => [helpId, field.errors?.length ? field.errorId : null].filter(Boolean).join(" ") || undefined;

export type ReviewDefaults = { rating: string; title: string; body: string; reviewer: string };

export function ReviewForm({ lastResult, defaults, editing }: { lastResult?: SubmissionResult<string[]>; defaults?: ReviewDefaults; editing: boolean }) {
  const { t } = useTranslation();
  const message = useReviewMessage();
  const { formProps, field, formErrors, formErrorId } = useFormChecks("agent-review", {
    lastResult,
    defaultValue: defaults,
    constraint: useFormConstraint("agent-review"),
    rules: () => import("~/models/agent/review-schema").then((rules) => rules.reviewSchema),
  });
  const fields = { rating: field("rating"), title: field("title"), body: field("body"), reviewer: field("reviewer") };
  return (
    <Form method="post" {...formProps} className="account-form review-form">
      {formErrors?.length ? (
        <div id={formErrorId} className="form-alert" role="alert">
          {formErrors.map((error) => (
            <p key={error}>{message(error)}</p>
          ))}
        </div>
      ) : null}
      <fieldset className="form-field review-form__rating" aria-describedby={describedBy(fields.rating)}>
        <legend className="form-field__label">
          {t("agent:review.fields.rating")}
          <Mark required />
        </legend>
        {REVIEW_RATINGS.map((rating) => (
          <label key={rating} className="review-form__star">
            <input type="radio" name={fields.rating.name} value={String(rating)} defaultChecked={fields.rating.initialValue === String(rating)} />
            {t("agent:review.fields.ratingOption", { rating, label: t(`agent:review.fields.ratingLabels.${rating}`) })}
          </label>
        ))}
        <Errors field={fields.rating} />
      </fieldset>
      <div className="form-field">
        <label htmlFor={fields.title.id} className="form-field__label">
          {t("agent:review.fields.title")}
          <Mark required />
        </label>
        <input
          {...controlProps(fields.title)}
          type="text"
          className="form-field__input"
          aria-invalid={fields.title.errors ? true : undefined}
          aria-describedby={describedBy(fields.title, `${fields.title.id}-help`)}
        />
        <p id={`${fields.title.id}-help`} className="form-field__help">
          {t("agent:review.fields.titleHelp", LIMITS)}
        </p>
        <Errors field={fields.title} />
      </div>
      <div className="form-field">
        <label htmlFor={fields.body.id} className="form-field__label">
          {t("agent:review.fields.body")}
          <Mark required />
        </label>
        <textarea
          {...controlProps(fields.body)}
          rows={8}
          className="form-field__input"
          aria-invalid={fields.body.errors ? true : undefined}
          aria-describedby={describedBy(fields.body, `${fields.body.id}-help`)}
        />
        <p id={`${fields.body.id}-help`} className="form-field__help">
          {t("agent:review.fields.bodyHelp", LIMITS)}
        </p>
        <Errors field={fields.body} />
      </div>
      <div className="form-field">
        <label htmlFor={fields.reviewer.id} className="form-field__label">
          {t("agent:review.fields.reviewer")}
        </label>
        <input
          {...controlProps(fields.reviewer)}
          type="text"
          className="form-field__input"
          aria-invalid={fields.reviewer.errors ? true : undefined}
          aria-describedby={describedBy(fields.reviewer, `${fields.reviewer.id}-help`)}
        />
        <p id={`${fields.reviewer.id}-help`} className="form-field__help">
          {t("agent:review.fields.reviewerHelp", LIMITS)}
        </p>
        <Errors field={fields.reviewer} />
      </div>
      <button type="submit" name="intent" value="save" className="button button--primary">
        {t(editing ? "agent:review.update" : "agent:review.submit")}
      </button>
    </Form>
  );
}
