// The review form's schema, apart so that pages which only show ratings do not load zod.
import { z } from "zod";
import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_TITLE_MAX, REVIEWER_MAX } from "./reviews";

/** \r\n counts as one character, as the counter shows it. */
// Conform reads a value that is empty once trimmed as missing, on both sides of the pipe: both say so.
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z
    .string({ required_error: tooShort })
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string({ required_error: tooShort }).min(min, tooShort).max(max, tooLong));

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ required_error: "review.errors.rating", invalid_type_error: "review.errors.rating" })
    .int("review.errors.rating")
    .min(1, "review.errors.rating")
    .max(5, "review.errors.rating"),
  title: text(1, REVIEW_TITLE_MAX, "review.errors.titleRequired", "review.errors.titleTooLong"),
  body: text(REVIEW_BODY_MIN, REVIEW_BODY_MAX, "review.errors.bodyTooShort", "review.errors.bodyTooLong"),
  reviewer: z
    .string()
    .max(REVIEWER_MAX, "review.errors.reviewerTooLong")
    .optional()
    .transform((value) => (value ?? "").trim()),
});
export type ReviewInput = z.infer<typeof reviewSchema>;
