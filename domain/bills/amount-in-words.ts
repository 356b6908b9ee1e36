import type { Paise } from "../money";

const ONES = [
  "",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

function belowHundred(value: number): string {
  if (value < 20) return ONES[value]!;
  const unit = value % 10;
  return TENS[Math.floor(value / 10)]! + (unit ? `-${ONES[unit]}` : "");
}

function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : "", rest ? belowHundred(rest) : ""]
    .filter(Boolean)
    .join(" ");
}

/** A whole number in Indian numbering: crore, lakh, thousand, hundred (1,23,45,678). */
export function wholeNumberInWords(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`Only whole numbers from 0 can be written out, not ${value}`);
  }
  if (value === 0) return "zero";
  const crores = Math.floor(value / 1_00_00_000);
  const lakhs = Math.floor(value / 1_00_000) % 100;
  const thousands = Math.floor(value / 1000) % 100;
  const rest = value % 1000;
  return [
    // Past 99 crore the count of crores is itself written in Indian numbering ('one hundred crore').
    crores ? `${wholeNumberInWords(crores)} crore` : "",
    lakhs ? `${belowHundred(lakhs)} lakh` : "",
    thousands ? `${belowHundred(thousands)} thousand` : "",
    rest ? belowThousand(rest) : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The bill's amount in words, as Indian bills write it:
 * 'Sixty-seven thousand four hundred eighty-nine rupees only', with 'and fifty paise' when
 * there are paise.
 */
export function amountInWords(amount: Paise): string {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`An amount must be whole paise from 0, not ${amount}`);
  }
  const rupees = Math.floor(amount / 100);
  const paise = amount % 100;
  const rupeeWords = `${wholeNumberInWords(rupees)} ${rupees === 1 ? "rupee" : "rupees"}`;
  const paiseWords = paise ? ` and ${belowHundred(paise)} ${paise === 1 ? "paisa" : "paise"}` : "";
  const words = `${rupeeWords}${paiseWords} only`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}
