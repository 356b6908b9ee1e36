import { describe, expect, it } from "vitest";
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
