import { listedProducts, productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";

/** The Hindi storefront (issue 15) on a phone: the language switch, product pages and browsing. */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const hindiShowing = /^(\d+) प्रोडक्ट मिल(ा|े)$/;

test("the header switches to Hindi, and the choice is remembered", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await page.getByRole("link", { name: "हिन्दी में देखें" }).tap();

  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  await expect(page.getByText(hindiShowing)).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "प्रोडक्ट खोजें" })).toBeVisible();
  await expect(page.getByRole("button", { name: /कार्ट में जोड़ें$/ }).first()).toHaveText("जोड़ें");

  // The cookie sends the next visit to the English address on to the Hindi page.
  await page.goto("/");
  await expect(page).toHaveURL(/\/hi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
});

test("the header switches back to English, and that choice is remembered too", async ({ page }) => {
  await page.goto("/language?to=hi&next=/");
  await expect(page).toHaveURL(/\/hi$/);
  await page.getByRole("link", { name: "View in English" }).tap();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  await expect(page.getByText(/^Showing \d+ product\(s\)$/)).toBeVisible();
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toHaveText("ADD");
});

test.describe("a first visit whose browser prefers Hindi", () => {
  // Chromium sends Accept-Language from the browser's locale: hi-IN, then hi.
  test.use({ locale: "hi-IN" });

  test("lands on the Hindi home page", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/hi$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
    await expect(page.getByRole("navigation", { name: "अप्लायंस" })).toBeVisible();
  });
});

test("a Hindi product page shows the Hindi name, description and discount", async ({
  page,
  request,
}) => {
  const withHindi = await productWhere(
    request,
    (product) => product.nameHi !== "" && product.discount !== "",
  );
  await page.goto(`/hi/product/${withHindi.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(withHindi.nameHi);
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(withHindi.nameHi)} \\|`));
  if (withHindi.descriptionHi) await expect(page.getByText(withHindi.descriptionHi)).toBeVisible();
  await expect(
    page.getByText(withHindi.discount.replace(" OFF", " छूट"), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "कार्ट में जोड़ें" }).first()).toBeVisible();

  await page.screenshot({ path: test.info().outputPath("hindi-product-390.png") });
});

test("chips, sort and filters work in a Hindi URL", async ({ page, request }) => {
  await page.goto("/hi?type=ac&sort=price-low");
  const chips = page.getByRole("navigation", { name: "अप्लायंस" });
  await expect(chips.getByRole("link", { name: "एसी", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("combobox", { name: "क्रम" })).toHaveValue("price-low");
  const acs = (await listedProducts(request)).filter(
    (product) => product.category === "Air Conditioners",
  );
  await expect(page.getByText(`${acs.length} प्रोडक्ट मिले`)).toBeVisible();
  const cheapest = acs.reduce((low, product) => (product.price < low.price ? product : low));
  await expect(page.getByRole("article").first().getByRole("heading")).toHaveText(
    cheapest.nameHi || cheapest.name,
  );

  await page.getByRole("checkbox", { name: "सिर्फ़ स्टॉक वाले" }).check();
  await expect(page).toHaveURL(/\/hi\?type=ac&sort=price-low&inStock=true$/);
  await chips.getByRole("link", { name: "फ्रिज", exact: true }).tap();
  await expect(page).toHaveURL(/\/hi\?type=refrigerator&sort=price-low&inStock=true$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");
  for (const name of await page.getByRole("article").getByRole("heading").allTextContents()) {
    expect(name).toMatch(/Refrigerator|फ्रिज/);
  }

  await page.getByRole("link", { name: "सभी", exact: true }).tap();
  await expect(page).toHaveURL(/\/hi\?sort=price-low&inStock=true$/);
  await page.screenshot({ path: test.info().outputPath("hindi-home-390.png") });
});

test("Add to Cart on a Hindi product page adds it and offers the Hindi cart", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (listed) => listed.nameHi !== "" && listed.inStock && listed.maxQuantity >= 2,
  );
  await page.goto(`/hi/product/${product.id}`);
  const add = page.getByRole("button", { name: "कार्ट में जोड़ें" }).first();
  await add.tap();
  await expect(page.getByRole("status").filter({ hasText: "कार्ट में जुड़ गया!" })).toContainText(
    product.nameHi,
  );
  await expect(page.getByRole("link", { name: "कार्ट, 1 सामान" })).toBeVisible();
  await page.getByRole("button", { name: "कार्ट पर जाएं" }).first().tap();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await expect(page.getByRole("link", { name: product.nameHi })).toBeVisible();
});

test("on a 360 px phone the Hindi cards say their discount in Hindi, and their buttons fit, sold out ones too", async ({
  page,
  request,
}) => {
  const discounted = await productWhere(
    request,
    (product) => product.inStock && product.discount !== "",
  );
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/hi");
  const cards = page.getByRole("article");
  const percent = discounted.discount.replace(" OFF", "");
  const onSale = cards.filter({ hasText: discounted.nameHi || discounted.name });
  await expect(onSale.getByText(`${percent} छूट`, { exact: true })).toBeVisible();
  await expect(onSale.getByText("OFF")).toHaveCount(0);
  const soldOut = cards.filter({ has: page.getByRole("button", { disabled: true }) }).first();
  await expect(soldOut.getByRole("button")).toHaveText("उपलब्ध नहीं");
  for (const card of [cards.first(), soldOut]) {
    const cardBox = (await card.boundingBox())!;
    for (const button of [card.getByRole("button"), card.getByRole("link", { name: /देखें$/ })]) {
      const box = (await button.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
      expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
      expect(fits).toBe(true);
    }
  }
  await soldOut.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath("hindi-home-360.png") });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
