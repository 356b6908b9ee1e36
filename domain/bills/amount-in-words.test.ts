import { describe, expect, it } from "vitest";
import { HINDI_NUMBER_WORDS } from "./amount-in-hindi-words";
import {
  amountIn,
  amountInWords,
  ENGLISH_NUMBER_WORDS,
  wholeNumberInWords,
} from "./amount-in-words";

describe("amountInWords", () => {
  it.each([
    [6_748_900, "Sixty-seven thousand four hundred eighty-nine rupees only"],
    [0, "Zero rupees only"],
    [100, "One rupee only"],
    [1, "Zero rupees and one paisa only"],
    [49_950, "Four hundred ninety-nine rupees and fifty paise only"],
    [10_000_000, "One lakh rupees only"],
    [
      1_23_45_678_00,
      "One crore twenty-three lakh forty-five thousand six hundred seventy-eight rupees only",
    ],
    [1_000_000_000, "One crore rupees only"],
    [
      999_999_999_99,
      "Ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees and ninety-nine paise only",
    ],
    [10_050_00, "Ten thousand fifty rupees only"],
    [1_10_000_00, "One lakh ten thousand rupees only"],
  ])("writes %i paise as '%s'", (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it("counts crores past ninety-nine in Indian numbering too", () => {
    expect(wholeNumberInWords(1_234_00_00_000)).toBe("one thousand two hundred thirty-four crore");
    expect(wholeNumberInWords(1_00_00_00_000)).toBe("one hundred crore");
  });

  it("refuses what is not whole paise from zero", () => {
    expect(() => amountInWords(-100)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe("one walk, two word tables", () => {
  it.each([
    [
      6_748_900,
      "Sixty-seven thousand four hundred eighty-nine rupees only",
      "सड़सठ हज़ार चार सौ नवासी रुपये मात्र",
    ],
    [100, "One rupee only", "एक रुपया मात्र"],
    [70_05_01, "Seven thousand five rupees and one paisa only", "सात हज़ार पाँच रुपये और एक पैसा मात्र"],
    [
      2_05_00_300_45,
      "Two crore five lakh three hundred rupees and forty-five paise only",
      "दो करोड़ पाँच लाख तीन सौ रुपये और पैंतालीस पैसे मात्र",
    ],
  ])("writes %i paise the same way in English and in Hindi", (paise, english, hindi) => {
    expect(amountIn(ENGLISH_NUMBER_WORDS, paise)).toBe(english);
    expect(amountIn(HINDI_NUMBER_WORDS, paise)).toBe(hindi);
  });
});
