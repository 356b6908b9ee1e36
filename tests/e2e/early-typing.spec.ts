import { bookingFields } from "../factories/repair";
import { E2E_ADMIN } from "./admin-session";
import { expect, test } from "./fixtures";
import { HYDRATING, holdHydration, hydratedBox } from "./hold-hydration";
import { randomMobile, uniqueCustomerName } from "./order-helpers";

// The owner on a slow phone types into a controlled field before the page's script has run.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test("an estimate line typed before hydration stays, and the total counts it", async ({
  adminPage: page,
  request,
  baseURL,
}) => {
  const booked = await request.post("/repair", {
    form: bookingFields({
      customerName: uniqueCustomerName("Early Estimate"),
      customerMobile: randomMobile(),
      visitType: "shop",
    }),
    headers: { Origin: baseURL! },
  });
  const ticket = /REP\d{12}/.exec(await booked.text())![0];
  await page.goto(`/admin/repairs?q=${ticket}`);
  const details = await page.getByRole("link", { name: ticket }).first().getAttribute("href");

  const hydrate = await holdHydration(page);
  await page.goto(details!, { waitUntil: "domcontentloaded" });
  const estimate = page.getByRole("form", { name: "Estimate" });
  const description = estimate.getByLabel("Description", { exact: true }).first();
  const amount = estimate.getByLabel("Amount (₹)", { exact: true }).first();
  await description.fill("Compressor relay");
  await amount.fill("2350");

  hydrate();
  // Brought to the shop, there is no visit charge: the total is the typed line alone.
  await expect(estimate.getByTestId("estimate-total")).toHaveText("Total ₹2,350", HYDRATING);
  // Another line redraws the rows: the typed one keeps its text.
  await estimate.getByRole("button", { name: "Add line" }).click();
  await expect(estimate.getByTestId("estimate-row")).toHaveCount(2);
  await expect(description).toHaveValue("Compressor relay");
  await expect(amount).toHaveValue("2350");
  await expect(estimate.getByTestId("estimate-total")).toHaveText("Total ₹2,350");
  await page.screenshot({ path: "test-results/early-typing-estimate-390.png" });
});

test("email and password typed before hydration sign in", async ({ page }) => {
  const hydrate = await holdHydration(page);
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  const email = page.getByLabel("Email");
  const password = page.getByLabel("Password");
  await email.fill(E2E_ADMIN.email);
  await password.fill(E2E_ADMIN.password);

  hydrate();
  await hydratedBox(password);
  const login = page.getByRole("button", { name: "Login" });
  await expect(login).toBeEnabled();
  await expect(email).toHaveValue(E2E_ADMIN.email);
  await expect(password).toHaveValue(E2E_ADMIN.password);
  await login.click();
  await expect(page).toHaveURL("/admind");
});
