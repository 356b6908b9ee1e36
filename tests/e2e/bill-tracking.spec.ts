import { upiPayLink } from "../../domain/bills/upi-link";
import { formatRupees } from "../../domain/money";
import { billNumber, counterSale, decodedQr, INSTALLATION, setUpi, UPI } from "./bill-helpers";
import { expect, test } from "./fixtures";

const OLD = { name: "Old Videocon washer", condition: "working", creditPaise: 50_00 };
const PAID = 100_00;

/**
 * Issue 32: the customer opens their bill from the tracking link the shop sent them, and its QR
 * pays what is still due; issue 31: the old appliance taken in says it is an exchange there, in
 * English and Hindi, on a 360 and a 393 px phone, and its card on the dashboard keeps its number whole.
 */
test("a customer opens the counter sale's bill from their tracking link, its QR paying what is due, the exchange labelled in English and Hindi", async ({
  adminPage: page,
  browser,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await setUpi(page);
  await counterSale(page, PAID, OLD);
  const orderNumber = /ORD\d{12}/.exec(
    (await page.getByRole("heading", { level: 1 }).textContent())!,
  )![0];
  const number = await billNumber(page);
  const message = (await page.getByTestId("customer-update-message").textContent())!;
  const tracking = new URL(/https?:\/\/\S+\/track\/[A-Za-z0-9_-]+/.exec(message)![0]).pathname;
  const due = INSTALLATION.pricePaise - OLD.creditPaise - PAID;
  const expected = upiPayLink({
    vpa: UPI.id,
    payeeName: UPI.payee,
    amount: due,
    billNumber: number,
    note: `Bill ${number}`,
  });

  for (const [width, prefix, exchangeLine] of [
    [360, "", `Exchange (old appliance): ${OLD.name} (${OLD.condition})`],
    [393, "/hi", `एक्सचेंज (पुराना उपकरण): ${OLD.name} (${OLD.condition})`],
  ] as const) {
    const customer = await browser.newContext({ viewport: { width, height: 800 } });
    try {
      const phone = await customer.newPage();
      await phone.goto(`${prefix}${tracking}`);
      const line = phone.locator("[data-line-kind=exchange]");
      await expect(line).toContainText(exchangeLine);
      await expect(line).toContainText(formatRupees(-OLD.creditPaise));
      await expect(phone.getByTestId("tracking-due")).toContainText(formatRupees(due));
      expect(
        await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      await phone.getByTestId("bill-link").click();
      await expect(phone).toHaveURL(new RegExp(`${prefix}/bill/[A-Za-z0-9_-]+$`));
      await expect(phone.locator("article.bill")).toContainText(number);
      expect(await decodedQr(phone)).toBe(expected);
      await expect(phone.getByRole("link", { name: /Pay by UPI|UPI से भुगतान करें/ })).toHaveAttribute(
        "href",
        expected,
      );
    } finally {
      await customer.close();
    }
  }

  // On the dashboard's card at 360 px, the sale's status and channel badges leave its number whole.
  await page.goto("/admind");
  const card = page.getByRole("row", { name: `Order ${orderNumber}` });
  const numberBox = (await card
    .getByText(orderNumber, { exact: true })
    .filter({ visible: true })
    .boundingBox())!;
  for (const badge of ["Confirmed", "Counter"]) {
    const box = (await card.getByText(badge, { exact: true }).boundingBox())!;
    const apart =
      box.x >= numberBox.x + numberBox.width ||
      box.y >= numberBox.y + numberBox.height ||
      box.y + box.height <= numberBox.y;
    expect(apart, `the ${badge} badge is clear of the order number`).toBe(true);
  }
});
