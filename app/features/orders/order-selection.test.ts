import { describe, expect, it } from "vitest";
import { dashboardQueryFrom } from "./dashboard-query";
import { isPageSelected, matchingIdsPath, withOrders } from "./order-selection";

describe("the dashboard's selection", () => {
  it("adds a page of orders to what was selected before, once each", () => {
    expect([...withOrders(new Set([3]), [1, 2, 3], true)].sort()).toEqual([1, 2, 3]);
  });

  it("takes a page of orders out and keeps the others", () => {
    expect([...withOrders(new Set([1, 2, 9]), [1, 2, 3], false)]).toEqual([9]);
  });

  it("counts a page as selected only when every order on it is", () => {
    expect(isPageSelected(new Set([1, 2]), [1, 2])).toBe(true);
    expect(isPageSelected(new Set([1]), [1, 2])).toBe(false);
    expect(isPageSelected(new Set(), [])).toBe(false);
  });

  it("asks for every matching order under the view's filters, whatever its page", () => {
    const query = dashboardQueryFrom(new URLSearchParams("q=asha&status=pending&page=3"));
    const url = new URL(matchingIdsPath(query), "http://shop.test");
    expect(url.pathname).toBe("/admind");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "asha",
      status: "pending",
      select: "matching",
    });
  });
});
