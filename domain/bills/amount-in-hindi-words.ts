import type { Paise } from "../money";
import { amountIn, wholeNumberIn, type NumberWords } from "./amount-in-words";

/**
 * Hindi has its own word for every number from 1 to 99 (सड़सठ is 67, not 'sixty-seven'), so the
 * words are a table, not tens and units put together. Spelt as the standard Hindi counting
 * (Kendriya Hindi Nideshalaya's), with the nukta as the shop's other Hindi texts write it.
 */
const BELOW_HUNDRED = [
  "",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरेपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरेसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उनासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानवे",
  "बानवे",
  "तिरानवे",
  "चौरानवे",
  "पचानवे",
  "छियानवे",
  "सत्तानवे",
  "अट्ठानवे",
  "निन्यानवे",
] as const;

/** A number from 1 to 99 in Hindi. */
export function hindiBelowHundred(value: number): string {
  const word = BELOW_HUNDRED[value];
  if (!Number.isInteger(value) || value < 1 || !word) {
    throw new RangeError(`Only 1 to 99 have a Hindi word of their own, not ${value}`);
  }
  return word;
}

export const HINDI_NUMBER_WORDS: NumberWords = {
  belowHundred: hindiBelowHundred,
  zero: "शून्य",
  hundred: "सौ",
  thousand: "हज़ार",
  lakh: "लाख",
  crore: "करोड़",
  rupee: "रुपया",
  rupees: "रुपये",
  paisa: "पैसा",
  paise: "पैसे",
  and: "और",
  only: "मात्र",
};

/** A whole number in Hindi in Indian numbering: करोड़, लाख, हज़ार, सौ (1,23,45,678). */
export const hindiWholeNumberInWords = (value: number) => wholeNumberIn(HINDI_NUMBER_WORDS, value);

/**
 * The bill's amount in Hindi words, as Hindi bills write it:
 * 'सड़सठ हज़ार चार सौ नवासी रुपये मात्र', with 'और पचास पैसे' when there are paise.
 */
export const amountInHindiWords = (amount: Paise) => amountIn(HINDI_NUMBER_WORDS, amount);
