import { describe, expect, it } from "vitest";
import { parseOrderListQuery } from "../../../domain/order-desk-schemas";
import { dashboardQueryFrom, searchAfterFilterChange } from "./dashboard-query";

describe("dashboard URL", () => {
  it("reads every filter of a bookmarked view", () => {
    const query = dashboardQueryFrom(
      new URLSearchParams("q=asha&status=pending&sort=oldest&days=7&urgent=1&page=3"),
    );
    expect(query).toMatchObject({
      q: "asha",
      status: "pending",
      sort: "oldest",
      days: 7,
      urgent: true,
      flagged: false,
      page: 3,
    });
  });

  it("drops only the bad value of a URL and keeps the other filters", () => {
    const query = dashboardQueryFrom(new URLSearchParams("q=asha&sort=cheapest&page=-2"));
    expect(query).toMatchObject({ q: "asha", sort: "pending-first", page: 1, status: "all" });
  });

  it("drops a search the shop could not store and a page size out of range", () => {
    const query = dashboardQueryFrom(new URLSearchParams("q=a%00b&pageSize=500&days=0"));
    expect(query).toMatchObject({ q: undefined, pageSize: 25, days: undefined });
  });

  // The page reads its URL without zod; the admin API checks the same filters with the schema.
  it.each([
    "",
    "q=+Asha+&status=pending&utm=x",
    "q=asha&status=pending&sort=oldest&days=7&urgent=1&page=3",
    "channel=all&flagged=true&urgent=0&pageSize=10",
    "channel=counter&days=3650&page=12&pageSize=100&sort=price-high",
    "status=pending&status=delivered",
    "days=7.0&page=2",
    "q=&urgent=false&flagged=false",
  ])("reads a valid view as the API's schema does: %s", (search) => {
    const params = new URLSearchParams(search);
    expect(dashboardQueryFrom(params)).toEqual(parseOrderListQuery(params).data);
  });

  it.each(["q=" + "x".repeat(101), "sort=cheapest", "days=3651", "urgent=yes", "pageSize=9"])(
    "leaves out what the API's schema refuses: %s",
    (search) => {
      const params = new URLSearchParams(search);
      expect(parseOrderListQuery(params).success).toBe(false);
      expect(dashboardQueryFrom(params)).toEqual(parseOrderListQuery(new URLSearchParams()).data);
    },
  );

  it("starts again at page 1 when a filter changes", () => {
    const query = dashboardQueryFrom(new URLSearchParams("status=pending&page=4"));
    expect(searchAfterFilterChange(query, { sort: "price-high" })).toBe(
      "status=pending&sort=price-high",
    );
  });

  it("leaves defaults out of the URL", () => {
    const query = dashboardQueryFrom(new URLSearchParams("status=delivered"));
    expect(searchAfterFilterChange(query, { status: "all" })).toBe("");
  });
});
