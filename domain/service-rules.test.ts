import { describe, expect, it } from "vitest";
import { formatClockTime, serviceRulesDefaults } from "./service-rules";
import { defaultSettings, settingsPatchSchema } from "./settings";

describe("formatClockTime", () => {
  it.each([
    ["13:00", "1 pm", "दोपहर 1 बजे"],
    ["13:30", "1:30 pm", "दोपहर 1:30 बजे"],
    ["09:00", "9 am", "सुबह 9 बजे"],
    ["12:00", "12 pm", "दोपहर 12 बजे"],
    ["17:15", "5:15 pm", "शाम 5:15 बजे"],
    ["00:00", "12 am", "रात 12 बजे"],
  ])("says %s as '%s' and '%s'", (time, english, hindi) => {
    expect(formatClockTime(time, "en")).toBe(english);
    expect(formatClockTime(time, "hi")).toBe(hindi);
  });
});

describe("the service rules settings", () => {
  it("start as the shop's old constants: 1 pm, 25 km, 14 days", () => {
    expect(serviceRulesDefaults).toEqual({
      sameDayCutoff: "13:00",
      deliveryRadiusKm: 25,
      bookingDaysAhead: 14,
    });
    expect(defaultSettings({} as never)).toMatchObject(serviceRulesDefaults);
  });

  it("refuse a time that is not a time, and out-of-range numbers, with specific messages", () => {
    const refused = settingsPatchSchema.safeParse({
      sameDayCutoff: "1 pm",
      deliveryRadiusKm: -1,
      bookingDaysAhead: 0,
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      "Give the same-day cut-off as a time, like 13:00",
      "Delivery radius must be at least 0",
      "Days ahead a repair can be booked must be at least 1",
    ]);
    expect(settingsPatchSchema.parse({ sameDayCutoff: "16:30" })).toEqual({
      sameDayCutoff: "16:30",
    });
  });
});
