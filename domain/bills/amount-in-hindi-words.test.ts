import { describe, expect, it } from "vitest";
import {
  amountInHindiWords,
  hindiBelowHundred,
  hindiWholeNumberInWords,
} from "./amount-in-hindi-words";

describe("amountInHindiWords", () => {
  it.each([
    [6_748_900, "सड़सठ हज़ार चार सौ नवासी रुपये मात्र"],
    [0, "शून्य रुपये मात्र"],
    [100, "एक रुपया मात्र"],
    [1, "शून्य रुपये और एक पैसा मात्र"],
    [49_950, "चार सौ निन्यानवे रुपये और पचास पैसे मात्र"],
    [1_000_00, "एक हज़ार रुपये मात्र"],
    [10_050_00, "दस हज़ार पचास रुपये मात्र"],
    [10_000_000, "एक लाख रुपये मात्र"],
    [1_10_000_00, "एक लाख दस हज़ार रुपये मात्र"],
    [2_35_999_00, "दो लाख पैंतीस हज़ार नौ सौ निन्यानवे रुपये मात्र"],
    [1_000_000_000, "एक करोड़ रुपये मात्र"],
    [1_23_45_678_00, "एक करोड़ तेईस लाख पैंतालीस हज़ार छह सौ अठहत्तर रुपये मात्र"],
    [999_999_999_99, "निन्यानवे करोड़ निन्यानवे लाख निन्यानवे हज़ार नौ सौ निन्यानवे रुपये और निन्यानवे पैसे मात्र"],
  ])("writes %i paise as '%s'", (paise, words) => {
    expect(amountInHindiWords(paise)).toBe(words);
  });

  it.each([
    [11, "ग्यारह"],
    [19, "उन्नीस"],
    [29, "उनतीस"],
    [38, "अड़तीस"],
    [44, "चवालीस"],
    [49, "उनचास"],
    [53, "तिरेपन"],
    [67, "सड़सठ"],
    [79, "उनासी"],
    [89, "नवासी"],
    [99, "निन्यानवे"],
  ])("has its own word for %i: %s", (value, word) => {
    expect(hindiBelowHundred(value)).toBe(word);
  });

  it("has one distinct single word for every number from 1 to 99", () => {
    const words = Array.from({ length: 99 }, (_, index) => hindiBelowHundred(index + 1));
    expect(new Set(words).size).toBe(99);
    for (const word of words) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it("counts crores past ninety-nine in Indian numbering too", () => {
    expect(hindiWholeNumberInWords(1_234_00_00_000)).toBe("एक हज़ार दो सौ चौंतीस करोड़");
    expect(hindiWholeNumberInWords(1_00_00_00_000)).toBe("एक सौ करोड़");
  });

  it("refuses what is not whole paise from zero", () => {
    expect(() => amountInHindiWords(-100)).toThrow(RangeError);
    expect(() => amountInHindiWords(1.5)).toThrow(RangeError);
    expect(() => hindiBelowHundred(100)).toThrow(RangeError);
  });
});
