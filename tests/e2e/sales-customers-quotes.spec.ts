import type { Page } from "@playwright/test";
import { formatRupees } from "../../domain/money";
import { openDatabase } from "../../server/db/database";
import { bookingFields } from "../factories/repair";
import { INSTALLATION } from "./bill-helpers";
import { expect, test } from "./fixtures";
import { placeTestOrder, randomMobile, uniqueCustomerName } from "./order-helpers";

/**
 * The new sale and the quotes list on a 360 px phone (issue 31): a customer the shop knows, from
 * an earlier order or a repair, is filled in with one tap; /admin/sales/quotes shows a quote sent,
 * one confirmed from its link (with its order) and one expired.
 */
test.use({ viewport: { width: 360, height: 740 } });

test("a known customer's name and address fill the new sale in one tap, from an order or a repair", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const buyer = {
    name: uniqueCustomerName("Known Buyer"),
    mobile: randomMobile(),
    address: "Flat 7, Shanti Nagar, Jaipur",
  };
  await placeTestOrder(request, {
    customerName: buyer.name,
    customerMobile: buyer.mobile,
    deliveryAddress: buyer.address,
  });
  const booker = {
    name: uniqueCustomerName("Known Repair"),
    mobile: randomMobile(),
    address: "12 MG Road, Flat 4",
  };
  const booked = await request.post("/repair", {
    form: bookingFields({
      customerName: booker.name,
      customerMobile: booker.mobile,
      address: booker.address,
    }),
    headers: { Origin: baseURL! },
  });
  expect(await booked.text()).toMatch(/REP\d{12}/);

  await page.goto("/admin/sales/new");
  const mobile = page.getByLabel("Mobile");
  const name = page.getByLabel("Name", { exact: true });
  const address = page.getByLabel("Address (for delivery)");
  for (const known of [buyer, booker]) {
    await mobile.fill(known.mobile);
    const fill = page.getByRole("button", { name: `Fill: ${known.name}, ${known.address}` });
    await fill.click();
    await expect(name).toHaveValue(known.name);
    await expect(address).toHaveValue(known.address);
    // Filled, the offer has done its work and goes.
    await expect(fill).toHaveCount(0);
  }
  // A number the shop has never seen offers nothing to fill.
  await mobile.fill(randomMobile());
  await expect(page.getByRole("button", { name: /^Fill:/ })).toHaveCount(0);
  await expect(name).toHaveValue(booker.name);
});

/** Saves a phone quote of the installation for a new customer; answers its number and link. */
async function saveQuote(page: Page, customerName: string) {
  await page.goto("/admin/sales/new");
  await page.getByRole("radio", { name: "Phone" }).check();
  await page.getByLabel("Mobile").fill(randomMobile());
  await page.getByLabel("Name", { exact: true }).fill(customerName);
  await page.getByRole("button", { name: `+ ${INSTALLATION.name}` }).click();
  await page.getByRole("button", { name: "Save as quote" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Quote saved" });
  await expect(saved).toContainText(/QT\d{10}/);
  const number = /QT\d{10}/.exec((await saved.textContent())!)![0];
  const href = (await saved.getByRole("link", { name: "Send on WhatsApp" }).getAttribute("href"))!;
  const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]+/.exec(decodeURIComponent(href))![0];
  return { number, path: new URL(link).pathname };
}

test("the quotes list shows a quote sent, one confirmed with its order, and one expired", async ({
  adminPage: page,
  browser,
  serverDataDir,
}) => {
  const names = {
    sent: uniqueCustomerName("Quote Sent"),
    confirmed: uniqueCustomerName("Quote Confirmed"),
    expired: uniqueCustomerName("Quote Expired"),
  };
  const sent = await saveQuote(page, names.sent);
  const confirmed = await saveQuote(page, names.confirmed);
  const expired = await saveQuote(page, names.expired);

  const customer = await browser.newContext({ viewport: { width: 360, height: 740 } });
  let orderNumber: string;
  try {
    const phone = await customer.newPage();
    await phone.goto(confirmed.path);
    await phone.getByRole("button", { name: "Confirm" }).click();
    await expect(phone.getByRole("status")).toContainText(/ORD\d{12}/);
    orderNumber = /ORD\d{12}/.exec((await phone.getByRole("status").textContent())!)![0];
  } finally {
    await customer.close();
  }
  // A quote's validity ends on a day; the test cannot wait for one to pass, so its day is moved
  // back in the server's own database, as time would.
  const database = await openDatabase({ dataDir: serverDataDir });
  try {
    await database.db
      .updateTable("quotes")
      .set({ valid_until: "2026-01-31" })
      .where("quote_number", "=", expired.number)
      .execute();
  } finally {
    await database.close();
  }

  // The owner finds the list in the admin's navigation, from any admin page.
  await page.goto("/admind");
  const quotesLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
    name: "Quotes",
  });
  await quotesLink.scrollIntoViewIfNeeded();
  await quotesLink.click();
  await expect(page).toHaveURL(/\/admin\/sales\/quotes$/);
  await expect(page.getByRole("heading", { level: 1, name: "Quotes" })).toBeVisible();
  const card = (quote: { number: string }) =>
    page.getByRole("listitem").filter({ hasText: quote.number });
  const total = formatRupees(INSTALLATION.pricePaise);
  for (const [quote, status, name] of [
    [sent, "Sent", names.sent],
    [confirmed, "Confirmed", names.confirmed],
    [expired, "Expired", names.expired],
  ] as const) {
    await expect(card(quote).getByText(status, { exact: true })).toBeVisible();
    await expect(card(quote)).toContainText(`${name} · Phone · ${total}`);
  }
  await expect(card(expired)).toContainText("Valid until 31 Jan 2026");
  await expect(card(sent).getByRole("link", { name: "Open the order" })).toHaveCount(0);
  await expect(card(expired).getByRole("link", { name: "Open the order" })).toHaveCount(0);
  const openOrder = card(confirmed).getByRole("link", { name: "Open the order" });
  // A thumb's tap target on a phone.
  expect((await openOrder.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await openOrder.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Order ${orderNumber}`);
});
