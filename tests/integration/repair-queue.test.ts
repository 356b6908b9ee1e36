import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { RepairListQuery } from "../../domain/repair-desk";
import { MAX_REPAIRS_LISTED } from "../../domain/repair-queue";
import { EXPORT_BATCH } from "../../server/modules/export/keyset-csv";
import { insertRepair } from "../../server/modules/repairs/repair-booking.repository";
import { buildBooking } from "../factories/repair";
import { takeLoggedErrors } from "../setup/fail-on-console-error";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The repair queue past one page (issue 30): keyset pages of MAX_REPAIRS_LISTED that together hold
 * every matching repair once, in each sort; the CSV export streamed in keyset batches of
 * EXPORT_BATCH, past two batch boundaries; and the queue page's 'Next 200 repairs' link, its
 * answer to a page no earlier page named, and a loader that fails, in the admin's chrome.
 */
let shop: TestShop;
let admin: AdminSession;
// Two whole export batches and half a page more: the CSV crosses a batch boundary twice, and the
// last page of the queue is a short one.
const COUNT = 2 * EXPORT_BATCH + MAX_REPAIRS_LISTED / 2;
const NAME = `Paging Tester ${randomBytes(3).toString("hex")}`;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
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

/** The ticket numbers of every page of the queue, a page at a time, following `next`. */
async function everyPage(query: RepairListQuery) {
  const pages: string[][] = [];
  let after: string | undefined;
  for (;;) {
    const page = (await shop.repairQueue.page(query, after))!;
    expect(page.matching).toBe(COUNT);
    pages.push(page.repairs.map((repair) => repair.ticketNumber));
    if (!page.next) return pages;
    after = page.next;
  }
}

async function page(path: string) {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers: admin.headers });
  // React's text separators out, so a sentence built from parts reads as one.
  return { status: response.status, html: (await response.text()).replaceAll("<!-- -->", "") };
}

/** The address the queue page's 'Next 200 repairs' link goes to, or undefined without one. */
function nextPageLink(html: string): string | undefined {
  const anchor = /<a [^>]*data-testid="repairs-next-page"[^>]*>/.exec(html)?.[0];
  return anchor && /href="([^"]+)"/.exec(anchor)?.[1]?.replaceAll("&amp;", "&");
}

describe("the queue's pages", () => {
  it.each(["newest", "oldest", "visit"] as const)(
    "hold every repair once, in the %s order, a page at a time; the CSV holds them all in that order",
    async (sort) => {
      const query = { q: NAME, sort };
      const pages = await everyPage(query);
      const full = Math.floor(COUNT / MAX_REPAIRS_LISTED);
      expect(pages.map((page) => page.length)).toEqual([
        ...Array<number>(full).fill(MAX_REPAIRS_LISTED),
        COUNT - full * MAX_REPAIRS_LISTED,
      ]);
      const tickets = pages.flat();
      expect(new Set(tickets).size).toBe(COUNT);
      // The export reads the same order in batches of EXPORT_BATCH: every repair, once, in order.
      const csv = await (
        await shop.app.request(
          `${TEST_ORIGIN}/api/admin/repairs/export.csv?q=${encodeURIComponent(NAME)}&sort=${sort}`,
          { headers: admin.headers },
        )
      ).text();
      const exported = csv
        .trim()
        .split("\r\n")
        .slice(1)
        .map((row) => row.split(",")[0]);
      expect(exported).toEqual(tickets);
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

describe("the queue page", () => {
  const first = `/admin/repairs?q=${encodeURIComponent(NAME)}`;

  it("links the next 200 repairs, whose page links back to the first", async () => {
    const [one, two] = (await everyPage({ q: NAME })) as [string[], string[]];
    const opened = await page(first);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain(`${COUNT} repairs (${MAX_REPAIRS_LISTED} a page)`);
    expect(opened.html).toContain(`Next ${MAX_REPAIRS_LISTED} repairs`);
    expect(opened.html).toContain(one[0]);
    expect(opened.html).not.toContain(">First page<");

    const next = nextPageLink(opened.html);
    expect(next).toMatch(/^\/admin\/repairs\?q=.+&after=/);
    const second = await page(next!);
    expect(second.status).toBe(200);
    for (const ticket of two) expect(second.html).toContain(ticket);
    for (const ticket of one) expect(second.html).not.toContain(ticket);
    expect(second.html).toContain(">First page<");
    expect(nextPageLink(second.html)).not.toBe(next);
  });

  it("answers a page no earlier page named in the admin's chrome, with the way back to the first", async () => {
    const refused = await page(`${first}&after=not-a-cursor`);
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('aria-label="Admin"');
    expect(refused.html).toContain(
      "/admin/repairs could not be shown (400): This page of the queue is not known: start from the first. Nothing was changed.",
    );
    expect(refused.html).toMatch(/<a href="\/admin\/repairs"[^>]*>Start again<\/a>/);
  });

  it("says a loader that failed failed, in the admin's chrome", async () => {
    vi.spyOn(shop.repairQueue, "page").mockRejectedValueOnce(new Error("The disk went away"));
    const failed = await page(first);
    expect(failed.status).toBe(500);
    expect(failed.html).toContain('aria-label="Admin"');
    expect(failed.html).toContain("This page could not be shown");
    expect(failed.html).toContain(
      "Loading /admin/repairs failed on the server. Nothing was changed; refresh to try again.",
    );
    expect(takeLoggedErrors().flat().join(" ")).toContain("The disk went away");
  });
});
