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
    expect(bulkDeleteNotification({ deleted: [4, 5], missing: [] })).toEqual({
      message: "2 orders deleted successfully",
      type: "success",
      show: true,
    });
  });

  it("reports a partial bulk delete as n of m", () => {
    expect(bulkDeleteNotification({ deleted: [4, 5], missing: [6] })).toEqual({
      message: "2 of 3 orders deleted",
      type: "error",
      show: true,
    });
  });
});
