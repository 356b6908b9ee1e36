import { describe, expect, it } from "vitest";
import type { OrderListRow } from "../../../domain/order-desk";
import { steadyRows } from "./use-changed-cards";

const row = (id: number, status: OrderListRow["status"] = "pending") =>
  ({ id, status }) as OrderListRow;

describe("steadyRows", () => {
  it("keeps a changed card where it was when the sort moves it or it leaves the page", () => {
    const held = new Map([[1, { index: 0, row: row(1, "confirmed") }]]);
    // Pending first: the confirmed order 1 went to the end of the reloaded page.
    expect(steadyRows([row(2), row(3), row(1, "confirmed")], held).map((r) => r.id)).toEqual([
      1, 2, 3,
    ]);
    // A status filter dropped it from the page: its held row is shown in its place.
    const shown = steadyRows([row(2), row(3)], held);
    expect(shown.map((r) => [r.id, r.status])).toEqual([
      [1, "confirmed"],
      [2, "pending"],
      [3, "pending"],
    ]);
  });

  it("shows the reloaded rows as sorted when no card was changed", () => {
    expect(steadyRows([row(2), row(1)], new Map()).map((r) => r.id)).toEqual([2, 1]);
  });
});
