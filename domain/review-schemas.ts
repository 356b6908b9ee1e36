import { z } from "zod";
import { hasUnstorableCharacters } from "./storable";
import { REJECTION_REASONS, REVIEW_ANSWER_MAX, REVIEW_TEXT_MAX, reviewMessages } from "./reviews";

/** A checkbox as a form posts it: present ('on') or absent. */
const ticked = z.preprocess(
  (value) => value === true || value === "on" || value === "true",
  z.boolean(),
);

/** A customer's review of one line of their order or repair, from /review/<token>. */
export const reviewSubmissionSchema = z.object({
  line: z.coerce
    .number({ error: reviewMessages.line })
    .int(reviewMessages.line)
    .min(0, reviewMessages.line),
  stars: z.coerce
    .number({ error: reviewMessages.stars })
    .int(reviewMessages.stars)
    .min(1, reviewMessages.stars)
    .max(5, reviewMessages.stars),
  text: z
    .string()
    .default("")
    .transform((value) => value.trim())
    .pipe(
      z
        .string()
        .max(REVIEW_TEXT_MAX, reviewMessages.textTooLong)
        .refine(
          (value) => !hasUnstorableCharacters(value, { lines: true }),
          reviewMessages.control,
        ),
    ),
  showName: ticked,
});
export type ReviewSubmission = z.infer<typeof reviewSubmissionSchema>;

const reviewId = z.coerce.number({ error: "No such review" }).int().min(1, "No such review");

export const publishReviewSchema = z.object({ id: reviewId });
export const rejectReviewSchema = z.object({
  id: reviewId,
  reason: z.enum(REJECTION_REASONS, "Choose why the review is rejected"),
});
export const answerReviewSchema = z.object({
  id: reviewId,
  answer: z
    .string()
    .trim()
    .max(REVIEW_ANSWER_MAX, `The answer is at most ${REVIEW_ANSWER_MAX} characters`)
    .refine((value) => !hasUnstorableCharacters(value, { lines: true }), {
      message: "The answer must not contain control characters",
    }),
});
export const featureReviewSchema = z.object({ id: reviewId, featured: ticked });
