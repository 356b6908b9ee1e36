import type { Page } from "@playwright/test";
import { englishWordsIn } from "../setup/hindi-words";
import { openAdmin } from "./admin-context";
import { listedProducts } from "./catalogue-api";
import { formatShopDay } from "../../domain/shop-time";
import { expect, test } from "./fixtures";
import { randomMobile } from "./order-helpers";

/**
 * The Hindi sweep in the browser (issue 34): a Hindi customer on a 360 px phone walks every page
 * a customer reaches, the demo shop as it starts, and meets no English but brands, units, model
 * numbers and product names that have no Hindi. Beside the server's pages
 * (tests/integration/hindi-pages.test.ts) it reads what only the browser draws: the checkout
 * dialog, the success screen, 'Your orders on this phone', the booked repair, the questions the
 * repair page asks before cancelling and answering an estimate, dates.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
// One customer's whole day: it walks twenty-one screens, and the owner sends an estimate.
test.slow();

/** The e2e server's shop name (SHOP_NAME unset). */
const SHOP_NAME = "Dukan Electronics";

/** What the visitor reads or hears: the title, the page's text and its labels. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const labels = [...document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")]
      .flatMap((element) =>
        ["aria-label", "placeholder", "alt", "title"].map((name) => element.getAttribute(name)),
      )
      .filter((label): label is string => label !== null);
    // Words people wrote in English (a buyer's review, the owner's answer) carry their own
    // `lang`: the page does not pass them off as its Hindi.
    let shown = document.body.innerText;
    for (const written of document.body.querySelectorAll<HTMLElement>('[lang^="en"]')) {
      shown = shown.replace(written.innerText, "");
    }
    return [document.title, shown, ...labels].join("\n");
  });
}

test("a Hindi customer meets no English from the home page to the repair page", async ({
  page,
  request,
  browser,
  baseURL,
  adminSessionToken,
}) => {
  const products = await listedProducts(request);
  // A product shows its Hindi name; brands and model numbers stay in Latin letters in it.
  const names = [
    SHOP_NAME,
    ...products.flatMap((product) => [product.nameHi || product.name, product.brand]),
  ];
  const product = products.find((listed) => listed.inStock && listed.nameHi !== "")!;

  async function expectHindi(name: string): Promise<void> {
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    expect(englishWordsIn(await shownText(page), names), `English on the ${name}`).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`hindi-${name}-360.png`),
      fullPage: true,
    });
  }

  await page.goto("/hi");
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectHindi("home");

  await page.getByRole("searchbox", { name: "प्रोडक्ट खोजें" }).fill(product.brand);
  await page.getByRole("searchbox", { name: "प्रोडक्ट खोजें" }).press("Enter");
  await expect(page).toHaveURL(/\/hi\?q=/);
  await expect(page.getByRole("article").first()).toBeVisible();
  await expectHindi("search");

  await page.goto(`/hi/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.nameHi);
  await expectHindi("product");
  await page.getByRole("button", { name: "कार्ट में जोड़ें" }).first().tap();
  await page.getByRole("button", { name: "कार्ट पर जाएं" }).first().tap();

  await expect(page).toHaveURL(/\/hi\/cart$/);
  await expect(page.getByRole("link", { name: product.nameHi })).toBeVisible();
  await expectHindi("cart");

  await page.getByRole("button", { name: "ऑर्डर करने के लिए आगे बढ़ें" }).tap();
  const details = page.getByRole("dialog", { name: "आपकी जानकारी" });
  await expect(details.getByText("कुल रकम")).toBeVisible();
  await expectHindi("checkout dialog");
  const mobile = randomMobile();
  await details.getByLabel("पूरा नाम").fill("रवि कुमार");
  await details.getByLabel("मोबाइल नंबर").fill(mobile);
  await details.getByRole("button", { name: "जानकारी सेव करें" }).tap();
  await expect(details).toHaveCount(0);
  await page.getByRole("button", { name: "ऑर्डर कन्फ़र्म करें" }).tap();

  const success = page.getByRole("dialog", { name: "आपका ऑर्डर हो गया है!" });
  await expect(success).toContainText(/ORD\d{12}/);
  await expectHindi("success screen");
  await success.getByRole("link", { name: "यह ऑर्डर ट्रैक करें" }).tap();

  await expect(page).toHaveURL(/\/hi\/track\/[\w-]{32}$/);
  await expect(page.getByTestId("customer-timeline")).toContainText("ऑर्डर किया गया");
  await expectHindi("order page");

  await page.goto("/hi/track");
  const onThisPhone = page.getByRole("region", { name: "इस फ़ोन से किए गए आपके ऑर्डर" });
  await expect(onThisPhone.getByRole("link")).toHaveCount(1);
  await expect(onThisPhone).toContainText(product.nameHi);
  await expectHindi("track page");

  await page.goto("/hi/repair");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("उपकरण").selectOption("tv");
  await expectHindi("repair booking");
  await form.getByLabel("ब्रांड").selectOption("Samsung");
  await form.getByText("आवाज़ नहीं आ रही", { exact: true }).tap();
  await form.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await form.getByLabel("मोबाइल नंबर").fill(mobile);
  await form.getByLabel("पता").fill("12 गांधी नगर");
  await form.getByLabel("पिन कोड").fill("302001");
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).tap();
  const booked = page.getByTestId("repair-booked");
  await expect(booked).toContainText("आपकी रिपेयर रिक्वेस्ट बुक हो गई है");
  await expectHindi("repair booked");
  const firstTicket = (await booked.getByTestId("ticket-number").textContent())!;
  await booked.getByTestId("tracking-link").tap();

  await expect(page.getByTestId("repair-status")).toHaveText("बुक हुआ");
  await expect(page.getByRole("link", { name: "दुकान को कॉल करें" })).toHaveAttribute("href", /^tel:/);
  await expect(page.getByRole("link", { name: "दुकान को WhatsApp करें" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\//,
  );
  await expectHindi("repair page");
  // Asked for another day once the visit is booked, the page says in Hindi that the request
  // waits, until the owner schedules again (issue 34).
  const owner = await openAdmin(browser, baseURL!, adminSessionToken);
  await owner.goto(`/admin/repairs?q=${firstTicket}`);
  await owner.getByRole("link", { name: firstTicket }).click();
  await expect(owner.getByTestId("repair-details")).toHaveAttribute("data-live-state", "live");
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  await owner.getByLabel("Technician").fill("रवि");
  await owner.getByRole("button", { name: "Schedule visit" }).click();
  await expect(page.getByTestId("repair-technician")).toHaveText("रवि");
  await page.getByRole("button", { name: "कोई और दिन मांगें" }).tap();
  const askedDay = page.getByLabel("दिन", { exact: true });
  await askedDay.selectOption({ index: 4 });
  const day = formatShopDay(await askedDay.inputValue(), "hi");
  await page.getByLabel("समय", { exact: true }).selectOption("afternoon");
  await page.getByRole("button", { name: "नया दिन भेजें" }).tap();
  const waiting = page.getByTestId("another-day-waiting");
  const waitingText = `आपने ${day}, दोपहर 12–4 का समय मांगा है। दुकान कॉल करके आपसे पक्का करेगी।`;
  await expect(waiting).toHaveText(waitingText);
  await page.reload();
  await expect(waiting).toHaveText(waitingText);
  await expect(page.getByRole("button", { name: "दिन बदलें" })).toBeVisible();
  await expectHindi("repair day asked");
  await page.setViewportSize({ width: 393, height: 852 });
  await page.screenshot({ path: test.info().outputPath("hindi-repair-day-asked-393.png") });
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.locator("[data-live-state=live]")).toBeVisible();
  await expect(owner.getByRole("heading", { name: "Move the visit" })).toBeVisible();
  await owner.getByRole("button", { name: "Schedule visit" }).click();
  await expect(page.getByTestId("repair-visit")).toContainText(day);
  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole("button", { name: "कोई और दिन मांगें" })).toBeVisible();
  // Before the visit the customer may cancel, asked once, in Hindi.
  await page.getByRole("button", { name: "यह रिक्वेस्ट कैंसल करें" }).tap();
  const cancel = page.getByRole("alertdialog", { name: "रिपेयर रिक्वेस्ट कैंसल करें?" });
  // The way out says what stays: a 'रद्द करें' (cancel) beside 'हां, कैंसल करें' said cancel twice.
  await expect(cancel.getByRole("button", { name: "नहीं, रहने दें" })).toBeVisible();
  await expectHindi("repair cancel question");
  await cancel.getByRole("button", { name: "हां, कैंसल करें" }).tap();
  await expect(page.getByRole("status").filter({ hasText: "कैंसल" })).toHaveText(
    "आपकी रिपेयर रिक्वेस्ट कैंसल हो गई है।",
  );
  await expect(page.getByTestId("repair-status")).toHaveText("रद्द");
  await expect(page.getByRole("button", { name: "यह रिक्वेस्ट कैंसल करें" })).toHaveCount(0);
  await expectHindi("cancelled repair");

  // A second request, brought to the shop, gets the owner's estimate; answering it is asked once.
  await page.goto("/hi/repair");
  await form.getByLabel("उपकरण").selectOption("ac");
  await form.getByLabel("ब्रांड").selectOption("Voltas");
  await form.getByText("ठंडा नहीं कर रहा", { exact: true }).tap();
  await form.getByLabel("आपका नाम").fill("सुनीता शर्मा");
  await form.getByLabel("मोबाइल नंबर").fill(mobile);
  await form.getByText("मैं दुकान पर लेकर आऊंगा/आऊंगी", { exact: true }).tap();
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).tap();
  const ticket = (await booked.getByTestId("ticket-number").textContent())!;
  await booked.getByTestId("tracking-link").tap();
  await expect(page.locator("[data-live-state=live]")).toBeVisible();

  await owner.goto(`/admin/repairs?q=${ticket}`);
  await owner.getByRole("link", { name: ticket }).click();
  // Typed before the page hydrates, the form's total would not count the line.
  await expect(owner.getByTestId("repair-details")).toHaveAttribute("data-live-state", "live");
  const estimateForm = owner.getByTestId("estimate-form");
  // Brought to the shop, there was no visit: the booked screen said so, and the estimate starts
  // without a visit charge.
  await expect(estimateForm.getByTestId("visit-line")).toHaveText(
    /^No visit charge: brought to the shop/,
  );
  const line = estimateForm.getByTestId("estimate-row").first();
  // The owner's own words reach the customer as typed: here in Hindi.
  await line.getByLabel("Description", { exact: true }).fill("गैस भरना");
  await line.getByLabel("Amount (₹)", { exact: true }).fill("1500");
  await expect(estimateForm.getByTestId("estimate-total")).toHaveText("Total ₹1,500");
  const chat = owner.waitForEvent("popup");
  await estimateForm.getByRole("button", { name: "Save and send estimate" }).click();
  const chatWindow = await chat;
  await chatWindow.waitForURL(/^https:\/\/wa\.me\//);
  expect(new URL(chatWindow.url()).searchParams.get("text")).toMatch(
    new RegExp(
      `^${SHOP_NAME}: आपके रिपेयर ${ticket} का अनुमानित खर्च\n- गैस भरना: ₹1,500\nकुल: ₹1,500\n`,
    ),
  );
  await chatWindow.close();
  await owner.context().close();

  const estimate = page.getByTestId("repair-estimate");
  await expect(estimate).toContainText("गैस भरना");
  await expect(estimate.getByTestId("estimate-total")).toHaveText("₹1,500");
  await expect(estimate).not.toContainText("विज़िट");
  await expectHindi("repair estimate");
  await estimate.getByRole("button", { name: "मंज़ूर करें" }).tap();
  const approve = page.getByRole("alertdialog", { name: "अनुमानित खर्च मंज़ूर करें?" });
  await expectHindi("estimate approval question");
  await approve.getByRole("button", { name: "अभी नहीं" }).tap();
  await expect(approve).toHaveCount(0);
  await estimate.getByRole("button", { name: "मना करें" }).tap();
  const decline = page.getByRole("alertdialog", { name: "अनुमानित खर्च मना करें?" });
  await expectHindi("estimate decline question");
  await decline.getByRole("button", { name: "मना करें" }).tap();
  await expect(estimate.getByTestId("estimate-answer")).toHaveText("आपने यह खर्च मना कर दिया।");
  // No visit, no visit charge on the estimate: declining it costs nothing.
  await expect(page.getByText("आपने खर्च मना कर दिया। आपको कुछ नहीं देना होगा।")).toBeVisible();
  await expectHindi("declined estimate");

  for (const [name, path] of [
    ["contact page", "/hi/contact"],
    ["our-service page", "/hi/our-service"],
    ["terms", "/hi/terms"],
    ["privacy policy", "/hi/privacy"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectHindi(name);
  }
});
