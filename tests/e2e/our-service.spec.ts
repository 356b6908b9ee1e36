import type { Page } from "@playwright/test";
import { CAROUSEL_CONFIG_ELEMENT_ID } from "../../app/features/our-service/carousel-config";
import { m } from "../../app/i18n/messages";
import { accessibilityProblems } from "./axe";
import { expect, test } from "./fixtures";

const SERVICES = ["Refrigerator", "Washing Machine", "AC", "TV"];
const english = { locale: "en" } as const;
const NEXT_SLIDE = m.svc_carousel_next({}, english);
const FLOATING_CALL_LABEL = m.svc_floating_call({}, english);
const FLOATING_CHAT_LABEL = m.svc_floating_chat({}, english);

/** The sticky header is 56 px tall; sections keep an 80 px scroll margin so it never covers them. */
const HEADER_HEIGHT = 56;
const SCROLL_MARGIN = 80;

async function expectFaqToToggle(page: Page) {
  const question = page.getByRole("button", { name: "How much is the visit charge?" });
  const answer = page.getByRole("region", { name: "How much is the visit charge?" });
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "true");
  await expect(answer).toBeVisible();
  await expect(answer).toContainText("a line of the estimate");
  await question.click();
  await expect(question).toHaveAttribute("aria-expanded", "false");
  await expect(answer).toBeHidden();
}

async function expectSectionJustBelowHeader(page: Page, name: string) {
  const section = page.getByRole("region", { name, exact: true });
  await expect
    .poll(
      async () => {
        const top = (await section.boundingBox())?.y;
        return top !== undefined && top >= HEADER_HEIGHT && top <= SCROLL_MARGIN + 8;
      },
      { message: `the "${name}" section starts just below the sticky header` },
    )
    .toBe(true);
}

test("FAQ items open and close on click", async ({ page }) => {
  await page.goto("/our-service");
  await expectFaqToToggle(page);
});

test("the About Us tabs switch the repair text", async ({ page }) => {
  await page.goto("/our-service");
  const tabs = page.getByRole("tablist", { name: "Appliances we repair" });
  const tv = tabs.getByRole("tab", { name: "TV", exact: true });
  const refrigerator = tabs.getByRole("tab", { name: "Refrigerator", exact: true });
  const ac = tabs.getByRole("tab", { name: "AC", exact: true });

  await expect(tv).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "TV", exact: true })).toContainText(
    "Sound but no picture",
  );

  await refrigerator.click();
  await expect(refrigerator).toHaveAttribute("aria-selected", "true");
  await expect(tv).toHaveAttribute("aria-selected", "false");
  await expect(page.getByRole("tabpanel", { name: "Refrigerator", exact: true })).toContainText(
    "Ice on the back wall",
  );
  await expect(page.getByRole("tabpanel", { name: "TV", exact: true })).toBeHidden();

  await refrigerator.press("ArrowRight");
  await expect(ac).toBeFocused();
  await expect(ac).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "AC", exact: true })).toContainText(
    "Servicing and cleaning",
  );
});

test("each service's 'click me' link leads to the appointment section", async ({ page }) => {
  await page.goto("/our-service");
  const services = page.getByRole("region", { name: "Services", exact: true });
  for (const service of SERVICES) {
    await expect(
      services.getByRole("heading", { level: 3, name: service, exact: true }),
    ).toBeVisible();
  }
  const links = services.getByRole("link", { name: /^click me/ });
  await expect(links).toHaveCount(SERVICES.length);

  for (let index = 0; index < SERVICES.length; index++) {
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await links.nth(index).click();
    await expect(page).toHaveURL(/\/our-service\?appliance=[a-z-]+#appointment$/);
    await expectSectionJustBelowHeader(page, "Book a repair visit");
  }
});

test("a URL hash scrolls its section into view below the header after load", async ({ page }) => {
  await page.goto("/our-service#charges");
  await expectSectionJustBelowHeader(page, "Charges, parts and warranty");

  await page.evaluate(() => {
    window.location.hash = "#faq";
  });
  await expectSectionJustBelowHeader(page, "Frequently asked questions");
});

test("the floating call and chat links reach the shop", async ({ page }) => {
  await page.goto("/our-service");
  // They show once the hero, which has its own call button, is off screen.
  await page.locator("#appointment").scrollIntoViewIfNeeded();
  const call = page.getByRole("link", { name: FLOATING_CALL_LABEL, exact: true });
  const chat = page.getByRole("link", { name: FLOATING_CHAT_LABEL, exact: true });
  await expect(call).toHaveAttribute("href", /^tel:\+91\d{10}$/);
  await expect(chat).toHaveAttribute("href", /^https:\/\/wa\.me\/91\d{10}\?text=Hello$/);

  // Still in the corner after scrolling to the bottom of the page.
  await page.getByRole("heading", { name: "Visit or call us" }).scrollIntoViewIfNeeded();
  await expect(call).toBeInViewport();
  await expect(chat).toBeInViewport();
});

test("on a 360 px phone the floating buttons cover nothing of the hero, in English and Hindi", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ["/our-service", "/hi/our-service"]) {
    await page.goto(path);
    const hero = page.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
    const floating = page.getByTestId("floating-contact");
    // Checked on its boxes, not its visibility alone: whatever shows must not lie over the hero.
    const boxes = await floating
      .getByRole("link")
      .evaluateAll((links) =>
        links.map((link) => link.getBoundingClientRect()).filter((box) => box.width > 0),
      );
    const heroParts = await hero
      .locator("a, button, li")
      .evaluateAll((parts) => parts.map((part) => part.getBoundingClientRect()));
    expect(heroParts.length).toBeGreaterThan(4);
    for (const box of boxes) {
      for (const part of heroParts) {
        const apart =
          box.right <= part.left ||
          part.right <= box.left ||
          box.bottom <= part.top ||
          part.bottom <= box.top;
        expect(apart, `${path}: a floating button lies over the hero`).toBe(true);
      }
    }
    // Past the hero they are there, at least 44 px tall and apart from each other.
    await page.locator("#appointment").scrollIntoViewIfNeeded();
    const call = floating.getByRole("link").last();
    await expect(call).toBeInViewport();
    const callBox = await call.boundingBox();
    expect(callBox?.height).toBeGreaterThanOrEqual(44);
    expect(callBox?.width).toBeGreaterThanOrEqual(44);
  }
});

/** The people and repairs the page once made up (removed in 3d6db7c), in both languages. */
const INVENTED = [
  "Sunita Agarwal",
  "Rakesh Sharma",
  "Farhan Qureshi",
  "Priya Mathur",
  "Harish Meena",
  "सुनीता अग्रवाल",
  "राकेश शर्मा",
  "फरहान क़ुरैशी",
  "प्रिया माथुर",
  "हरीश मीणा",
  "Fridge cooling again the same evening",
  "repaired at home in 45 minutes",
  // Hours, promises and demo services nobody set or offered (issue 33, removed 2026-12-06).
  "urgent AC and fridge calls only",
  "अर्जेंट कॉल",
  "Opening hours",
  "दुकान खुलने का समय",
  "We are open",
  "we replace a damaged item",
  "खराब पहुंचा सामान हम बदल देते हैं",
  "we help you claim it",
  "क्लेम करने में हम मदद",
  "parts we fit",
  "लगाए गए पार्ट्स",
  "within 7 days",
  "by our technicians",
  "by our own technicians",
  "by our team",
  "wall mount kit on request",
  "service network covers",
  "टेक्नीशियन दीवार पर लगा देते",
  "इंस्टॉलेशन हमारे अपने टेक्नीशियन",
  "अनपैकिंग हमारी टीम",
];

test("a fresh shop shows no invented reviews, repairs, hours or promises, and no accessibility problems", async ({
  page,
}) => {
  await page.goto("/our-service");
  await expect(page.getByRole("heading", { name: "Frequently asked questions" })).toBeVisible();
  // Nothing real has been reviewed or repaired yet, so the sections are not there at all.
  await expect(page.locator(`#${CAROUSEL_CONFIG_ELEMENT_ID}`)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "What our customers say" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Recent repairs" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: NEXT_SLIDE })).toHaveCount(0);
  // No technician is named until the owner names them in the settings.
  await expect(page.getByText("Our technicians:")).toHaveCount(0);
  expect(await accessibilityProblems(page)).toEqual([]);

  // Nor is anyone made up on any other page a customer reads, in either language (the product
  // page shows published reviews only, which other tests may add, but never these).
  await page.goto("/");
  const product = await page.locator('a[href^="/product/"]').first().getAttribute("href");
  // The demo TV whose description offered wall mounting by 'our technicians' in Jaipur.
  await page.goto("/?q=Sony+Bravia");
  const sony = await page.locator('a[href^="/product/"]').first().getAttribute("href");
  for (const path of [
    "/our-service",
    "/hi/our-service",
    "/",
    "/hi",
    product!,
    `/hi${product}`,
    sony!,
    `/hi${sony}`,
    "/contact",
    "/hi/contact",
    "/repair",
    "/hi/repair",
    "/terms",
    "/hi/terms",
    "/privacy",
    "/hi/privacy",
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeAttached();
    const text = await page.locator("body").innerText();
    for (const invented of INVENTED)
      expect(text, `${path} says "${invented}"`).not.toContain(invented);
    expect(text, path).not.toMatch(/verified customer|पक्के ग्राहक/);
  }
});
