import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import { ERASED_CUSTOMER_NAME } from "../../../domain/customer-erasure";
import type { ReviewSubmission } from "../../../domain/review-schemas";
import {
  firstNameOf,
  isReviewToken,
  MODERATION_PAGE_SIZE,
  reviewMessages,
  REVIEWS_PER_PAGE,
  type ModeratedReview,
  type ModerationList,
  type ReviewStatus,
  type PublicReview,
  type RejectionReason,
  type ReviewTally,
} from "../../../domain/reviews";
import type { Database } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";
import { trackingTokenHash, type TrackingLinks } from "../orders/tracking-links";
import {
  ensureLink,
  featuredRepairReviews,
  insertReview,
  linkByTokenHash,
  publishedForProduct,
  publishedTally,
  reviewedLines,
  reviewSource,
  setAnswer,
  setFeatured,
  setStatus,
  type ReviewRow,
  type ReviewSource,
  type ReviewSourceRow,
} from "./reviews.repository";
import { serviceLog } from "../../service-log";
import { countByStatus, moderationPage, type ModerationKey } from "./review-moderation.repository";

const log = serviceLog("reviews");

/** What /review/<token> shows: the lines of the order or repair, each reviewed or not yet. */
export interface ReviewPageView {
  kind: ReviewSource;
  number: string;
  appliance: string;
  brand: string;
  lines: { line: number; subject: string; reviewed: boolean }[];
}

export type ReviewAnswer = { ok: true } | { ok: false; refusal: string };

/** A page of a moderation list, and the cursor of the next while there is one. */
export interface ModerationPage {
  reviews: ModeratedReview[];
  next: string | undefined;
}

export interface ModerationView {
  pending: ModeratedReview[];
  decided: ModeratedReview[];
  counts: Record<ReviewStatus, number>;
  next: Record<ModerationList, string | undefined>;
}

/** A page's `next`: the key of its last review, opaque in the URL. */
function cursorOf(key: ModerationKey): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/** The key a cursor names, or undefined when the text is no cursor the page made. */
function keyOfCursor(cursor: string): ModerationKey | undefined {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid =
      Array.isArray(key) &&
      key.length === 2 &&
      typeof key[0] === "string" &&
      Number.isSafeInteger(key[1]);
    return valid ? (key as unknown as ModerationKey) : undefined;
  } catch {
    return undefined;
  }
}

/** The published reviews' page of a product, and what they add up to. */
export interface ProductReviews {
  reviews: PublicReview[];
  tally: ReviewTally;
  /** The next page's number, while there are more. */
  nextPage: number | undefined;
}

function publicReview(row: ReviewRow): PublicReview {
  return {
    id: row.id,
    stars: row.stars,
    text: row.text,
    firstName: row.first_name,
    createdAt: row.created_at,
    answer: row.answer,
  };
}

function moderatedReview(row: ReviewRow): ModeratedReview {
  return {
    id: row.id,
    sourceKind: row.source_kind,
    subject: row.subject,
    stars: row.stars,
    text: row.text,
    locale: row.locale,
    firstName: row.first_name,
    status: row.status,
    rejectionReason: row.rejection_reason,
    moderatedBy: row.moderated_by,
    moderatedAt: row.moderated_at,
    answer: row.answer,
    featured: row.featured === 1,
    createdAt: row.created_at,
  };
}

/**
 * Reviews from buyers (issue 33, decision 37): one private link per delivered order or closed
 * repair, one review per line of it, each published only once the owner has read it, and
 * rejected only for a reason of the fixed list, which is kept with who decided and when.
 */
export class Reviews {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly links: TrackingLinks,
    private readonly events: EventBus,
    private readonly now: () => Date = () => new Date(),
  ) {}

  #tokenFor(source: Pick<ReviewSourceRow, "kind" | "number" | "createdAt">): string {
    // Made from the source like a tracking link, so the same link is sent however often.
    return this.links.tokenFor({
      orderNumber: `review|${source.kind}|${source.number}`,
      createdAt: source.createdAt,
    });
  }

  /** The review link's token of a delivered order or closed repair; undefined before that. */
  async linkFor(kind: ReviewSource, id: number): Promise<string | undefined> {
    const source = await reviewSource(this.db, kind, id);
    if (!source?.done) return undefined;
    const token = this.#tokenFor(source);
    await ensureLink(this.db, {
      tokenHash: trackingTokenHash(token),
      kind,
      sourceId: id,
      createdAt: this.now().toISOString(),
    });
    return token;
  }

  async #sourceOf(token: string) {
    if (!isReviewToken(token)) return undefined;
    const link = await linkByTokenHash(this.db, trackingTokenHash(token));
    if (!link) return undefined;
    const source = await reviewSource(this.db, link.source_kind, link.source_id);
    return source && { link, source };
  }

  async page(token: string): Promise<ReviewPageView | undefined> {
    const found = await this.#sourceOf(token);
    if (!found) return undefined;
    const { link, source } = found;
    const reviewed = new Set(await reviewedLines(this.db, link.id));
    return {
      kind: source.kind,
      number: source.number,
      appliance: source.appliance,
      brand: source.brand,
      lines: source.lines.map(({ line, subject }) => ({
        line,
        subject,
        reviewed: reviewed.has(line),
      })),
    };
  }

  /** Records the review of one line, once: a second post for the line is refused. */
  async submit(token: string, review: ReviewSubmission, locale: string): Promise<ReviewAnswer> {
    const found = await this.#sourceOf(token);
    if (!found) return { ok: false, refusal: reviewMessages.notFound };
    const { link, source } = found;
    const line = source.lines.find((candidate) => candidate.line === review.line);
    if (!line) return { ok: false, refusal: reviewMessages.line };
    const named = review.showName && source.customerName !== ERASED_CUSTOMER_NAME;
    const inserted = await insertReview(this.db, {
      link_id: link.id,
      line: line.line,
      product_id: line.productId,
      subject: line.subject,
      stars: review.stars,
      text: review.text,
      locale,
      first_name: named ? firstNameOf(source.customerName) || null : null,
      created_at: this.now().toISOString(),
    });
    return inserted ? { ok: true } : { ok: false, refusal: reviewMessages.alreadyReviewed };
  }

  /**
   * The first page of each moderation list (waiting oldest first, decided newest first), the
   * number of reviews in each status, and each list's next page while there is one.
   */
  async forModeration(): Promise<ModerationView> {
    const [pending, decided, counts] = await Promise.all([
      this.#moderationPage("pending", undefined),
      this.#moderationPage("decided", undefined),
      countByStatus(this.db),
    ]);
    return {
      pending: pending.reviews,
      decided: decided.reviews,
      counts,
      next: {
        pending: pending.next,
        decided: decided.next,
      },
    };
  }

  /** How many reviews are in each status: the moderation page's headings. */
  moderationCounts(): Promise<Record<ReviewStatus, number>> {
    return countByStatus(this.db);
  }

  /** A later page of one list, from a page's `next`; undefined when `after` is no such cursor. */
  async moderationPage(list: ModerationList, after: string): Promise<ModerationPage | undefined> {
    const from = keyOfCursor(after);
    return from ? this.#moderationPage(list, from) : undefined;
  }

  async #moderationPage(
    list: ModerationList,
    from: ModerationKey | undefined,
  ): Promise<ModerationPage> {
    const rows = await moderationPage(this.db, list, from, MODERATION_PAGE_SIZE + 1);
    const shown = rows.slice(0, MODERATION_PAGE_SIZE);
    const last = shown.at(-1);
    const next =
      rows.length > MODERATION_PAGE_SIZE && last
        ? cursorOf([(list === "pending" ? last.created_at : last.moderated_at) ?? "", last.id])
        : undefined;
    return { reviews: shown.map(moderatedReview), next };
  }

  async publish(id: number, admin: SignedInAdmin): Promise<boolean> {
    const at = this.now().toISOString();
    const change = { status: "published" as const, reason: null, by: admin.email, at };
    return this.#announced(await setStatus(this.db, id, ["pending"], change));
  }

  /** Takes a waiting or published review off the shop for a reason of the list, kept with it. */
  async reject(id: number, reason: RejectionReason, admin: SignedInAdmin): Promise<boolean> {
    const at = this.now().toISOString();
    const change = { status: "rejected" as const, reason, by: admin.email, at };
    return this.#announced(await setStatus(this.db, id, ["pending", "published"], change));
  }

  /** The owner's public answer; an empty one takes it away. */
  async answer(id: number, text: string, admin: SignedInAdmin): Promise<boolean> {
    const at = this.now().toISOString();
    return this.#announced(
      await setAnswer(this.db, id, { text: text || null, by: admin.email, at }),
    );
  }

  async feature(id: number, featured: boolean): Promise<boolean> {
    return this.#announced(await setFeatured(this.db, id, featured));
  }

  async forProduct(productId: number, page = 1): Promise<ProductReviews> {
    const offset = (Math.max(1, page) - 1) * REVIEWS_PER_PAGE;
    const [rows, tally] = await Promise.all([
      publishedForProduct(this.db, productId, offset, REVIEWS_PER_PAGE + 1),
      publishedTally(this.db, productId),
    ]);
    return {
      reviews: rows.slice(0, REVIEWS_PER_PAGE).map(publicReview),
      tally,
      nextPage: rows.length > REVIEWS_PER_PAGE ? Math.max(1, page) + 1 : undefined,
    };
  }

  /** The repair reviews the owner chose for /our-service. */
  async testimonials(limit = 6) {
    const rows = await featuredRepairReviews(this.db, limit);
    return rows.map((row) => ({
      ...publicReview(row),
      appliance: row.appliance,
      brand: row.brand,
    }));
  }

  /** What the product pages show changed: the page cache and open pages reload. */
  async #announced(changed: boolean): Promise<boolean> {
    if (changed) await announceReviewsChanged(this.events);
    return changed;
  }
}

export async function announceReviewsChanged(events: EventBus): Promise<void> {
  try {
    await events.publish("catalogue", { origin: "reviews", changedAt: new Date().toISOString() });
  } catch (error) {
    // Committed already; product pages show the change after the next catalogue change.
    log.error("Could not announce a change of reviews", error);
  }
}
