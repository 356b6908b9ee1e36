import { describe, expect, it } from "vitest";
import {
  CLEAR_ALL_PHRASE,
  clearAllOrdersSchema,
  formatOrderDate,
  isUrgent,
  neutraliseCsvCell,
  orderExportFileName,
  orderExportRow,
  orderListSearchParams,
  parseOrderListQuery,
  reportRangeSchema,
} from "./order-desk";

describe("the dashboard's URL", () => {
  it("reads filters with defaults and ignores parameters it does not know", () => {
    const parsed = parseOrderListQuery(new URLSearchParams("q= Asha &status=pending&utm=x"));
    expect(parsed.success && parsed.data).toEqual({
      q: "Asha",
      status: "pending",
      sort: "newest",
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

describe("report ranges", () => {
  it("take whole days, start before end, at most 366 of them", () => {
    expect(reportRangeSchema.safeParse({ from: "2026-11-01", to: "2026-11-01" }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: "2026-11-02", to: "2026-11-01" }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: "2025-01-01", to: "2025-12-31" }).success).toBe(
      true,
    );
    expect(reportRangeSchema.safeParse({ from: "2024-01-01", to: "2025-01-01" }).success).toBe(
      false,
    );
    expect(reportRangeSchema.safeParse({ from: "1 Nov", to: "2026-11-01" }).success).toBe(false);
  });
});

describe("the CSV export", () => {
  it("makes cells that a spreadsheet would run as a formula plain text", () => {
    for (const cell of ["=1+1", "+91", "-2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(neutraliseCsvCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCsvCell("Asha = Verma")).toBe("Asha = Verma");
    expect(neutraliseCsvCell("")).toBe("");
  });

  it("writes an order in the export's columns, in rupees and India time", () => {
    expect(
      orderExportRow({
        orderNumber: "ORD261121123456",
        customerName: '=HYPERLINK("http://evil.example","Click")',
        customerMobile: "9829012345",
        status: "processing",
        totalPaise: 123_450,
        itemsCount: 3,
        createdAt: "2026-11-21T09:34:00.000Z",
      }),
    ).toEqual([
      "ORD261121123456",
      `'=HYPERLINK("http://evil.example","Click")`,
      "'+91 98290 12345",
      "Processing",
      "1234.50",
      3,
      formatOrderDate("2026-11-21T09:34:00.000Z"),
    ]);
  });

  it("names the file by the day in India", () => {
    expect(orderExportFileName(new Date("2026-11-21T20:00:00.000Z"))).toBe("orders_2026-11-22.csv");
    expect(orderExportFileName(new Date("2026-11-21T10:00:00.000Z"))).toBe("orders_2026-11-21.csv");
  });
});

describe("order display", () => {
  it("shows a date in India time", () => {
    expect(formatOrderDate("2026-11-21T09:34:00.000Z")).toMatch(/21 Nov 2026, 3:04\s?pm/i);
  });
});
