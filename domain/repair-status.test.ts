import { describe, expect, it } from "vitest";
import { startsWithVisitCharge, type EstimateLine } from "./repair-status";

const visit: EstimateLine = { kind: "visit", description: "Visit charge", amountPaise: 299_00 };
const part: EstimateLine = { kind: "part", description: "Relay", amountPaise: 450_00 };

describe("the estimate form's visit charge line", () => {
  it.each([
    ["a home visit's first estimate", "home", null, true],
    ["a shop repair's first estimate", "shop", null, false],
    ["a home visit's estimate sent with it", "home", [visit, part], true],
    ["a home visit's estimate sent without it", "home", [part], false],
    ["a shop repair's estimate the owner added it to", "shop", [visit, part], true],
    ["a shop repair's estimate sent without it", "shop", [part], false],
  ] as const)("%s", (_name, visitType, sent, kept) => {
    expect(startsWithVisitCharge(visitType, sent)).toBe(kept);
  });
});
