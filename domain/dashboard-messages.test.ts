import { describe, expect, it } from "vitest";
import {
  bulkDeleteNotification,
  bulkStatusNotification,
  dashboardMessages,
  dashboardPrompts,
  orderCountLine,
} from "./dashboard-messages";

describe("dashboard messages", () => {
  it("writes the new status upper-case in the spec's status message", () => {
    expect(dashboardMessages.statusUpdated("ORD261121123456", "confirmed")).toBe(
      "Order ORD261121123456 status updated to CONFIRMED",
    );
  });

  it("asks before deleting an order with the spec's prompt", () => {
    expect(dashboardPrompts.deleteOrder("ORD261121123456")).toBe(
      "Are you sure you want to delete order ORD261121123456? This action cannot be undone.",
    );
  });

  it("counts the matching orders against every order", () => {
    expect(orderCountLine(3, 120)).toBe("3 of 120 orders");
  });

  it("names the days of the date window", () => {
    expect(dashboardMessages.showingLastDays(7)).toBe("Showing orders from last 7 days");
  });
});

describe("bulk results", () => {
  it("reports a bulk status change that reached every order as a success", () => {
    expect(bulkStatusNotification({ updated: [1, 2, 3], missing: [] }, "delivered")).toEqual({
      message: "3 orders updated to DELIVERED",
      type: "success",
      show: true,
    });
  });

  it("reports a bulk status change with vanished orders as a failure", () => {
    expect(bulkStatusNotification({ updated: [1], missing: [2] }, "delivered")).toEqual({
      message: "Failed to update some orders",
      type: "error",
      show: true,
    });
  });

  it("reports a complete bulk delete as a success", () => {
    expect(bulkDeleteNotification({ deleted: [4, 5], missing: [], billed: [] })).toEqual({
      message: "2 orders deleted successfully",
      type: "success",
      show: true,
    });
  });

  it("reports a partial bulk delete as n of m", () => {
    expect(bulkDeleteNotification({ deleted: [4, 5], missing: [6], billed: [] })).toEqual({
      message: "2 of 3 orders deleted",
      type: "error",
      show: true,
    });
  });

  it("names the bills of the orders a bulk delete kept, and says to issue a credit note", () => {
    const billed = [
      { id: 7, orderNumber: "ORD261201000007", billNumber: "DK/26-27/00007" },
      { id: 8, orderNumber: "ORD261201000008", billNumber: "DK/26-27/00008" },
    ];
    expect(bulkDeleteNotification({ deleted: [4], missing: [], billed })).toEqual({
      message:
        "1 of 3 orders deleted. 2 orders were kept: they have a bill (DK/26-27/00007, DK/26-27/00008), which is kept as issued. To cancel a billed sale, issue a credit note on its bill.",
      type: "error",
      show: true,
    });
  });
});
