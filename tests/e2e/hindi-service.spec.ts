import type { Page } from "@playwright/test";
import { m } from "../../app/i18n/messages";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

/** The Hindi our-service, contact and policy pages (issue 15), on a phone. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const hindi = { locale: "hi" } as const;

/** Devanagari is wider than English: nothing may push the page sideways or spill out of a box. */
async function expectNothingOverflows(page: Page, selector: string) {
  const overflowing = await page.evaluate((selector) => {
    const page = document.documentElement;
    const boxes = Array.from(document.querySelectorAll<HTMLElement>(selector));
    return [
      ...(page.scrollWidth > page.clientWidth
        ? [`page ${page.scrollWidth} > ${page.clientWidth}`]
        : []),
      ...boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => `${box.tagName} "${box.textContent?.slice(0, 40)}"`),
    ];
  }, selector);
  expect(overflowing).toEqual([]);
}

/** The text a wa.me link opens the chat with. */
async function chatText(link: ReturnType<Page["getByRole"]>): Promise<string> {
  const url = new URL((await link.getAttribute("href"))!);
  expect(url.hostname).toBe("wa.me");
  return url.searchParams.get("text")!;
}

test("the Hindi our-service page speaks Hindi, its FAQ included", async ({ page }) => {
  await page.goto("/hi/our-service");
  await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "टीवी, फ्रिज, एसी और वाशिंग मशीन रिपेयर",
  );
  await expect(page).toHaveTitle(/टीवी, फ्रिज, एसी और वाशिंग मशीन रिपेयर/);
  for (const heading of [
    m.svc_about_heading({}, hindi),
    m.svc_services_heading({}, hindi),
    m.svc_charges_heading({}, hindi),
    m.svc_appointment_heading({}, hindi),
    m.svc_faq_heading({}, hindi),
    m.svc_shop_contact_heading({}, hindi),
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
  }

  const question = page.getByRole("button", { name: "विज़िट चार्ज कितना है?" });
  await question.click();
  await expect(page.getByRole("region", { name: "विज़िट चार्ज कितना है?" })).toContainText(
    "एस्टिमेट की एक लाइन",
  );

  // A fresh shop has no real reviews or repairs to show, so it shows none rather than invent them.
  await expect(
    page.getByRole("heading", { name: m.svc_testimonials_heading({}, hindi) }),
  ).toHaveCount(0);

  // The services' links stay on the Hindi page.
  await page.getByRole("link", { name: /अपने फ्रिज की विज़िट बुक करें/ }).click();
  await expect(page).toHaveURL(/\/hi\/our-service\?appliance=refrigerator#appointment$/);
  await expect(page.getByLabel("उपकरण")).toHaveValue("refrigerator");
});

test("the WhatsApp links of the Hindi page open the chat in Hindi", async ({ page }) => {
  await page.goto("/hi/our-service");
  expect(await accessibilityProblems(page)).toEqual([]);
  expect(await chatText(page.getByRole("link", { name: "WhatsApp पर बुक करें" }))).toBe("नमस्ते");
  // The floating buttons show once the hero is off screen.
  await page.locator("#appointment").scrollIntoViewIfNeeded();
  expect(await chatText(page.getByRole("link", { name: "रिपेयर डेस्क से WhatsApp पर बात करें" }))).toBe(
    "नमस्ते",
  );
  await expect(page.getByRole("link", { name: "रिपेयर डेस्क को कॉल करें" })).toHaveAttribute(
    "href",
    /^tel:\+91\d{10}$/,
  );
});

test("the Hindi appointment form has Hindi labels and shows the server's refusal in Hindi", async ({
  page,
}) => {
  await page.goto("/hi/our-service#appointment");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("उपकरण").selectOption("ac");
  await form.getByLabel("ब्रांड").selectOption("Voltas");
  await form.getByText("ठंडा नहीं कर रहा", { exact: true }).click();
  await form.getByLabel("आपका नाम").fill("कविता राव");
  // Long enough for the browser, not a mobile number for the shop.
  await form.getByLabel("मोबाइल नंबर").fill("12345");
  await form.getByLabel("पता", { exact: true }).fill("4 लेक व्यू रोड");
  await form.getByLabel("पिन कोड").fill("302001");
  await expect(form.getByLabel("समय")).toHaveValue("morning");
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).click();

  await expect(form.getByLabel("मोबाइल नंबर")).toHaveAttribute("aria-invalid", "true");
  await expect(form).toContainText("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर डालें");
  await expect(form.getByRole("alert")).toHaveText("कृपया ऊपर बताई गई जगहों को ठीक करें।");
  await expect(page).toHaveURL(/\/hi\/our-service/);
});

test("a repair booked in Hindi answers in Hindi, with a Hindi WhatsApp text and tracking page", async ({
  page,
}) => {
  const mobile = `8${String(Date.now()).slice(-9)}`;
  await page.goto("/hi/our-service?appliance=washing-machine#appointment");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("ब्रांड").selectOption("IFB");
  await form.getByText("पानी नहीं निकल रहा", { exact: true }).click();
  await form.getByLabel("आपका नाम").fill("सुनीता अग्रवाल");
  await form.getByLabel("मोबाइल नंबर").fill(mobile);
  await form.getByLabel("पता", { exact: true }).fill("12 स्टेशन रोड");
  await form.getByLabel("पिन कोड").fill("302001");
  await form.getByRole("button", { name: "रिपेयर बुक करें" }).click();

  const booked = page.getByTestId("repair-booked");
  // The booking stores the repair and answers; on a busy shared machine that takes a while.
  await expect(booked.getByRole("heading")).toHaveText("आपकी रिपेयर रिक्वेस्ट बुक हो गई है", {
    timeout: 15_000,
  });
  const ticket = (await booked.getByTestId("ticket-number").textContent())!;
  const text = await chatText(booked.getByRole("link", { name: "WhatsApp पर भेजें" }));
  expect(text).toContain(`नमस्ते, मैंने रिपेयर ${ticket} बुक किया है।`);
  expect(text).toContain("वाशिंग मशीन (IFB): पानी नहीं निकल रहा");
  expect(text).toContain("घर पर विज़िट");
  await expect(booked.getByTestId("tracking-link")).toHaveAttribute(
    "href",
    /^\/hi\/track\/repair\/[^/]+$/,
  );
  await expect(booked.getByRole("link", { name: "एक और रिपेयर बुक करें" })).toHaveAttribute(
    "href",
    "/hi/repair",
  );
});

test("the Hindi contact page speaks Hindi", async ({ page }) => {
  await page.goto("/hi/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("संपर्क करें");
  await expect(page).toHaveTitle(/^संपर्क करें \| /);
  for (const heading of ["हमसे संपर्क करें", "पता", "ईमेल", "कॉल करें"]) {
    await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  // The shared shop's owner has given no opening hours, so none are claimed (issue 33).
  await expect(page.getByRole("heading", { name: "दुकान खुलने का समय" })).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveAttribute("title", / का नक्शा$/);
  await expectNothingOverflows(page, "h1, h2, h3");
  expect(await accessibilityProblems(page)).toEqual([]);
});

test("the Hindi terms and privacy pages show the built-in Hindi defaults", async ({ page }) => {
  await page.goto("/hi/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("सेवा की शर्तें");
  await expect(page).toHaveTitle(/^सेवा की शर्तें \| /);
  await expect(page.getByRole("heading", { level: 2, name: "ऑर्डर", exact: true })).toBeVisible();
  await expect(page.locator("article")).toContainText("उपभोक्ता संरक्षण अधिनियम, 2019");

  await page.goto("/hi/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("प्राइवेसी पॉलिसी");
  await expect(page.getByRole("heading", { level: 2, name: "आपके अधिकार" })).toBeVisible();
  await expectNothingOverflows(page, "article, h1, h2");
  expect(await accessibilityProblems(page)).toEqual([]);
});

for (const width of [390, 360]) {
  test(`the Hindi our-service page fits a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/hi/our-service");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Hero, headings, buttons and every carousel card keep their text inside.
    await expectNothingOverflows(
      page,
      "h1, h2, h3, section a, button, [aria-roledescription=carousel] li, [role=tablist]",
    );
    await page.screenshot({ path: `test-results/hindi-our-service-${width}.png`, fullPage: true });
  });
}
