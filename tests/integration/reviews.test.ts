import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reviewMessages } from "../../domain/reviews";
import { addDays, shopDateOf } from "../../domain/shop-time";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** Reviews from buyers (issue 33, decision 37) on a real database. */
let shop: TestShop;
let fanId: number;
let kettleId: number;
const owner = { id: 1, email: "owner@shop.test" };

beforeAll(async () => {
  shop = await createTestShop();
  [fanId, kettleId] = (await shop.catalogue.addProducts([
    buildProduct({ name: "Havells Ceiling Fan", rating: 4.4, reviews: 12480 }),
    buildProduct({ name: "Prestige Kettle" }),
  ])) as [number, number];
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

async function deliveredOrder(customerName = "Sunita Agarwal", mobile = "9876500001") {
  const placed = await shop.orders.placeOrder(
    buildOrderRequest(
      [
        { productId: fanId, quantity: 1 },
        { productId: kettleId, quantity: 1 },
      ],
      { customerName, customerMobile: mobile },
    ),
  );
  return placed.order.id;
}

const review = (line: number, stars: number, showName = false) => ({
  line,
  stars,
  text: `${stars} stars`,
  showName,
});

async function reviewIdsOf(productId: number) {
  const rows = await shop.database.db
    .selectFrom("reviews")
    .select(["id", "status", "first_name"])
    .where("product_id", "=", productId)
    .orderBy("id")
    .execute();
  return rows;
}

describe("review links", () => {
  it("are given only for a delivered order or a closed repair, the same link each time", async () => {
    const id = await deliveredOrder();
    expect(await shop.reviews.linkFor("order", id)).toBeUndefined();
    await shop.orderDesk.setStatus(id, "delivered", owner);
    const token = await shop.reviews.linkFor("order", id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await shop.reviews.linkFor("order", id)).toBe(token);
    const links = await shop.database.db
      .selectFrom("review_links")
      .selectAll()
      .where("source_id", "=", id)
      .where("source_kind", "=", "order")
      .execute();
    expect(links).toHaveLength(1);
    expect(links[0]!.token_hash).not.toContain(token!);

    const { repair } = await shop.repairs.book(buildBooking(), [], "10.33.0.1");
    const repairId = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
    expect(await shop.reviews.linkFor("repair", repairId)).toBeUndefined();
    await shop.repairDesk.close(
      repairId,
      {
        paymentMethod: "cash",
        amountPaise: 500_00,
        warrantyUntil: addDays(shopDateOf(new Date()), 30),
      },
      owner,
    );
    const repairToken = await shop.reviews.linkFor("repair", repairId);
    expect((await shop.reviews.page(repairToken!))?.lines).toEqual([
      { line: 0, subject: "LG Refrigerator repair", reviewed: false },
    ]);
    expect(await shop.reviews.page("not-a-real-review-link-token")).toBeUndefined();
  });

  it("take one review per product line, whatever is posted twice", async () => {
    const id = await deliveredOrder();
    await shop.orderDesk.setStatus(id, "delivered", owner);
    const token = (await shop.reviews.linkFor("order", id))!;
    const [fan, kettle] = (await shop.reviews.page(token))!.lines;
    const answers = await Promise.all([
      shop.reviews.submit(token, review(fan!.line, 4), "hi"),
      shop.reviews.submit(token, review(fan!.line, 1), "hi"),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers).toContainEqual({ ok: false, refusal: reviewMessages.alreadyReviewed });
    expect(await shop.reviews.submit(token, review(kettle!.line, 5), "en")).toEqual({ ok: true });
    expect(await shop.reviews.submit(token, review(99, 5), "en")).toEqual({
      ok: false,
      refusal: reviewMessages.line,
    });
    expect((await shop.reviews.page(token))!.lines.map((line) => line.reviewed)).toEqual([
      true,
      true,
    ]);
  });
});

describe("moderation", () => {
  it("publishes, rejects for a listed reason kept with who and when, and rates from published only", async () => {
    const before = await shop.reviews.forProduct(fanId);
    const id = await deliveredOrder();
    await shop.orderDesk.setStatus(id, "delivered", owner);
    const token = (await shop.reviews.linkFor("order", id))!;
    await shop.reviews.submit(token, review(0, 2), "en");
    const other = await deliveredOrder("Ravi Kumar", "9876500002");
    await shop.orderDesk.setStatus(other, "delivered", owner);
    const otherToken = (await shop.reviews.linkFor("order", other))!;
    await shop.reviews.submit(otherToken, review(0, 5), "en");

    const [low, high] = (await reviewIdsOf(fanId)).slice(-2);
    if (!low || !high) throw new Error("Both reviews are recorded");
    expect((await shop.reviews.forProduct(fanId)).tally).toEqual(before.tally);

    expect(await shop.reviews.publish(high.id, owner)).toBe(true);
    expect(await shop.reviews.publish(high.id, owner)).toBe(false);
    expect(await shop.reviews.reject(low.id, "personal-data", owner)).toBe(true);
    // A rejection stands: the review is not published afterwards.
    expect(await shop.reviews.publish(low.id, owner)).toBe(false);
    const { decided } = await shop.reviews.forModeration();
    expect(decided.find((row) => row.id === low.id)).toMatchObject({
      status: "rejected",
      rejectionReason: "personal-data",
      moderatedBy: owner.email,
    });
    expect(decided.find((row) => row.id === low.id)?.moderatedAt).toBeTruthy();

    const after = await shop.reviews.forProduct(fanId);
    expect(after.tally).toEqual({
      count: before.tally.count + 1,
      starsTotal: before.tally.starsTotal + 5,
    });
    expect(after.reviews[0]).toMatchObject({ id: high.id, stars: 5, firstName: null });

    expect(await shop.reviews.answer(high.id, "Thank you, Ravi ji!", owner)).toBe(true);
    expect((await shop.reviews.forProduct(fanId)).reviews[0]?.answer).toBe("Thank you, Ravi ji!");
  });

  it("refuses a database check for a reason not on the list", async () => {
    await expect(
      shop.database.db
        .updateTable("reviews")
        .set({ rejection_reason: "negative" as never })
        .execute(),
    ).rejects.toThrow();
  });
});

describe("erasing a customer", () => {
  it("removes their first name from their reviews and keeps the stars", async () => {
    const mobile = "9876500003";
    const id = await deliveredOrder("Meena Iyer", mobile);
    await shop.orderDesk.setStatus(id, "delivered", owner);
    const token = (await shop.reviews.linkFor("order", id))!;
    await shop.reviews.submit(token, review(1, 4, true), "en");
    const mine = (await reviewIdsOf(kettleId)).at(-1)!;
    expect(mine.first_name).toBe("Meena");
    await shop.reviews.publish(mine.id, owner);

    await shop.customerErasure.erase(mobile, owner);
    const stored = (await reviewIdsOf(kettleId)).find((row) => row.id === mine.id);
    expect(stored).toMatchObject({ first_name: null, status: "published" });
    const shown = (await shop.reviews.forProduct(kettleId)).reviews.find((r) => r.id === mine.id);
    expect(shown).toMatchObject({ stars: 4, firstName: null });
  });
});
