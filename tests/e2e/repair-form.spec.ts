import { expect, test } from "./fixtures";

/** A 1×1 PNG, a photo the form can carry. */
const PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test.use({ viewport: { width: 360, height: 740 } });

test("the repair form offers the appliance's brands, and after a refusal goes to the field to correct with the photos still chosen", async ({
  page,
}) => {
  await page.goto("/repair");
  const form = page.getByTestId("repair-booking-form");
  await form.getByLabel("Appliance").selectOption("ac");
  const brands = form.getByLabel("Brand").locator("option");
  await expect(brands).toContainText(["Voltas"]);
  expect(await brands.allTextContents()).toContain("Daikin");
  expect(await brands.allTextContents()).not.toContain("OnePlus");
  await form.getByLabel("Brand").selectOption("Daikin");
  // A brand the next appliance is not made by is let go.
  await form.getByLabel("Appliance").selectOption("tv");
  await expect(form.getByLabel("Brand")).toHaveValue("");
  expect(await brands.allTextContents()).toContain("OnePlus");
  await form.getByLabel("Brand").selectOption("Sony");

  await form.getByText("Does not turn on", { exact: true }).click();
  await form.getByLabel(/Photos/).setInputFiles({
    name: "tv.png",
    mimeType: "image/png",
    buffer: PHOTO,
  });
  // The shop's own picker says what was chosen, in the page's language (not Chromium's words).
  const chosen = form.getByText("1 chosen: tv.png");
  await expect(chosen).toBeVisible();
  await form.getByLabel("Your name").fill("Kavya Rao");
  await form.getByLabel("Mobile number").fill("5829012345");
  await form.getByLabel("Address").fill("4 Lake View Road");
  await form.getByLabel("PIN code").fill("560001");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await form.getByRole("button", { name: "Book the repair" }).click();

  const mobile = form.getByLabel("Mobile number");
  await expect(mobile).toHaveAttribute("aria-invalid", "true");
  await expect(mobile).toBeFocused();
  await expect(mobile).toBeInViewport();
  expect(
    await form.getByLabel(/Photos/).evaluate((input: HTMLInputElement) => input.files?.length),
  ).toBe(1);
  await expect(chosen).toBeVisible();
});
