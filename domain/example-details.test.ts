import { describe, expect, it } from "vitest";
import {
  BUILT_IN_ADDRESS,
  EXAMPLE_CONTACT,
  exampleDetailsShown,
  exampleDetailsTexts,
} from "./shop";

const demo = { address: BUILT_IN_ADDRESS.address, ...EXAMPLE_CONTACT };
const own = { address: "12 Station Road", phone: "9414012345", email: "shop@example.in" };

describe("the demo shop's details a shop still shows (issue 33)", () => {
  it.each([
    [
      demo,
      ["address", "phone", "email"],
      "Customers see the demo shop's address, phone number and e-mail, not your shop's.",
    ],
    [
      { ...demo, phone: own.phone },
      ["address", "email"],
      "Customers see the demo shop's address and e-mail, not your shop's.",
    ],
    [
      { ...own, email: demo.email },
      ["email"],
      "Customers see the demo shop's e-mail, not your shop's.",
    ],
    [own, [], undefined],
  ] as const)("%o → %o", (shop, shown, banner) => {
    expect(exampleDetailsShown(shop)).toEqual(shown);
    if (banner) expect(exampleDetailsTexts.banner(shown)).toBe(banner);
  });
});
