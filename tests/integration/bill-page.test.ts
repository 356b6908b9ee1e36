import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_ORIGIN } from "../setup/admin-session";
import { buildOrderRequest } from "../factories/order";
import { buildProduct } from "../factories/product";
import { buildBooking } from "../factories/repair";
import { createTestShop, type TestShop } from "../setup/test-shop";

/** The customer's bill behind its private link (/bill/<token>, issue 32), in English and Hindi. */
let shop: TestShop;
let token: string;
let hindiToken: string;
let hindiRepairToken: string;
let repairTicket: string;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  await shop.settings.update({
    gstRegistration: "regular",
    gstin: "27AAPFU0939F1ZV",
    legalName: "Sharma Electronics",
    upiId: "sharma@okhdfc",
    upiPayeeName: "Sharma Electronics",
    address: "12 Station Road",
    city: "Pune",
    addressHi: "12 स्टेशन रोड",
    cityHi: "पुणे",
  });
  const [acId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "LG 1.5 Ton Split AC",
      category: "Air Conditioners",
      pricePaise: 67_489_00,
      oldPricePaise: 0,
    }),
  ])) as [number];
  const { order } = await shop.orders.placeOrder(
    // A bill of ₹50,000 or more shows the customer's address (Rule 46).
    buildOrderRequest([{ productId: acId, quantity: 1 }], {
      deliveryAddress: "14 Laxmi Road, Pune",
    }),
  );
  const answer = await shop.bills.issueForOrder(order.id, null);
  if (!("bill" in answer)) throw new Error(answer.refusal);
  token = answer.token;

  // A Hindi customer's order of a product with a Hindi name and Hindi warranty terms.
  const [fridgeId] = (await shop.catalogue.addProducts([
    buildProduct({
      name: "Godrej 190 L Refrigerator",
      nameHi: "Godrej 190 लीटर फ्रिज",
      category: "Refrigerators",
      pricePaise: 17_990_00,
      oldPricePaise: 0,
      specifications: [{ key: "Warranty", value: "1 year", keyHi: "वारंटी", valueHi: "1 साल" }],
    }),
  ])) as [number];
  const hindi = await shop.orders.placeOrder(
    buildOrderRequest([{ productId: fridgeId, quantity: 1 }], {
      locale: "hi",
      deliveryAddress: "14 Laxmi Road, Pune",
    }),
  );
  const hindiBill = await shop.bills.issueForOrder(hindi.order.id, null);
  if (!("bill" in hindiBill)) throw new Error(hindiBill.refusal);
  hindiToken = hindiBill.token;

  // A Hindi customer's closed repair with a warranty.
  const { repair } = await shop.repairs.book(
    buildBooking({ appliance: "washing-machine", locale: "hi" }),
    [],
    "10.9.1.1",
  );
  repairTicket = repair.ticketNumber;
  const repairId = (await shop.repairQueue.list({ q: repair.ticketNumber })).repairs[0]!.id;
  const closed = await shop.repairDesk.close(
    repairId,
    { paymentMethod: "cash", amountPaise: 1_200_00, warrantyUntil: "2027-03-15" },
    { id: 1, email: "owner@shop.test" },
  );
  if (!closed.ok) throw new Error("The repair did not close");
  const repairBill = await shop.bills.issueForRepair(repairId, null);
  if (!("bill" in repairBill)) throw new Error(repairBill.refusal);
  hindiRepairToken = repairBill.token;
});

afterAll(async () => {
  await shop.automaticBills.settle();
  await shop.close();
});

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}`, { headers, redirect: "manual" });
  return {
    status: response.status,
    location: response.headers.get("Location"),
    html: (await response.text()).replaceAll("<!-- -->", ""),
  };
};

describe("the bill page", () => {
  it("shows the tax invoice with its split, the amount in words and a UPI QR of the amount due", async () => {
    const { status, html } = await page(`/bill/${token}`);
    expect(status).toBe(200);
    expect(html).toContain("Tax Invoice");
    expect(html).toContain("GSTIN: 27AAPFU0939F1ZV");
    expect(html).toContain("₹57,194.07");
    expect(html).toContain("Sixty-seven thousand four hundred eighty-nine rupees only");
    expect(html).toContain(
      'data-upi-link="upi://pay?pa=sharma@okhdfc&amp;pn=Sharma%20Electronics&amp;am=67489.00&amp;cu=INR&amp;tr=DK',
    );
    expect(html).toContain("<svg");
    expect(html).toContain("Pay by UPI");
  });

  it("speaks Hindi under /hi", async () => {
    const { status, html } = await page(`/hi/bill/${token}`);
    expect(status).toBe(200);
    expect(html).toContain("UPI से भुगतान करें");
    expect(html).toContain("बाक़ी");
  });

  it("takes a Hindi order's bill at its English address on to its Hindi page, unless English was chosen", async () => {
    const english = await page(`/bill/${hindiToken}`);
    expect(english.status).toBe(302);
    expect(english.location).toBe(`/hi/bill/${hindiToken}`);

    const chosen = await page(`/bill/${hindiToken}`, { Cookie: "lang=en" });
    expect(chosen.status).toBe(200);
    expect(chosen.html).toContain("Godrej 190 L Refrigerator: 1 year");
    expect(chosen.html).toContain("Seventeen thousand nine hundred ninety rupees only");
    expect(chosen.html).not.toContain("सत्रह हज़ार");

    // An English order's bill stays English.
    expect((await page(`/bill/${token}`)).status).toBe(200);
  });

  it("names items and warranty in Hindi, the English beside them, and the amount in Hindi words", async () => {
    const { status, html } = await page(`/hi/bill/${hindiToken}`);
    expect(status).toBe(200);
    expect(html).toContain("Godrej 190 लीटर फ्रिज");
    expect(html).toContain(
      '<span lang="en" class="block text-xs">Godrej 190 L Refrigerator</span>',
    );
    expect(html).toContain("Godrej 190 लीटर फ्रिज: 1 साल");
    expect(html).toContain(
      '<span lang="en" class="block text-xs">Godrej 190 L Refrigerator: 1 year</span>',
    );
    expect(html).toContain("रक़म शब्दों में: सत्रह हज़ार नौ सौ नब्बे रुपये मात्र");
    expect(html).toContain(
      '<span lang="en" class="block text-xs">Seventeen thousand nine hundred ninety rupees only</span>',
    );
  });

  it("says a Hindi repair's warranty in Hindi with its date, the English beside it", async () => {
    const { html } = await page(`/hi/bill/${hindiRepairToken}`);
    expect(html).toContain(`रिपेयर ${repairTicket} (LG वाशिंग मशीन): वारंटी 15 मार्च 2027 तक`);
    expect(html).toContain(
      `<span lang="en" class="block text-xs">Repair ${repairTicket} (LG Washing Machine): warranty until 2027-03-15</span>`,
    );
    expect(html).toContain("एक हज़ार दो सौ रुपये मात्र");
  });

  it("names a repair closed without an estimate by its appliance in Hindi, the English beside it", async () => {
    const hindi = await page(`/hi/bill/${hindiRepairToken}`);
    expect(hindi.html).toContain("वाशिंग मशीन की रिपेयर");
    expect(hindi.html).toContain(
      '<span lang="en" class="block text-xs">Repair of Washing Machine</span>',
    );
    const english = await page(`/bill/${hindiRepairToken}`, { Cookie: "lang=en" });
    expect(english.html).toContain("Repair of Washing Machine");
    expect(english.html).not.toContain("की रिपेयर");
  });

  it("prints the shop's Hindi address on a bill drawn in Hindi, the English one in English", async () => {
    for (const bill of [hindiToken, token]) {
      const hindi = await page(`/hi/bill/${bill}`);
      expect(hindi.html).toContain("<p>12 स्टेशन रोड, पुणे</p>");
      expect(hindi.html).not.toContain("<p>12 Station Road, Pune</p>");
    }
    const english = await page(`/bill/${token}`);
    expect(english.html).toContain("<p>12 Station Road, Pune</p>");
    expect(english.html).not.toContain("<p>12 स्टेशन रोड, पुणे</p>");
  });

  it("answers a wrong link with the not-found page", async () => {
    const { html } = await page(`/bill/${token.slice(0, -3)}abc`);
    expect(html).not.toContain("Tax Invoice");
  });
});
