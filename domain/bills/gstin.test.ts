import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, gstinProblem, stateOfGstin } from "./gstin";

describe("GSTIN", () => {
  // 27AAPFU0939F1ZV is the GST portal's own sample; the others were checked against it by hand.
  it.each([
    "27AAPFU0939F1ZV",
    "27aapfu0939f1zv",
    " 27AAPFU0939F1ZV ",
    "07AAGFF2194N1Z1",
    "29AAGCB7383J1Z4",
  ])("accepts %s", (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
  });

  it.each([
    ["27AAPFU0939F1ZA", "check"],
    ["27AAPFU0939F1ZW", "check"],
    ["72AAPFU0939F1ZV", "state"],
    ["25AAPFU0939F1Z0", "state"],
    ["27AAPFU0939F1Z", "shape"],
    ["27AAPFU093XF1ZV", "shape"],
    ["2AAAPFU0939F1ZV", "shape"],
    ["", "shape"],
  ] as const)("refuses %s (%s)", (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it("computes the check character of the portal's sample", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("tells the state from the first two digits", () => {
    expect(stateOfGstin("27AAPFU0939F1ZV")).toEqual({ code: "27", name: "Maharashtra" });
    expect(stateOfGstin("07AAGFF2194N1Z1")).toEqual({ code: "07", name: "Delhi" });
    expect(stateOfGstin("99AAGFF2194N1Z1")).toBeNull();
  });
});
