import { formatRupees, rupeesToPaise } from "../../domain/money";
import { DEFAULT_SALES_SETTINGS } from "../../domain/sales-settings";
import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";
import { randomMobile, uniqueCustomerName } from "./order-helpers";

const INSTALLATION = DEFAULT_SALES_SETTINGS.rateCard[0]!;

test.use({ viewport: { width: 390, height: 844 } });

test("a counter sale paid in cash shows the change, and saves the order paid in full", async ({
  adminPage: page,
  request,
}) => {
  const product = await productWhere(request, (p) => p.inStock && p.name.split(" ")[0]!.length > 2);
  const totalPaise = rupeesToPaise(product.price) + INSTALLATION.pricePaise;
  // The next ₹1,000 note above the total, as a customer at the counter hands over.
  const cashPaise = (Math.floor(totalPaise / 1000_00) + 1) * 1000_00;

  await page.goto("/admin/sales/new");
  // Above the walk-in amount a sale needs the customer's name and mobile.
  await page.getByLabel("Mobile").fill(randomMobile());
  await page.getByLabel("Name", { exact: true }).fill(uniqueCustomerName("Counter"));
  await page.getByLabel("Find a product").fill(product.name);
  await page.getByRole("list", { name: "Products found" }).getByRole("button").first().click();
  await page.getByRole("button", { name: `+ ${INSTALLATION.name}` }).click();
  await expect(page.getByTestId("sale-total")).toHaveText(formatRupees(totalPaise));
  await page.getByLabel("Payment 1 amount (₹)").fill(String(cashPaise / 100));
  await expect(page.getByTestId("sale-change")).toHaveText(
    `Change to give: ${formatRupees(cashPaise - totalPaise)}`,
  );
  await page.getByRole("button", { name: "Save sale" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Sale saved" });
  await expect(saved).toContainText(/ORD\d{12}/);
  await page.goto(
    (await saved.getByRole("link", { name: "Open the order" }).getAttribute("href"))!,
  );
  await expect(page.getByTestId("order-paid-due")).toHaveText(
    `Paid ${formatRupees(totalPaise)} · Due ${formatRupees(0)}`,
  );
  await expect(page.getByTestId("channel-badge")).toHaveText("Counter");
});

test("a phone quote sent on WhatsApp and confirmed from its link appears live on the dashboard", async ({
  adminPage: page,
  browser,
}) => {
  const customerName = uniqueCustomerName("Quote");
  const mobile = randomMobile();
  await page.goto("/admin/sales/new");
  await page.getByRole("radio", { name: "Phone" }).check();
  await page.getByLabel("Mobile").fill(mobile);
  await page.getByLabel("Name", { exact: true }).fill(customerName);
  await page.getByRole("button", { name: `+ ${INSTALLATION.name}` }).click();
  await page.getByRole("button", { name: "Save as quote" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Quote saved" });
  await expect(saved).toContainText(/QT\d{10}/);
  const whatsapp = saved.getByRole("link", { name: "Send on WhatsApp" });
  const href = (await whatsapp.getAttribute("href"))!;
  expect(href).toMatch(new RegExp(`^https://wa\\.me/91${mobile}\\?text=`));
  const link = /https?:\/\/\S+\/quote\/[A-Za-z0-9_-]+/.exec(decodeURIComponent(href))![0];

  await page.goto("/admind");
  await expect(page.locator("[data-live-state='live']").first()).toBeVisible();

  const customer = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const phone = await customer.newPage();
    await phone.goto(new URL(link).pathname);
    await expect(phone.getByTestId("quote-total")).toHaveText(
      formatRupees(INSTALLATION.pricePaise),
    );
    await phone.getByRole("button", { name: "Confirm" }).click();
    const confirmed = phone.getByRole("status");
    await expect(confirmed).toContainText(/ORD\d{12}/);
    const orderNumber = /ORD\d{12}/.exec((await confirmed.textContent())!)![0];
    await expect(page.getByRole("row", { name: `Order ${orderNumber}` })).toBeVisible();
  } finally {
    await customer.close();
  }
});
