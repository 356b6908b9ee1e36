import { APPLIANCE_LABELS, applianceParam } from "../../../domain/repair-booking";
import type { ReviewStatus, ReviewTally, RejectionReason } from "../../../domain/reviews";
import { inChunks } from "../../db/chunks";
import type { Executor } from "../../db/executor";
import type { ReviewsTable } from "../../db/schema-reviews";

export type ReviewSource = "order" | "repair";

/** A line a review link offers: an order's product line, or the repair. */
export interface ReviewableLine {
  line: number;
  productId: number | null;
  subject: string;
}

export interface ReviewSourceRow {
  kind: ReviewSource;
  id: number;
  /** The order or ticket number and the moment it was made: what the link's token is made of. */
  number: string;
  createdAt: string;
  /** Delivered order or closed repair: only then may it be reviewed. */
  done: boolean;
  customerName: string;
  locale: string;
  lines: ReviewableLine[];
  /** The repair's appliance and brand; '' for an order. */
  appliance: string;
  brand: string;
}

/** 'LG Refrigerator repair': what a repair's review is about, in the admin's words. */
function repairSubject(appliance: string, brand: string): string {
  const kind = applianceParam(appliance);
  return `${brand} ${kind ? APPLIANCE_LABELS[kind] : appliance} repair`;
}

export async function reviewSource(
  db: Executor,
  kind: ReviewSource,
  id: number,
): Promise<ReviewSourceRow | undefined> {
  if (kind === "order") {
    const order = await db
      .selectFrom("orders")
      .select(["id", "order_number", "created_at", "status", "customer_name", "locale"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!order) return undefined;
    const items = await db
      .selectFrom("order_items")
      .select(["position", "product_id", "name"])
      .where("order_id", "=", id)
      .where("kind", "=", "product")
      .orderBy("position")
      .execute();
    return {
      kind,
      id,
      number: order.order_number,
      createdAt: order.created_at,
      done: order.status === "delivered",
      customerName: order.customer_name,
      locale: order.locale,
      lines: items.map((item) => ({
        line: item.position,
        productId: item.product_id,
        subject: item.name,
      })),
      appliance: "",
      brand: "",
    };
  }
  const repair = await db
    .selectFrom("repairs")
    .select(["id", "ticket_number", "created_at", "status", "customer_name", "locale"])
    .select(["appliance", "brand"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!repair) return undefined;
  return {
    kind,
    id,
    number: repair.ticket_number,
    createdAt: repair.created_at,
    done: repair.status === "closed",
    customerName: repair.customer_name,
    locale: repair.locale,
    lines: [{ line: 0, productId: null, subject: repairSubject(repair.appliance, repair.brand) }],
    appliance: repair.appliance,
    brand: repair.brand,
  };
}

/** Makes the source's link, or leaves the one it has: a source has one link whoever asks. */
export async function ensureLink(
  db: Executor,
  link: { tokenHash: string; kind: ReviewSource; sourceId: number; createdAt: string },
): Promise<void> {
  await db
    .insertInto("review_links")
    .values({
      token_hash: link.tokenHash,
      source_kind: link.kind,
      source_id: link.sourceId,
      created_at: link.createdAt,
    })
    .onConflict((conflict) => conflict.doNothing())
    .execute();
}

export function linkByTokenHash(db: Executor, tokenHash: string) {
  return db
    .selectFrom("review_links")
    .select(["id", "source_kind", "source_id"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
}

export async function reviewedLines(db: Executor, linkId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("reviews")
    .select("line")
    .where("link_id", "=", linkId)
    .execute();
  return rows.map((row) => row.line);
}

type NewReview = Pick<
  ReviewsTable,
  "link_id" | "line" | "product_id" | "subject" | "stars" | "text" | "locale" | "first_name"
> & { created_at: string };

/** Inserts the line's review; false when the line has one already (a double tap, a retry). */
export async function insertReview(db: Executor, review: NewReview): Promise<boolean> {
  const inserted = await db
    .insertInto("reviews")
    .values({ ...review, status: "pending" })
    .onConflict((conflict) => conflict.columns(["link_id", "line"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

const reviewColumns = [
  "reviews.id",
  "reviews.product_id",
  "reviews.subject",
  "reviews.stars",
  "reviews.text",
  "reviews.locale",
  "reviews.first_name",
  "reviews.status",
  "reviews.rejection_reason",
  "reviews.moderated_by",
  "reviews.moderated_at",
  "reviews.answer",
  "reviews.answered_at",
  "reviews.featured",
  "reviews.created_at",
  "review_links.source_kind",
] as const;

export function reviewsWith(db: Executor) {
  return db
    .selectFrom("reviews")
    .innerJoin("review_links", "review_links.id", "reviews.link_id")
    .select(reviewColumns);
}

export type ReviewRow = Awaited<ReturnType<typeof reviewById>> & object;

export function reviewById(db: Executor, id: number) {
  return reviewsWith(db).where("reviews.id", "=", id).executeTakeFirst();
}

/** A product's published reviews, newest first, one page of them. */
export function publishedForProduct(
  db: Executor,
  productId: number,
  offset: number,
  limit: number,
) {
  return reviewsWith(db)
    .where("reviews.product_id", "=", productId)
    .where("reviews.status", "=", "published")
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function publishedTally(db: Executor, productId: number): Promise<ReviewTally> {
  const row = await db
    .selectFrom("reviews")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string | null>("stars").as("total"),
    ])
    .where("product_id", "=", productId)
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), starsTotal: Number(row.total ?? 0) };
}

/** Every product's published reviews added up, for the catalogue's figures (the shown ratings). */
export async function publishedTallies(db: Executor): Promise<Map<number, ReviewTally>> {
  const rows = await db
    .selectFrom("reviews")
    .select((eb) => [
      "product_id",
      eb.fn.countAll<number | string>().as("count"),
      eb.fn.sum<number | string | null>("stars").as("total"),
    ])
    .where("product_id", "is not", null)
    .where("status", "=", "published")
    .groupBy("product_id")
    .execute();
  return new Map(
    rows.map((row) => [
      row.product_id!,
      { count: Number(row.count), starsTotal: Number(row.total ?? 0) },
    ]),
  );
}

/** Published repair reviews the owner chose for /our-service, newest first. */
export function featuredRepairReviews(db: Executor, limit: number) {
  return reviewsWith(db)
    .innerJoin("repairs", "repairs.id", "review_links.source_id")
    .select(["repairs.appliance", "repairs.brand"])
    .where("review_links.source_kind", "=", "repair")
    .where("reviews.status", "=", "published")
    .where("reviews.featured", "=", 1)
    .orderBy("reviews.created_at", "desc")
    .limit(limit)
    .execute();
}

/** Moves a review to a status; only from `from`, so two admins deciding at once decide once. */
export async function setStatus(
  db: Executor,
  id: number,
  from: readonly ReviewStatus[],
  change: { status: ReviewStatus; reason: RejectionReason | null; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({
      status: change.status,
      rejection_reason: change.reason,
      moderated_by: change.by,
      moderated_at: change.at,
      // A review taken off the shop is no testimonial either.
      ...(change.status === "rejected" ? { featured: 0 } : {}),
    })
    .where("id", "=", id)
    .where("status", "in", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setAnswer(
  db: Executor,
  id: number,
  answer: { text: string | null; by: string; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable("reviews")
    .set({ answer: answer.text, answered_by: answer.by, answered_at: answer.at })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Features a published repair review on /our-service, or takes it off. */
export async function setFeatured(db: Executor, id: number, featured: boolean): Promise<boolean> {
  const repairLinks = db
    .selectFrom("review_links")
    .select("id")
    .where("source_kind", "=", "repair");
  const result = await db
    .updateTable("reviews")
    .set({ featured: featured ? 1 : 0 })
    .where("id", "=", id)
    .where("status", "=", "published")
    .where("link_id", "in", repairLinks)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const IDS_PER_STATEMENT = 1000;

/** Erasure: the reviews of these orders and repairs keep their stars and words, not the name. */
export async function eraseReviewNames(
  db: Executor,
  kind: ReviewSource,
  sourceIds: readonly number[],
): Promise<void> {
  for (const ids of inChunks(sourceIds, IDS_PER_STATEMENT)) {
    const links = db
      .selectFrom("review_links")
      .select("id")
      .where("source_kind", "=", kind)
      .where("source_id", "in", ids);
    await db
      .updateTable("reviews")
      .set({ first_name: null })
      .where("link_id", "in", links)
      .execute();
  }
}
