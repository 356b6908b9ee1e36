import {
  answerReviewSchema,
  featureReviewSchema,
  publishReviewSchema,
  rejectReviewSchema,
} from "../../../domain/review-schemas";
import { REJECTION_REASON_LABELS } from "../../../domain/reviews";
import { adminAction, intent, type AnswerOf } from "../admin/admin-action.server";

const gone = "This review is not waiting for a decision any more (another admin may have decided)";

/**
 * The changes /admin/reviews offers (decision 37): publish, reject for a listed reason, answer
 * publicly, feature a repair review on /our-service. Each is one service call on the review the
 * form names; a decision already taken is not taken again.
 */
const moderationIntents = {
  publish: intent({
    schema: publishReviewSchema,
    async run({ id }, { admin, context }) {
      const done = await context.reviews.publish(id, admin);
      return done ? { ok: true, notify: "Review published" } : { ok: false, notify: gone };
    },
  }),
  reject: intent({
    schema: rejectReviewSchema,
    async run({ id, reason }, { admin, context }) {
      const done = await context.reviews.reject(id, reason, admin);
      return done
        ? { ok: true, notify: `Review rejected: ${REJECTION_REASON_LABELS[reason]}` }
        : { ok: false, notify: "This review was rejected already" };
    },
  }),
  answer: intent({
    schema: answerReviewSchema,
    async run({ id, answer }, { admin, context }) {
      const done = await context.reviews.answer(id, answer, admin);
      if (!done) return { ok: false, notify: "No such review" };
      return { ok: true, notify: answer ? "Answer saved" : "Answer removed" };
    },
  }),
  feature: intent({
    schema: featureReviewSchema,
    async run({ id, featured }, { context }) {
      const done = await context.reviews.feature(id, featured);
      if (!done) return { ok: false, notify: "Only a published repair review can be featured" };
      return {
        ok: true,
        notify: featured ? "Featured on our-service" : "Taken off our-service",
      };
    },
  }),
};

export const reviewModerationAction = adminAction(moderationIntents);
export type ModerationAnswer = AnswerOf<typeof moderationIntents>;
