import type { Locator, Page } from "@playwright/test";
import { formatShopDate } from "../../domain/shop-time";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";
import { placeTestOrder, randomMobile } from "./order-helpers";

/**
 * The customer's pages after an order, and the repair pages, in Hindi on a phone (issue 15): the
 * order's tracking page, the lookup and its errors, booking a repair and its status page, and the
 * owner's WhatsApp update written in the customer's language.
 */
test.use({ viewport: { width: 390, height: 844 } });
// Each test walks several pages and looks at each at two widths.
test.slow();

/** The page must fit a 390 and a 360 px phone: nothing wider than the screen. */
async function fitsPhones(page: Page, name: string): Promise<void> {
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 844 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} at ${width} px`).toBe(0);
    await page.screenshot({
      path: `test-results/hindi-${name}-${width}.png`,
      fullPage: true,
      scale: "css",
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** How many lines the shop's number in a tap-to-call button takes. */
function numberLines(call: Locator): Promise<number> {
  return call.getByText(/^\+91 \d{5} \d{5}$/).evaluate((number) => number.getClientRects().length);
}

test("a Hindi order's tracking page speaks Hindi and its lookup answers in Hindi", async ({
  page,
  request,
}) => {
  const mobile = randomMobile();
  const order = await placeTestOrder(request, { customerMobile: mobile, locale: "hi" });

  await page.goto("/hi/track");
  await expect(page.getByRole("heading", { name: "अपना ऑर्डर या रिपेयर ट्रैक करें" })).toBeVisible();
  await page.getByLabel("ऑर्डर या रिपेयर नंबर").fill(order.orderNumber);
  await page.getByLabel("मोबाइल नंबर").fill("9000000000");
  await page.getByRole("button", { name: "खोजें" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "इस नंबर और मोबाइल नंबर से कोई ऑर्डर या रिपेयर नहीं मिला। दोनों जांचकर फिर कोशिश करें, या दुकान पर कॉल करें।",
  );
  // '…या दुकान पर कॉल करें' (or call the shop) comes with the call a tap away, its number on one
  // line at 360 px.
  const call = page.getByRole("link", { name: /^दुकान पर कॉल करें \+91 \d{5} \d{5}$/ });
  await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await page.setViewportSize({ width: 360, height: 844 });
  expect(await numberLines(call)).toBe(1);
  expect(await accessibilityProblems(page), "lookup error").toEqual([]);
  await fitsPhones(page, "track-lookup");

  await page.getByLabel("मोबाइल नंबर").fill(mobile);
  await page.getByRole("button", { name: "खोजें" }).click();
  await expect(page).toHaveURL(`/hi/track/${order.trackingToken}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByRole("heading", { name: `ऑर्डर ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByTestId("customer-status")).toHaveText("ऑर्डर मिला");
  await expect(page.getByTestId("customer-timeline")).toContainText("ऑर्डर किया गया");
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  expect(await accessibilityProblems(page), "tracking page").toEqual([]);
  await fitsPhones(page, "track-order");

  // Cancelling asks and answers in Hindi too.
  await page.getByRole("link", { name: "ऑर्डर रद्द करें" }).click();
  await expect(page.getByText(`ऑर्डर ${order.orderNumber} रद्द करें?`)).toBeVisible();
  await fitsPhones(page, "track-cancel");
  await page.getByRole("button", { name: "हां, ऑर्डर रद्द करें" }).click();
  await expect(page.getByTestId("customer-status")).toHaveText("रद्द");
  await expect(page.getByTestId("customer-timeline")).toContainText("ग्राहक ने रद्द किया");
});

test("the owner's WhatsApp update to a Hindi customer is in Hindi and links the Hindi page", async ({
  adminPage,
  request,
}) => {
  const mobile = randomMobile();
  const order = await placeTestOrder(request, { customerMobile: mobile, locale: "hi" });
  await adminPage
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );
  const found = await adminPage.request.get(`/api/admin/orders?q=${order.orderNumber}`);
  const { orders } = (await found.json()) as { orders: { id: number }[] };
  await adminPage.goto(`/admin/order-details/${orders[0]!.id}`);
  // The owner's page stays English, and says the customer's language.
  await expect(adminPage.getByRole("heading", { name: "Status update on WhatsApp" })).toBeVisible();
  await expect(adminPage.getByTestId("customer-language")).toContainText("Hindi");
  await expect(adminPage.getByTestId("customer-update-message")).toContainText(
    `आपके ऑर्डर ${order.orderNumber} का स्टेटस अब "ऑर्डर मिला" है।`,
  );

  const chat = adminPage.waitForEvent("popup");
  await adminPage.getByRole("button", { name: "Send update on WhatsApp" }).click();
  const popup = await chat;
  await popup.waitForURL(/^https:\/\/wa\.me\//);
  const text = new URL(popup.url()).searchParams.get("text")!;
  expect(text).toContain("अपना ऑर्डर यहां देखें:");
  expect(text).toContain(`/hi/track/${order.trackingToken}`);
});

test("a repair booked in Hindi, and its status page", async ({ page }) => {
  await page.goto("/hi/repair");
  await expect(page.getByRole("heading", { name: "रिपेयर बुक करें", level: 1 })).toBeVisible();
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("उपकरण").selectOption("tv");
  await form.getByLabel("ब्रांड").selectOption("Samsung");
  await form.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await form.getByLabel("मोबाइल नंबर").fill(randomMobile());
  await form.getByLabel("पता").fill("12 गांधी नगर");
  await form.getByLabel("पिन कोड").fill("560001");
  // Sent without the problem, the server's answer shows in Hindi under the field.
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).click();
  await expect(form.getByText("कोई खराबी चुनें या लिखकर बताएं (कम से कम 5 अक्षर)")).toBeVisible();
  await expect(form.getByRole("alert")).toHaveText("कृपया ऊपर बताई गई जगहों को ठीक करें।");
  expect(await accessibilityProblems(page), "booking form with errors").toEqual([]);
  await fitsPhones(page, "repair-form");

  await form.getByText("आवाज़ नहीं आ रही", { exact: true }).click();
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).click();
  const booked = page.getByTestId("repair-booked");
  await expect(booked).toContainText("आपकी रिपेयर रिक्वेस्ट बुक हो गई है");
  await expect(booked.getByRole("link", { name: "WhatsApp पर भेजें" })).toHaveAttribute(
    "href",
    /wa\.me\/.*%E0%A4/,
  );
  await expect(booked.getByTestId("tracking-link")).toHaveAttribute(
    "href",
    /^\/hi\/track\/repair\/[A-Za-z0-9_-]{43}$/,
  );
  await fitsPhones(page, "repair-booked");

  await booked.getByTestId("tracking-link").click();
  const tracking = page.getByTestId("track-repair");
  await expect(tracking.getByTestId("repair-status")).toHaveText("बुक हुआ");
  await expect(tracking).toContainText("टीवी · Samsung");
  await expect(tracking).toContainText("आवाज़ नहीं आ रही");
  await expect(tracking).toHaveAttribute("data-live-state", "live");
  expect(await accessibilityProblems(page), "repair status page").toEqual([]);
  await fitsPhones(page, "track-repair");

  // 'Your orders on this phone' lists the repair booked here, in Hindi, with its date.
  const ticket = (await tracking.getByRole("heading", { level: 1 }).textContent())!.match(
    /REP[\w-]+/,
  )![0];
  await page.goto("/hi/track");
  const mine = page.getByRole("region", { name: "इस फ़ोन से किए गए आपके ऑर्डर" });
  const entry = mine.getByRole("link", { name: new RegExp(ticket) });
  await expect(entry).toContainText("टीवी रिपेयर, Samsung");
  await expect(entry).toContainText("बुक हुआ");
  await expect(entry).toContainText(/बुक किया: \d+ \S+ \d{4}/);
  await fitsPhones(page, "track-phone-list");
  await entry.click();
  await expect(page.getByTestId("track-repair")).toContainText("टीवी · Samsung");
});

test("the owner's 'repaired, ready' and 'closed' WhatsApp texts to a Hindi repair are in Hindi", async ({
  adminPage: page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  // A Hindi customer brings a washing machine to the shop.
  await page.goto("/hi/repair");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("उपकरण").selectOption("washing-machine");
  await form.getByLabel("ब्रांड").selectOption({ index: 1 });
  await form.getByText("मैं दुकान पर लेकर आऊंगा/आऊंगी", { exact: true }).click();
  await form.getByLabel("खराबी बताएं").fill("मशीन पानी नहीं निकाल रही");
  await form.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await form.getByLabel("मोबाइल नंबर").fill(randomMobile());
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).click();
  const ticket = (await page.getByTestId("ticket-number").textContent())!;

  await page.goto(`/admin/repairs?q=${ticket}`);
  await page.getByRole("link", { name: ticket }).click();
  await expect(page.getByRole("heading", { name: `Repair ${ticket}` })).toBeVisible();
  await expect(page.getByTestId("repair-details")).toHaveAttribute("data-live-state", "live");
  const message = page.getByTestId("repair-step-message");
  const chatText = async (name: string) =>
    new URL((await page.getByRole("link", { name }).getAttribute("href"))!).searchParams.get(
      "text",
    );

  await page.getByLabel("Status").selectOption("repaired");
  await page.getByRole("button", { name: "Set status" }).click();
  const ready = `Dukan Electronics: आपका रिपेयर ${ticket} (वाशिंग मशीन) पूरा हो गया है, सामान तैयार है।`;
  await expect(message).toHaveText(ready);
  expect(await chatText("Send 'repaired, ready' on WhatsApp")).toBe(ready);
  await message.screenshot({ path: "test-results/hindi-repair-ready-360.png" });

  await page.getByLabel("Amount received (₹)").fill("1500");
  await page.getByText("UPI", { exact: true }).click();
  const warrantyUntil = await page.getByLabel("Warranty until").inputValue();
  await page.getByRole("button", { name: "Close the repair" }).click();
  await page
    .getByRole("alertdialog", { name: "Close this repair?" })
    .getByRole("button", { name: "Yes, close it" })
    .click();
  await expect(page.getByTestId("closed-summary")).toContainText("Paid ₹1,500 by UPI");
  const closed =
    `Dukan Electronics: रिपेयर ${ticket} पूरा हुआ। भुगतान: ₹1,500। ` +
    `वारंटी ${formatShopDate(warrantyUntil, "hi")} तक। धन्यवाद!`;
  // The bill is issued as the repair closes; the message links it, in Hindi, with the review.
  const bill = "आपका बिल: http://127.0.0.1:\\d+/hi/bill/[\\w-]+";
  const review = "कैसा रहा\\? दूसरे ग्राहकों को यहां बताएं: http://127.0.0.1:\\d+/hi/review/[\\w-]+";
  await expect(message).toHaveText(new RegExp(`^${escaped(closed)}\\s${bill}\\s${review}$`));
  expect(await chatText("Send 'closed' on WhatsApp")).toMatch(
    new RegExp(`^${escaped(closed)}\\n${bill}\\n${review}$`),
  );
  await message.screenshot({ path: "test-results/hindi-repair-closed-360.png" });
});

/** `text` as a regular expression that matches it exactly. */
function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
