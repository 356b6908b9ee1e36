import { expect, test } from "./fixtures";

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const showing = /^Showing (\d+) product\(s\)$/;

test("on a phone, appliance chips, brand, stock and sort filters live in the URL with the search", async ({
  page,
}) => {
  await page.goto("/");
  const chips = page.getByRole("navigation", { name: "Appliances" });
  await chips.getByRole("link", { name: "AC", exact: true }).tap();
  await expect(page).toHaveURL(/\/\?type=ac$/);
  await expect(chips.getByRole("link", { name: "AC", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  const cards = page.getByRole("article");
  for (const name of await cards.getByRole("heading").allTextContents()) {
    expect(name).toMatch(/\bAC\b/);
  }

  await page.getByRole("combobox", { name: "Brand" }).selectOption("Voltas");
  await expect(page).toHaveURL(/type=ac&brand=Voltas$/);
  await page.getByRole("checkbox", { name: "In stock only" }).check();
  await expect(page).toHaveURL(/type=ac&brand=Voltas&inStock=true$/);
  await page.getByRole("combobox", { name: "Sort" }).selectOption("price-high");
  await expect(page).toHaveURL(/sort=price-high/);

  await page.getByRole("searchbox", { name: "Search products" }).fill("inverter");
  await expect(page).toHaveURL(/q=inverter/);
  expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
    type: "ac",
    brand: "Voltas",
    inStock: "true",
    sort: "price-high",
    q: "inverter",
  });
  const count = Number(/\d+/.exec((await page.getByText(showing).textContent())!)![0]);
  await expect(cards).toHaveCount(count);
  for (const name of await cards.getByRole("heading").allTextContents()) {
    expect(name).toMatch(/^Voltas .*Inverter.*AC/);
  }

  // A shared link shows the same choice, rendered by the server.
  await page.goto(page.url());
  await expect(page.getByRole("combobox", { name: "Brand" })).toHaveValue("Voltas");
  await expect(page.getByRole("checkbox", { name: "In stock only" })).toBeChecked();
  await expect(page.getByRole("searchbox", { name: "Search products" })).toHaveValue("inverter");
  await expect(cards).toHaveCount(count);

  // The chips stay in one row that scrolls sideways, so products start near the top.
  const chipBoxes = await chips
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top));
  expect(new Set(chipBoxes).size).toBe(1);
  expect((await cards.first().boundingBox())!.y).toBeLessThan(844 / 2);
  await page.screenshot({ path: test.info().outputPath("home-390.png") });
});

test("on a phone, a shared link to a kind at the end of the chip row shows its chip chosen", async ({
  page,
}) => {
  await page.goto("/?type=washing-machine");
  const chip = page
    .getByRole("navigation", { name: "Appliances" })
    .getByRole("link", { name: "Washing Machine", exact: true });
  await expect(chip).toHaveAttribute("aria-current", "true");
  await expect(chip).toBeInViewport({ ratio: 1 });
});
