import { describe, expect, it } from "vitest";
import {
  CLEAR_ALL_PHRASE,
  dashboardPeriod,
  isUrgent,
  itemsLine,
  orderListSearchParams,
  periodLabel,
  shopToday,
} from "./order-desk";
import { clearAllOrdersSchema, parseOrderListQuery } from "./order-desk-schemas";

describe("the dashboard's URL", () => {
  it("reads filters with defaults and ignores parameters it does not know", () => {
    const parsed = parseOrderListQuery(new URLSearchParams("q= Asha &status=pending&utm=x"));
    expect(parsed.success && parsed.data).toEqual({
      q: "Asha",
      status: "pending",
      sort: "pending-first",
      urgent: false,
      flagged: false,
      page: 1,
      pageSize: 25,
    });
  });

  it("refuses a status or sort it does not know", () => {
    expect(parseOrderListQuery(new URLSearchParams("status=shipped")).success).toBe(false);
    expect(parseOrderListQuery(new URLSearchParams("sort=cheapest")).success).toBe(false);
  });

  it("writes back only what differs from the defaults, so the same view reads the same", () => {
    const params = orderListSearchParams({
      q: "ravi",
      status: "all",
      sort: "price-high",
      days: 7,
      urgent: true,
      flagged: false,
      page: 2,
      pageSize: 25,
    });
    expect(params.toString()).toBe("q=ravi&sort=price-high&days=7&urgent=1&page=2");
    const again = parseOrderListQuery(params);
    expect(again.success && again.data).toMatchObject({
      q: "ravi",
      days: 7,
      urgent: true,
      page: 2,
    });
  });
});

describe("urgent orders", () => {
  const now = new Date("2026-11-21T12:00:00.000Z");

  it("are pending for more than 24 hours", () => {
    expect(isUrgent({ status: "pending", createdAt: "2026-11-20T11:59:59.000Z" }, now)).toBe(true);
    expect(isUrgent({ status: "pending", createdAt: "2026-11-20T12:00:00.000Z" }, now)).toBe(false);
    expect(isUrgent({ status: "confirmed", createdAt: "2026-11-01T00:00:00.000Z" }, now)).toBe(
      false,
    );
  });
});

describe("clearing every order", () => {
  it("needs exactly the typed phrase", () => {
    expect(clearAllOrdersSchema.safeParse({ confirmation: CLEAR_ALL_PHRASE }).success).toBe(true);
    expect(clearAllOrdersSchema.safeParse({ confirmation: "delete all orders" }).success).toBe(
      false,
    );
    expect(clearAllOrdersSchema.safeParse({}).success).toBe(false);
  });
});

describe("the dashboard's periods", () => {
  it("takes today from midnight in India, so 01:30 IST is already the new day", () => {
    expect(shopToday(new Date("2026-11-21T20:00:00Z"))).toEqual({
      fromIso: "2026-11-21T18:30:00.000Z",
      toIso: "2026-11-22T18:30:00.000Z",
    });
    expect(shopToday(new Date("2026-11-21T03:00:00Z")).fromIso).toBe("2026-11-20T18:30:00.000Z");
  });

  it("counts the summary over the date filter's days, and says which", () => {
    const now = new Date("2026-11-21T03:00:00Z");
    expect(dashboardPeriod(undefined, now)).toBeUndefined();
    expect(dashboardPeriod(7, now)?.fromIso).toBe("2026-11-14T03:00:00.000Z");
    expect([periodLabel(undefined), periodLabel(1), periodLabel(30)]).toEqual([
      "All time",
      "Last 24 hours",
      "Last 30 days",
    ]);
  });

  it("says what was bought as the first item and how many more", () => {
    expect(itemsLine("Fan", 0)).toBe("Fan");
    expect(itemsLine("Fan", 2)).toBe("Fan + 2 more");
    expect(itemsLine(undefined, 0)).toBe("");
  });
});
