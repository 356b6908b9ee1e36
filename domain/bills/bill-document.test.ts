import { describe, expect, it } from "vitest";
import { shopInLanguage } from "../shop-texts-hindi";
import { sellerAddressIn, sellerOf } from "./bill-document";
import { repairBillDraft, type RepairForBill } from "./bill-drafts";
import { defaultTaxSettings } from "./tax-settings";

const shop = {
  ...defaultTaxSettings,
  name: "Sharma Electronics",
  address: "12 Station Road",
  city: "Pune",
  phone: "+91 98765 43210",
  addressHi: "",
  cityHi: "",
  deliveryLine: "",
  deliveryLineHi: "",
  callbackPromise: "",
  callbackPromiseHi: "",
  paymentLine: "",
  paymentLineHi: "",
  termsMarkdown: "",
  termsMarkdownHi: "",
  privacyMarkdown: "",
  privacyMarkdownHi: "",
  openingHours: [],
};

const addressesOf = (settings: typeof shop) => {
  const seller = sellerOf(settings, shopInLanguage(settings, "hi"));
  return [sellerAddressIn(seller, "hi"), sellerAddressIn(seller, "en")];
};

describe("the seller's address on a bill", () => {
  it.each([
    ["both in Hindi", { addressHi: "12 स्टेशन रोड", cityHi: "पुणे" }, "12 स्टेशन रोड, पुणे"],
    ["the city not yet in Hindi", { addressHi: "12 स्टेशन रोड" }, "12 स्टेशन रोड, Pune"],
    ["no Hindi given", {}, "12 Station Road, Pune"],
    [
      "an address typed for bills",
      { addressHi: "12 स्टेशन रोड", billAddress: "Plot 4, MIDC, Pune" },
      "Plot 4, MIDC, Pune",
    ],
  ])("in Hindi, with %s, is '%s'", (_case, change, hindi) => {
    const [inHindi, inEnglish] = addressesOf({ ...shop, ...change });
    expect(inHindi).toBe(hindi);
    expect(inEnglish).toBe("billAddress" in change ? change.billAddress : "12 Station Road, Pune");
  });
});

const repair: RepairForBill = {
  id: 7,
  ticketNumber: "REP-20261128-000001",
  appliance: "washing-machine",
  brand: "LG",
  buyer: { name: "Asha", mobile: "9876543210", address: "" },
  estimateLines: null,
  paymentPaise: 1_200_00,
  paymentMethod: "cash",
  warrantyUntil: null,
  locale: "hi",
};

describe("a repair's bill lines", () => {
  it("names the appliance on the one line of a repair closed without an estimate", () => {
    expect(repairBillDraft(repair, defaultTaxSettings).lines).toMatchObject([
      {
        description: "Repair of Washing Machine",
        repairOf: "washing-machine",
        unitPrice: 1_200_00,
      },
    ]);
  });

  it("keeps the owner's estimate lines as typed, in any language", () => {
    const lines = repairBillDraft(
      {
        ...repair,
        estimateLines: [
          { kind: "part", description: "Drain pump", amountPaise: 900_00 },
          { kind: "labour", description: "Labour", amountPaise: 300_00 },
        ],
      },
      defaultTaxSettings,
    ).lines;
    expect(lines.map((line) => [line.description, line.kind, line.repairOf])).toEqual([
      ["Drain pump", "goods", undefined],
      ["Labour", "service", undefined],
    ]);
  });
});
