import { describe, expect, it } from "vitest";
import {
  addDays,
  formatShopClock,
  formatShopDate,
  formatShopDateTime,
  formatShopDay,
  shopDateOf,
  shopDayStart,
  SHOP_TIME_ZONE,
} from "./shop-time";
import { HTML_LANG, LOCALES } from "./locale";

/** Any Latin letter: a Hindi page's date must not carry English words (Nov, Tue, pm). */
const LATIN = /[A-Za-z]/;

describe("the shop's day", () => {
  it("is the date in India, which starts at 18:30 UTC the day before", () => {
    expect(shopDateOf(new Date("2026-11-21T18:29:59.999Z"))).toBe("2026-11-21");
    expect(shopDateOf(new Date("2026-11-21T18:30:00.000Z"))).toBe("2026-11-22");
    expect(shopDateOf(new Date("2026-12-31T19:00:00.000Z"))).toBe("2027-01-01");
  });

  it("agrees with Intl's Asia/Kolkata across a year of instants", () => {
    const india = new Intl.DateTimeFormat("en-CA", { timeZone: SHOP_TIME_ZONE });
    const start = Date.UTC(2027, 11, 31, 18, 0);
    for (let at = start; at < start + 400 * 24 * 3600_000; at += 5 * 3600_000 + 59_999) {
      expect(shopDateOf(at)).toBe(india.format(at));
    }
  });

  it("starts at midnight in India", () => {
    expect(shopDayStart("2026-11-22").toISOString()).toBe("2026-11-21T18:30:00.000Z");
    expect(shopDateOf(shopDayStart("2026-03-01"))).toBe("2026-03-01");
  });

  it("counts days across month, leap-year and year ends", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("shop dates in English", () => {
  it("write an instant in India time", () => {
    expect(formatShopDateTime("2026-11-21T09:34:00.000Z", "en")).toMatch(/^21 Nov 2026, 3:04\spm$/);
    // 20:00 UTC is 1:30 am the next day in India.
    expect(formatShopDateTime("2026-11-21T20:00:00.000Z", "en")).toMatch(/^22 Nov 2026, 1:30\sam$/);
  });

  it("write a clock to the second", () => {
    expect(formatShopClock(Date.parse("2026-11-21T09:34:09.000Z"), "en")).toMatch(/^3:04:09\spm$/);
  });

  it("write a day with its weekday, and a date with its year, whatever the time zone", () => {
    expect(formatShopDay("2026-11-24", "en")).toBe("Tue, 24 Nov");
    expect(formatShopDate("2027-02-21", "en")).toBe("21 Feb 2027");
  });
});

describe("shop dates in Hindi", () => {
  it("use Hindi month, weekday and day-part names with the same digits", () => {
    const at = formatShopDateTime("2026-11-21T09:34:00.000Z", "hi");
    expect(at).toMatch(/^21 नव॰ 2026, दोपहर 3:04$/);
    expect(formatShopDateTime("2026-11-21T16:34:00.000Z", "hi")).toContain("रात 10:04");
    expect(formatShopDay("2026-11-24", "hi")).toBe("मंगल, 24 नव॰");
    expect(formatShopDate("2027-02-21", "hi")).toBe("21 फ़र॰ 2027");
    expect(formatShopClock(Date.parse("2026-11-21T09:34:09.000Z"), "hi")).toBe("दोपहर 3:04:09");
  });

  it("carry no English word in any format", () => {
    for (let month = 0; month < 12; month++) {
      const day = new Date(Date.UTC(2026, month, 1 + month)).toISOString().slice(0, 10);
      for (const text of [
        formatShopDay(day, "hi"),
        formatShopDate(day, "hi"),
        formatShopDateTime(`${day}T01:00:00.000Z`, "hi"),
        formatShopDateTime(`${day}T13:00:00.000Z`, "hi"),
        formatShopClock(Date.parse(`${day}T07:00:00.000Z`), "hi"),
      ]) {
        expect(text, text).not.toMatch(LATIN);
      }
    }
  });
});

describe("the shop's dates, English beside Hindi", () => {
  // Instants as stored (UTC) and what a page shows of them in India: the shop's day moves at
  // 18:30 UTC, so 23:30 UTC is already 5 in the morning of the next day.
  it.each([
    ["2026-11-28T23:30:00.000Z", "en", "29 Nov 2026, 5:00 am", "Sun, 29 Nov", "29 Nov 2026"],
    ["2026-11-28T23:30:00.000Z", "hi", "29 नव॰ 2026, सुबह 5:00", "रवि, 29 नव॰", "29 नव॰ 2026"],
    ["2026-12-31T23:30:00.000Z", "en", "1 Jan 2027, 5:00 am", "Fri, 1 Jan", "1 Jan 2027"],
    ["2026-12-31T23:30:00.000Z", "hi", "1 जन॰ 2027, सुबह 5:00", "शुक्र, 1 जन॰", "1 जन॰ 2027"],
    ["2026-11-27T09:37:00.000Z", "en", "27 Nov 2026, 3:07 pm", "Fri, 27 Nov", "27 Nov 2026"],
    ["2026-11-27T09:37:00.000Z", "hi", "27 नव॰ 2026, दोपहर 3:07", "शुक्र, 27 नव॰", "27 नव॰ 2026"],
    ["2027-01-31T18:29:00.000Z", "en", "31 Jan 2027, 11:59 pm", "Sun, 31 Jan", "31 Jan 2027"],
    ["2027-01-31T18:29:00.000Z", "hi", "31 जन॰ 2027, रात 11:59", "रवि, 31 जन॰", "31 जन॰ 2027"],
  ] as const)("%s in %s: %s, %s, %s", (at, locale, dateTime, day, date) => {
    expect(formatShopDateTime(at, locale)).toBe(dateTime);
    expect(formatShopDay(shopDateOf(new Date(at)), locale)).toBe(day);
    expect(formatShopDate(shopDateOf(new Date(at)), locale)).toBe(date);
  });
});

describe("the shop's dates, written out", () => {
  // What the formatters used to ask of Intl, and still must write to the letter: the pages were
  // rendered on the server with Intl, and the owner knows its words.
  const hindiTime = (locale: string) => (locale === "hi-IN" ? { dayPeriod: "short" as const } : {});
  const intl = (locale: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options);

  it.each(LOCALES)(
    "in %s, write every instant and clock as Intl does, minute by minute across the day parts",
    (locale) => {
      const dateTime = intl(HTML_LANG[locale], {
        timeZone: SHOP_TIME_ZONE,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
        ...hindiTime(HTML_LANG[locale]),
      });
      const clock = intl(HTML_LANG[locale], {
        timeZone: SHOP_TIME_ZONE,
        hour: "numeric",
        minute: "2-digit",
        second: "2-digit",
        ...hindiTime(HTML_LANG[locale]),
      });
      // Two days minute by minute (every hour and day part's edge), then a year and more in steps
      // that fall on every month, day and second.
      const start = Date.UTC(2026, 11, 30, 18, 30);
      const instants = [
        ...Array.from({ length: 2 * 24 * 60 }, (_, minute) => start + minute * 60_000),
        ...Array.from(
          { length: 2000 },
          (_, step) => start + step * (5 * 3600_000 + 7 * 60_000 + 13_000),
        ),
      ];
      for (const at of instants) {
        expect(formatShopDateTime(at, locale)).toBe(dateTime.format(at));
        expect(formatShopClock(new Date(at).toISOString(), locale)).toBe(clock.format(at));
      }
    },
  );

  it.each(LOCALES)("in %s, write every day of two years as Intl does", (locale) => {
    const day = intl(HTML_LANG[locale], {
      timeZone: "UTC",
      weekday: "short",
      day: "numeric",
      month: "short",
    });
    const date = intl(HTML_LANG[locale], {
      timeZone: "UTC",
      day: "numeric",
      month: "short",
      year: "numeric",
    });
    for (let index = 0; index < 2 * 366; index += 1) {
      const shopDay = addDays("2027-12-25", index);
      const at = Date.parse(`${shopDay}T00:00:00Z`);
      expect(formatShopDay(shopDay, locale)).toBe(day.format(at));
      expect(formatShopDate(shopDay, locale)).toBe(date.format(at));
    }
  });

  it("refuses what is not a date, as Intl did", () => {
    expect(() => formatShopDateTime("not a date", "en")).toThrow(RangeError);
    expect(() => formatShopDate("2027-13-45", "hi")).toThrow(RangeError);
  });
});
