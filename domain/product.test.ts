import { describe, expect, it } from "vitest";
import { localizedDescription, localizedName } from "./product";

describe("a product's name and description in the page's language", () => {
  const fridge = {
    name: "Godrej 180 L Refrigerator",
    nameHi: "Godrej 180 लीटर फ्रिज",
    description: "Direct cool.",
    descriptionHi: "डायरेक्ट कूल।",
  };

  it("shows the Hindi texts on Hindi pages and the English ones on English pages", () => {
    expect(localizedName(fridge, "hi")).toBe("Godrej 180 लीटर फ्रिज");
    expect(localizedDescription(fridge, "hi")).toBe("डायरेक्ट कूल।");
    expect(localizedName(fridge, "en")).toBe("Godrej 180 L Refrigerator");
    expect(localizedDescription(fridge, "en")).toBe("Direct cool.");
  });

  it("falls back to English on Hindi pages when the shop wrote no Hindi", () => {
    const english = { ...fridge, nameHi: "", descriptionHi: "" };
    expect(localizedName(english, "hi")).toBe("Godrej 180 L Refrigerator");
    expect(localizedDescription(english, "hi")).toBe("Direct cool.");
    expect(localizedName({ name: "Iron" }, "hi")).toBe("Iron");
  });
});
