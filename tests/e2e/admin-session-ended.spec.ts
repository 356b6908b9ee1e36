import { SIGN_IN_AGAIN } from "../../app/features/admin/admin-answer";
import { rupeesToPaise } from "../../domain/money";
import { ADDRESS_ON_BILL_FROM_PAISE } from "../../domain/sales";
import { bookingFields } from "../factories/repair";
import { networkErrorsOnly, submitOffline } from "./admin-offline-walk";
import { E2E_ADMIN } from "./admin-session";
import {
  hydrated,
  signedInAgain,
  signedOutErrorsOnly,
  submitSignedOut,
} from "./admin-session-ended";
import { billNumber, counterSale, INSTALLATION } from "./bill-helpers";
import { productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";
import { placeTestOrder, randomMobile, uniqueCustomerName } from "./order-helpers";
import { publishedReview } from "./review-helpers";

/**
 * Issue 30's one signed-out answer, on the forms whose typed words the owner would hate to lose,
 * on a 360 px phone: the session ends while the form is open, the post gives the layout's notice
 * with a sign-in link back to the page, and what was typed is still in its field. Forms that need
 * a bill or a published review first (a credit note, a review's answer) are walked offline here
 * too (WALKED in admin-contract-offline.spec.ts). The saves made online are on the tests' own
 * order and repair, and one more published review, as reviews.spec.ts publishes: no test reads a
 * product's shown rating on the shared server.
 */
test.use({ viewport: { width: 360, height: 740 } });

test("signed out, an order's note and a credit note's reason are kept; the sign-in link signs in in a new tab and returns to the order, and both then go through", async ({
  adminPage: page,
  adminSessionToken,
  pageErrors,
}) => {
  await counterSale(page, INSTALLATION.pricePaise);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const bill = await billNumber(page);
  const timeline = page.getByTestId("order-timeline");
  // Typed before hydration, a controlled field's words would be lost to that, not to the session.
  await expect(page.locator("[data-live-state]").first()).toHaveAttribute(
    "data-live-state",
    "live",
  );

  const note = page.getByLabel("Note for the shop (the customer never sees it)");
  const noteText = "Deliver after 6 pm: the lift is off till then";
  await note.fill(noteText);
  const addNote = page.getByRole("button", { name: "Add note" });
  const notice = await submitSignedOut(page, heading, () => addNote.click(), [[note, noteText]]);
  await expect(timeline).not.toContainText(noteText);

  // The notice's link opens the login page in a new tab, which comes back to this order.
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    notice.getByRole("link", { name: SIGN_IN_AGAIN }).click(),
  ]);
  // Typed before the new tab's page has hydrated, the form would not see it: typed until it does.
  const login = tab.getByRole("button", { name: "Login" });
  await expect(async () => {
    await tab.getByLabel("Email").fill(E2E_ADMIN.email);
    await tab.getByLabel("Password").fill(E2E_ADMIN.password);
    await expect(login).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await login.click();
  await expect(tab).toHaveURL(page.url());
  await expect(tab.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await tab.close();
  // Signed in there, this tab saves what it kept with one more tap.
  await addNote.click();
  await expect(timeline).toContainText(noteText);
  await expect(note).toHaveValue("");
  await expect(notice).toHaveCount(0);
  signedOutErrorsOnly(pageErrors);

  await page.getByTestId("bill-actions").getByRole("button", { name: "Credit note" }).click();
  const reason = page.getByLabel(`Why is bill ${bill} cancelled?`);
  const reasonText = "Stand returned unused, ₹1,200 paid back in cash";
  await reason.fill(reasonText);
  const issue = page.getByRole("button", { name: "Issue credit note" });
  const again = await submitSignedOut(page, heading, () => issue.click(), [[reason, reasonText]]);
  await signedInAgain(page, adminSessionToken, again);
  signedOutErrorsOnly(pageErrors);
  await submitOffline(page, heading, () => issue.click(), [[reason, reasonText]]);
  networkErrorsOnly(pageErrors);
  await expect(page.getByTestId("credit-note")).toHaveCount(0);
  await issue.click();
  await expect(page.getByTestId("credit-note")).toContainText(reasonText);
});

test("signed out and offline, the address a bill of ₹50,000 or more asks for is kept; online the bill is issued with it", async ({
  adminPage: page,
  adminSessionToken,
  request,
  pageErrors,
}) => {
  const product = await productWhere(
    request,
    (candidate) =>
      candidate.inStock &&
      rupeesToPaise(candidate.price) * candidate.maxQuantity >= ADDRESS_ON_BILL_FROM_PAISE,
  );
  // A web order without an address: its bill must be given one (Rule 46).
  const order = await placeTestOrder(request, {
    productId: product.id,
    quantity: Math.ceil(ADDRESS_ON_BILL_FROM_PAISE / rupeesToPaise(product.price)),
  });
  await page.goto(`/admin/order-details/${order.id}`);
  await expect(page.locator("[data-live-state]").first()).toHaveAttribute(
    "data-live-state",
    "live",
  );
  const heading = `Order ${order.orderNumber}`;
  const address = page.getByLabel("Customer's address");
  const typed = "House 21, Vaishali Nagar, Jaipur 302021";
  await address.fill(typed);
  const issue = page.getByRole("button", { name: "Issue bill" });
  const notice = await submitSignedOut(page, heading, () => issue.click(), [[address, typed]]);
  await signedInAgain(page, adminSessionToken, notice);
  signedOutErrorsOnly(pageErrors);
  await submitOffline(page, heading, () => issue.click(), [[address, typed]]);
  networkErrorsOnly(pageErrors);
  await issue.click();
  await expect(page.getByTestId("bill-summary")).toContainText(/\S+\/\d\d-\d\d\/\d{5}/);
});

test("signed out, a repair's estimate is kept and no chat tab opens; the closed repair's credit note reason is kept offline", async ({
  adminPage: page,
  adminSessionToken,
  request,
  baseURL,
  pageErrors,
}) => {
  const booked = await request.post("/repair", {
    form: bookingFields({
      customerName: uniqueCustomerName("Signed-out Repair"),
      customerMobile: randomMobile(),
    }),
    headers: { Origin: baseURL! },
  });
  const ticket = /REP\d{12}/.exec(await booked.text())![0];
  await page.goto(`/admin/repairs?q=${ticket}`);
  await page.getByRole("link", { name: ticket }).first().click();
  const heading = `Repair ${ticket}`;
  await expect(page.getByTestId("repair-details")).toHaveAttribute("data-live-state", "live");

  const estimate = page.getByRole("form", { name: "Estimate" });
  const description = estimate.getByLabel("Description", { exact: true }).first();
  const amount = estimate.getByLabel("Amount (₹)", { exact: true }).first();
  await description.fill("Compressor relay and gas top-up");
  await amount.fill("2350");
  const notice = await submitSignedOut(
    page,
    heading,
    () => page.getByRole("button", { name: "Save and send estimate" }).click(),
    [
      [description, "Compressor relay and gas top-up"],
      [amount, "2350"],
    ],
  );
  // Nothing was saved, so no WhatsApp tab was opened with an estimate the customer cannot see.
  expect(page.context().pages()).toHaveLength(1);
  await expect(page.getByTestId("repair-timeline")).not.toContainText("2,350");
  await signedInAgain(page, adminSessionToken, notice);
  signedOutErrorsOnly(pageErrors);

  await page.getByLabel("Amount received (₹)").fill("850");
  await page.getByRole("button", { name: "Close the repair" }).click();
  await page
    .getByRole("alertdialog", { name: "Close this repair?" })
    .getByRole("button", { name: "Yes, close it" })
    .click();
  await expect(page.getByTestId("closed-summary")).toBeVisible();
  const bill = await billNumber(page);
  await page.getByTestId("bill-actions").getByRole("button", { name: "Credit note" }).click();
  const reason = page.getByLabel(`Why is bill ${bill} cancelled?`);
  await reason.fill("Relay failed again the same day; money returned");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Issue credit note" }).click(),
    [[reason, "Relay failed again the same day; money returned"]],
  );
  networkErrorsOnly(pageErrors);
});

test("signed out, the settings page keeps what was typed and saves nothing", async ({
  adminPage: page,
  adminSessionToken,
  pageErrors,
}) => {
  await page.goto("/admin/settings");
  await hydrated(page);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const city = page.getByLabel("City", { exact: true });
  const hero = page.getByLabel("Hero text", { exact: true });
  const savedCity = await city.inputValue();
  await city.fill("Jaipur (typed signed out)");
  await hero.fill("Fridges, ACs and washing machines, repaired at home the same day");
  const notice = await submitSignedOut(
    page,
    heading,
    () => page.getByRole("button", { name: "Save settings" }).click(),
    [
      [city, "Jaipur (typed signed out)"],
      [hero, "Fridges, ACs and washing machines, repaired at home the same day"],
    ],
  );
  await signedInAgain(page, adminSessionToken, notice);
  signedOutErrorsOnly(pageErrors);
  await page.reload();
  await expect(city).toHaveValue(savedCity);
});

test("signed out and offline, a review's public answer is kept; online it is saved", async ({
  adminPage: page,
  adminSessionToken,
  request,
  baseURL,
  pageErrors,
}) => {
  const words = `Cooled the room in minutes ${randomMobile()}`;
  await publishedReview(page, request, baseURL!, words);
  const card = page.getByRole("listitem").filter({ hasText: words });
  const answer = card.getByLabel("Your public answer");
  const typed = "Thank you! Call us for the free service in six months.";
  await answer.fill(typed);
  const save = card.getByRole("button", { name: "Save answer" });
  const notice = await submitSignedOut(page, "Reviews", () => save.click(), [[answer, typed]]);
  await signedInAgain(page, adminSessionToken, notice);
  signedOutErrorsOnly(pageErrors);
  await submitOffline(page, "Reviews", () => save.click(), [[answer, typed]]);
  networkErrorsOnly(pageErrors);
  await save.click();
  await expect(page.getByText("Answer saved")).toBeVisible();
  await page.reload();
  await expect(card.getByLabel("Your public answer")).toHaveValue(typed);
});

test("an admin page that cannot be shown keeps the admin navigation and says what failed", async ({
  adminPage: page,
  pageErrors,
}) => {
  const nav = page.getByRole("navigation", { name: "Admin" });
  await page.goto("/admin/repairs/999999999/job-card");
  await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "There is nothing at" })).toHaveText(
    "There is nothing at /admin/repairs/999999999/job-card; it may have been deleted.",
  );
  await expect(nav.getByRole("link", { name: "Repairs" })).toBeVisible();

  // A page of the queue no earlier page named: the loader's reason, and a way back to the first.
  await page.goto("/admin/repairs?after=not-a-page");
  await expect(
    page.getByRole("heading", { level: 1, name: "This page could not be shown" }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "could not be shown" })).toHaveText(
    "/admin/repairs could not be shown (400): This page of the queue is not known: start from the first. Nothing was changed.",
  );
  await page.getByRole("link", { name: "Start again" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Repairs" })).toBeVisible();

  // The navigation kept on the error page takes the owner on.
  await page.goto("/admin/repairs/999999999/job-card");
  await nav.getByRole("link", { name: "Dashboard" }).click();
  await expect(page).toHaveURL(/\/admind$/);
  // The browser logs each page answered 404 or 400; those are what this test asked for.
  expect(pageErrors.filter((error) => !/status of 40[04]/.test(error))).toEqual([]);
  pageErrors.length = 0;
});
