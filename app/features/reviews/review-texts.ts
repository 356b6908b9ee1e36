import type { Locale } from "../../../domain/locale";
import { REVIEW_TEXT_MAX, reviewMessages } from "../../../domain/reviews";
import { m } from "../../i18n/messages";

/** The server's English answers to a review, each in the page's language; others as sent. */
const KNOWN_ANSWERS = new Map<string, () => string>([
  [reviewMessages.stars, () => m.trk_review_err_stars()],
  [reviewMessages.textTooLong, () => m.trk_review_err_text_long({ max: REVIEW_TEXT_MAX })],
  [reviewMessages.control, () => m.trk_review_err_control()],
  [reviewMessages.line, () => m.trk_review_err_line()],
  [reviewMessages.alreadyReviewed, () => m.trk_review_err_already()],
  [reviewMessages.notFound, () => m.trk_review_err_not_found()],
]);

export function reviewAnswerText(message: string): string {
  return KNOWN_ANSWERS.get(message)?.() ?? message;
}

/** The line inviting a review, added to the shop's WhatsApp update, in the customer's language. */
export function reviewInviteText(reviewUrl: string, locale: Locale): string {
  return m.trk_review_invite({ reviewUrl }, { locale });
}
