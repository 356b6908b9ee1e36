/**
 * Reviews from buyers (issue 33, decision 37): the rules shared by the review page, the
 * moderation page and the server. No zod here, so the storefront's review page stays light; the
 * inputs' schemas are in review-schemas.ts.
 */

export const REVIEW_STATUSES = ["pending", "published", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * The only reasons a review may be rejected (IS 19000:2022: moderation by published criteria,
 * never for being negative).
 */
export const REJECTION_REASONS = ["abusive", "personal-data", "off-topic"] as const;
export type RejectionReason = (typeof REJECTION_REASONS)[number];

export const REJECTION_REASON_LABELS: Record<RejectionReason, string> = {
  abusive: "Abusive",
  "personal-data": "Contains personal data",
  "off-topic": "Not about the product or service",
};

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_ANSWER_MAX = 1000;
/** The moderation page's two lists: reviews waiting for a decision, and the decided ones. */
export const MODERATION_LISTS = ["pending", "decided"] as const;
export type ModerationList = (typeof MODERATION_LISTS)[number];
/** Reviews per page of a moderation list; the rest behind its 'Next' link. */
export const MODERATION_PAGE_SIZE = 100;

/** Published reviews per page on a product page; the rest behind a plain 'more' link. */
export const REVIEWS_PER_PAGE = 5;

/** The server's English answers to a review post; the review page tells each in its language. */
export const reviewMessages = {
  stars: "Choose from 1 to 5 stars",
  textTooLong: `The review is at most ${REVIEW_TEXT_MAX} characters`,
  control: "The review must not contain control characters",
  line: "Choose what you are reviewing",
  alreadyReviewed: "You have already reviewed this",
  notFound: "This review link is not valid",
} as const;

/** What the published reviews of a product add up to. */
export interface ReviewTally {
  count: number;
  starsTotal: number;
}

/** The rating a product shows, and whether it came from buyers' reviews or the admin's entry. */
export interface ShownRating {
  rating: number;
  count: number;
  fromReviews: boolean;
}

/** The average of the stars to one decimal, as shops show it (4.35 → 4.4). */
export function averageStars(tally: ReviewTally): number {
  if (tally.count <= 0) return 0;
  return Math.round((tally.starsTotal / tally.count) * 10) / 10;
}

/**
 * Once a product has a published review, its rating and count are the buyers'; until then the
 * admin's typed figures are shown (never in markup), or nothing when those are empty too.
 */
export function shownRating(
  typed: { rating: number; reviews: number },
  published: ReviewTally,
): ShownRating | undefined {
  if (published.count > 0) {
    return { rating: averageStars(published), count: published.count, fromReviews: true };
  }
  if (typed.rating > 0) return { rating: typed.rating, count: typed.reviews, fromReviews: false };
  return undefined;
}

/** The first word of a name: all a review ever shows of who wrote it. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** A review page's address for a token: /review/<token>. */
export const reviewPath = (token: string) => `/review/${token}`;

export function isReviewToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{20,64}$/.test(token);
}

/** A published review as the shop shows it. */
export interface PublicReview {
  id: number;
  stars: number;
  text: string;
  /** Only when the customer allowed it, and never after they were erased. */
  firstName: string | null;
  createdAt: string;
  answer: string | null;
}

/** A review as the moderation page lists it. */
export interface ModeratedReview {
  id: number;
  sourceKind: "order" | "repair";
  subject: string;
  stars: number;
  text: string;
  locale: string;
  firstName: string | null;
  status: ReviewStatus;
  rejectionReason: RejectionReason | null;
  moderatedBy: string | null;
  moderatedAt: string | null;
  answer: string | null;
  featured: boolean;
  createdAt: string;
}
