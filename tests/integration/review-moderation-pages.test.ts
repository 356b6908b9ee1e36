import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION_PAGE_SIZE } from "../../domain/reviews";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The moderation lists past one page (decision 37): waiting reviews oldest first and decided ones
 * newest first, MODERATION_PAGE_SIZE a page, each further page behind its list's 'Next' link.
 */
let shop: TestShop;
let admin: AdminSession;
const owner = { id: 1, email: "owner@shop.test" };
const WAITING = MODERATION_PAGE_SIZE + 30;
const DECIDED = MODERATION_PAGE_SIZE + 5;
let waitingIds: number[];
let decidedIds: number[];

/** A delivered order's review link, under which the reviews are recorded one per line. */
async function reviewLinkId(): Promise<number> {
  const [productId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Paged Iron" }),
  ])) as [number];
  const { order } = await shop.orders.placeOrder(buildOrderRequest([{ productId, quantity: 1 }]));
  await shop.orderDesk.setStatus(order.id, "delivered", owner);
  await shop.reviews.linkFor("order", order.id);
  const link = await shop.database.db
    .selectFrom("review_links")
    .select("id")
    .where("source_kind", "=", "order")
    .where("source_id", "=", order.id)
    .executeTakeFirstOrThrow();
  return link.id;
}

/** A minute apart, every third one sharing its minute with the one before: ties go by id. */
const minute = (index: number) =>
  new Date(
    Date.UTC(2026, 10, 1, 9, Math.floor(index / 3) * 2 + (index % 3 === 0 ? 0 : 1)),
  ).toISOString();

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
  const linkId = await reviewLinkId();
  const row = (line: number, decided: boolean) =>
    ({
      link_id: linkId,
      line,
      product_id: null,
      subject: "Paged Iron",
      stars: 1 + (line % 5),
      text: `Paged review ${line}.`,
      locale: "en",
      first_name: null,
      status: decided ? (line % 2 === 0 ? "published" : "rejected") : "pending",
      rejection_reason: decided && line % 2 !== 0 ? "off-topic" : null,
      moderated_by: decided ? owner.email : null,
      moderated_at: decided ? minute(line) : null,
      answer: null,
      answered_by: null,
      answered_at: null,
      created_at: minute(line),
    }) as const;
  const rows = [
    ...Array.from({ length: WAITING }, (_, line) => row(line, false)),
    ...Array.from({ length: DECIDED }, (_, index) => row(WAITING + index, true)),
  ];
  const inserted = await shop.database.db
    .insertInto("reviews")
    .values(rows)
    .returning(["id", "status", "created_at", "moderated_at"])
    .execute();
  const byTimeThenId = (a: (typeof inserted)[number], b: (typeof inserted)[number]) =>
    (a.moderated_at ?? a.created_at).localeCompare(b.moderated_at ?? b.created_at) || a.id - b.id;
  waitingIds = inserted
    .filter((review) => review.status === "pending")
    .sort(byTimeThenId)
    .map((review) => review.id);
  decidedIds = inserted
    .filter((review) => review.status !== "pending")
    .sort(byTimeThenId)
    .reverse()
    .map((review) => review.id);
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

async function get(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers: admin.headers });
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The reviews a moderation page shows, in order, by their texts as rendered (not its data). */
const shownLines = (html: string) =>
  [...html.matchAll(/>Paged review (\d+)\.</g)].map((match) => Number(match[1]));

/** The 'Next' link of a list, as the page renders it. */
const nextLink = (html: string, list: string) =>
  new RegExp(`href="(/admin/reviews\\?list=${list}&amp;after=[A-Za-z0-9_-]+)"`)
    .exec(html)?.[1]
    ?.replaceAll("&amp;", "&");

describe("the moderation lists", () => {
  it("page every review once, in order, through each list's Next link", async () => {
    const first = await shop.reviews.forModeration();
    expect(first.counts).toEqual({ pending: WAITING, published: 53, rejected: 52 });
    expect(first.pending.map((review) => review.id)).toEqual(
      waitingIds.slice(0, MODERATION_PAGE_SIZE),
    );
    expect(first.decided.map((review) => review.id)).toEqual(
      decidedIds.slice(0, MODERATION_PAGE_SIZE),
    );
    const secondWaiting = await shop.reviews.moderationPage("pending", first.next.pending!);
    expect(secondWaiting?.reviews.map((review) => review.id)).toEqual(
      waitingIds.slice(MODERATION_PAGE_SIZE),
    );
    expect(secondWaiting?.next).toBeUndefined();
    const secondDecided = await shop.reviews.moderationPage("decided", first.next.decided!);
    expect(secondDecided?.reviews.map((review) => review.id)).toEqual(
      decidedIds.slice(MODERATION_PAGE_SIZE),
    );
  });

  it("shows a page of each list with its count and link, and the next page of one", async () => {
    const page = await get("/admin/reviews");
    expect(page.status).toBe(200);
    expect(page.html).toContain(`Waiting (${WAITING})`);
    expect(page.html).toContain("Decided (53 published, 52 rejected)");
    expect(shownLines(page.html)).toHaveLength(2 * MODERATION_PAGE_SIZE);
    expect(page.html).toContain(`Next ${MODERATION_PAGE_SIZE} waiting`);

    const waiting = await get(nextLink(page.html, "pending")!);
    expect(waiting.status).toBe(200);
    expect(shownLines(waiting.html)).toEqual(
      Array.from({ length: WAITING - MODERATION_PAGE_SIZE }, (_, i) => MODERATION_PAGE_SIZE + i),
    );
    expect(waiting.html).toContain("First page");
    expect(waiting.html).not.toContain("Next 100 waiting");

    const decided = await get(nextLink(page.html, "decided")!);
    expect(shownLines(decided.html)).toHaveLength(DECIDED - MODERATION_PAGE_SIZE);
    expect(shownLines(decided.html).every((line) => line >= WAITING)).toBe(true);
  });

  it("refuses a page it did not make, and changes nothing", async () => {
    for (const path of [
      "/admin/reviews?list=pending&after=not-a-cursor",
      "/admin/reviews?list=spam&after=WzEsMl0",
      "/admin/reviews?after=WyIyMDI2IiwxXQ",
    ]) {
      const page = await get(path);
      expect(page.status).toBe(400);
      expect(page.html).toContain("This page of the reviews is not known: start from the first");
    }
    expect((await shop.reviews.moderationCounts()).pending).toBe(WAITING);
  });
});
