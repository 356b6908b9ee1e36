import { describe, expect, it } from "vitest";
import { averageStars, firstNameOf, shownRating } from "./reviews";

describe("averageStars", () => {
  it.each([
    [{ count: 0, starsTotal: 0 }, 0],
    [{ count: 1, starsTotal: 4 }, 4],
    [{ count: 2, starsTotal: 9 }, 4.5],
    [{ count: 3, starsTotal: 13 }, 4.3],
    [{ count: 20, starsTotal: 87 }, 4.4],
    [{ count: 3, starsTotal: 5 }, 1.7],
  ])("averages %j to %s", (tally, average) => {
    expect(averageStars(tally)).toBe(average);
  });
});

describe("shownRating", () => {
  it.each([
    [
      "the buyers' once there is a review",
      { rating: 4.4, reviews: 12480 },
      { count: 2, starsTotal: 7 },
      { rating: 3.5, count: 2, fromReviews: true },
    ],
    [
      "the typed one while there is none",
      { rating: 4.4, reviews: 12480 },
      { count: 0, starsTotal: 0 },
      { rating: 4.4, count: 12480, fromReviews: false },
    ],
    [
      "nothing when neither exists",
      { rating: 0, reviews: 0 },
      { count: 0, starsTotal: 0 },
      undefined,
    ],
    [
      "the buyers' even when nothing was typed",
      { rating: 0, reviews: 0 },
      { count: 1, starsTotal: 1 },
      { rating: 1, count: 1, fromReviews: true },
    ],
  ])("shows %s", (_case, typed, published, shown) => {
    expect(shownRating(typed, published)).toEqual(shown);
  });
});

describe("firstNameOf", () => {
  it.each([
    ["Sunita Agarwal", "Sunita"],
    ["  Ravi  ", "Ravi"],
    ["", ""],
  ])("takes %j to %j", (name, first) => {
    expect(firstNameOf(name)).toBe(first);
  });
});
