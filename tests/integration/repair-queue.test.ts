import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RepairListQuery } from "../../domain/repair-desk";
import { MAX_REPAIRS_LISTED } from "../../domain/repair-queue";
import { insertRepair } from "../../server/modules/repairs/repair-booking.repository";
import { buildBooking } from "../factories/repair";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The repair queue past one page (issue 30): keyset pages of MAX_REPAIRS_LISTED that together hold
 * every matching repair once, in each sort, and the CSV export streamed in keyset batches.
 */
let shop: TestShop;
let admin: AdminSession;
const COUNT = 450;
const NAME = `Paging Tester ${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  shop = await createTestShop();
  admin = await signInAdmin(shop);
  const base = Date.parse("2026-11-01T10:00:00Z");
  await shop.database.db.transaction().execute(async (trx) => {
    for (let index = 0; index < COUNT; index += 1) {
      const booking = buildBooking({
        customerName: NAME,
        // Many share a visit day and a time, so the pages must break ties by id.
        preferredDate: `2026-12-0${1 + (index % 3)}`,
        preferredSlot: (["morning", "afternoon", "evening"] as const)[index % 3],
      });
      await insertRepair(trx, {
        ...booking,
        ticketNumber: `REP2611${String(index).padStart(8, "0")}`,
        requestHash: `hash-${index}`,
        problem: "Not cooling",
        createdAt: new Date(base + Math.floor(index / 7) * 60_000).toISOString(),
      });
    }
  });
}, 120_000);

afterAll(() => shop.close());

async function everyPage(query: RepairListQuery) {
  const pages: number[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = (await shop.repairQueue.page(query, after))!;
    expect(page.matching).toBe(COUNT);
    pages.push(page.repairs.map((repair) => repair.id));
    if (!page.next) return pages;
    after = page.next;
  }
}

describe("the queue's pages", () => {
  it.each(["newest", "oldest", "visit"] as const)(
    "hold every repair once, in the %s order, a page at a time",
    async (sort) => {
      const query = { q: NAME, sort };
      const pages = await everyPage(query);
      expect(pages.map((page) => page.length)).toEqual([
        MAX_REPAIRS_LISTED,
        MAX_REPAIRS_LISTED,
        COUNT - 2 * MAX_REPAIRS_LISTED,
      ]);
      const ids = pages.flat();
      expect(new Set(ids).size).toBe(COUNT);
      // The same order as one query for all of them, which the export reads.
      const csv = await (
        await shop.app.request(
          `${TEST_ORIGIN}/api/admin/repairs/export.csv?q=${encodeURIComponent(NAME)}&sort=${sort}`,
          { headers: admin.headers },
        )
      ).text();
      const tickets = csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((row) => row.split(",")[0]);
      const byId = new Map(
        (await shop.repairQueue.list({ q: NAME, sort })).repairs.map((r) => [r.id, r.ticketNumber]),
      );
      expect(tickets).toHaveLength(COUNT);
      expect(tickets.slice(0, MAX_REPAIRS_LISTED)).toEqual(pages[0]!.map((id) => byId.get(id)));
    },
  );

  it("refuses a page that no earlier page named", async () => {
    expect(await shop.repairQueue.page({}, "not-a-cursor")).toBeUndefined();
    expect(
      await shop.repairQueue.page({}, Buffer.from("[1]").toString("base64url")),
    ).toBeUndefined();
  });

  it("says there is no next page when the repairs fit on one", async () => {
    const page = await shop.repairQueue.list({ q: "REP261100000001" });
    expect(page.repairs).toHaveLength(1);
    expect(page.next).toBeNull();
  });
});
