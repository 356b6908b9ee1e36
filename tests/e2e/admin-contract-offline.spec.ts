import { bookingFields } from "../factories/repair";
import {
  builtAdminActions,
  networkErrorsOnly,
  NOT_WALKED,
  routesPreloaded,
  submitOffline,
} from "./admin-offline-walk";
import { listedProducts } from "./catalogue-api";
import { expect, test } from "./fixtures";
import { placeTestOrder, randomMobile, uniqueCustomerName } from "./order-helpers";

/**
 * The admin contract's browser half (issue 30): every admin form posted while the shop cannot be
 * reached keeps the page and what was typed, and the layout's one notice says so, whatever the
 * page. The walk follows the registry the signed-out walk reads (`adminActions` of the build, as
 * tests/integration/admin-contract.test.ts does): each intent there is either walked below (its
 * form filled, the phone taken offline, submitted) or named with why not in NOT_WALKED
 * (admin-offline-walk.ts); a new intent in neither fails the first test. One page load per admin page, its forms walked one
 * after another. Offline nothing is saved, and the saves made online (a note on this test's own
 * order, another admin) are read by no other test, so it runs on the shared server.
 */

/**
 * The intents walked offline, by route id: by each page's test below, and (a credit note, a
 * review's answer, the address a large bill asks for: forms that need a bill, a published review
 * or an order of ₹50,000 first) by admin-session-ended.spec.ts, which walks them signed out too.
 */
const WALKED: Record<string, string[]> = {
  "routes/admin": ["add"],
  "routes/admin-product-edit": ["save"],
  "routes/admin-product-stock": ["stock-count"],
  "routes/admin-order-details": ["note", "credit-note", "issue-bill"],
  "routes/admin-order-payment": ["record-payment"],
  "routes/admin-sale-new": ["sale", "quote"],
  "routes/admin-settings": ["save", "find-customer", "mail-save"],
  "routes/admin-accounts": ["add-admin", "set-password"],
  "routes/admin-repair-details": ["schedule", "estimate", "parts", "close", "note", "credit-note"],
  "routes/admin-reviews": ["answer"],
};

test("covers every admin intent of the registry: walked offline below, or named with why not", async () => {
  const { actions, assets } = await builtAdminActions();
  const uncovered: string[] = [];
  for (const { id, intents } of actions) {
    // Without a clientAction, a lost connection would replace the page with the error page.
    expect(assets.routes[id]?.hasClientAction, `${id} has a clientAction`).toBe(true);
    for (const intent of intents) {
      const walked = WALKED[id]?.includes(intent);
      const named = NOT_WALKED[id]?.[intent] !== undefined;
      if (!walked && !named) uncovered.push(`${id} ${intent}`);
    }
  }
  expect(uncovered, "intents neither walked offline nor named in NOT_WALKED").toEqual([]);
  // And nothing listed here that the registry no longer has, so the lists cannot drift.
  const known = new Set(actions.flatMap(({ id, intents }) => intents.map((i) => `${id} ${i}`)));
  const listed = [
    ...Object.entries(WALKED).flatMap(([id, intents]) => intents.map((i) => `${id} ${i}`)),
    ...Object.entries(NOT_WALKED).flatMap(([id, why]) => Object.keys(why).map((i) => `${id} ${i}`)),
  ];
  expect(listed.filter((entry) => !known.has(entry))).toEqual([]);
});

test("offline, the add-product form keeps what was typed", async ({
  adminPage: page,
  pageErrors,
}) => {
  await page.goto("/admin");
  const name = page.getByLabel("Product name *");
  await name.fill("Philips Air Fryer");
  // The form checks itself before it posts: it gets what it needs to be sent.
  await page.getByLabel("Description *").fill("4.1 L, rapid air technology");
  await page.getByLabel("Category *").selectOption("Home & Kitchen");
  const price = page.getByLabel("Price (₹) *");
  await price.fill("6999");
  await submitOffline(
    page,
    "Add Product",
    () => page.getByRole("button", { name: "Add Product", exact: true }).click(),
    [
      [name, "Philips Air Fryer"],
      [price, "6999"],
    ],
  );
  networkErrorsOnly(pageErrors);
});

test("offline, a product's edit and stock count forms keep what was typed", async ({
  adminPage: page,
  request,
  pageErrors,
}) => {
  const product = (await listedProducts(request))[0]!;
  await page.goto(`/admin/products/${product.id}/edit`);
  await routesPreloaded(page, ["routes/admin-product-stock"]);
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const name = page.getByLabel("Product name *");
  await name.fill(`${product.name} (renamed offline)`);
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save Changes" }).click(),
    [[name, `${product.name} (renamed offline)`]],
  );

  const count = page.getByLabel("Count", { exact: true });
  const why = page.getByLabel("Why");
  await count.fill("7");
  await why.fill("Counted the shelf");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save count" }).click(),
    [
      [count, "7"],
      [why, "Counted the shelf"],
    ],
  );
  networkErrorsOnly(pageErrors);
});

test("offline, an order's note and payment forms keep what was typed; online the note is added", async ({
  adminPage: page,
  request,
  pageErrors,
}) => {
  const order = await placeTestOrder(request, { customerName: uniqueCustomerName("Offline") });
  await page.goto(`/admin/order-details/${order.id}`);
  await routesPreloaded(page, ["routes/admin-order-payment"]);
  const heading = `Order ${order.orderNumber}`;

  const note = page.getByLabel("Note for the shop (the customer never sees it)");
  await note.fill("Customer asked for an evening delivery");
  const addNote = page.getByRole("button", { name: "Add note" });
  await submitOffline(page, heading, () => addNote.click(), [
    [note, "Customer asked for an evening delivery"],
  ]);

  const amount = page.getByLabel("Amount (₹)");
  const reference = page.getByLabel("Reference (UPI or card)");
  await amount.fill("100");
  await reference.fill("UPI 4455");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Record payment" }).click(),
    [
      [amount, "100"],
      [reference, "UPI 4455"],
    ],
  );
  networkErrorsOnly(pageErrors);

  // Back online, the same note goes through: the typed text was all that was needed.
  await addNote.click();
  await expect(page.getByTestId("order-timeline")).toContainText(
    "Customer asked for an evening delivery",
  );
  await expect(note).toHaveValue("");
  await expect(page.getByTestId("admin-stop-notice")).toHaveCount(0);
});

test("offline, the new sale keeps what was typed, saved as a sale or as a quote", async ({
  adminPage: page,
  pageErrors,
}) => {
  await page.goto("/admin/sales/new");
  const name = page.getByLabel("Name", { exact: true });
  const mobile = page.getByLabel("Mobile");
  const typedMobile = randomMobile();
  await name.fill("Ramesh Kumar");
  await mobile.fill(typedMobile);
  for (const save of ["Save sale", "Save as quote"]) {
    await submitOffline(
      page,
      "New sale",
      () => page.getByRole("button", { name: save, exact: true }).click(),
      [
        [name, "Ramesh Kumar"],
        [mobile, typedMobile],
      ],
    );
  }
  networkErrorsOnly(pageErrors);
});

test("offline, the settings, customer erasure and mail forms keep what was typed", async ({
  adminPage: page,
  pageErrors,
}) => {
  await page.goto("/admin/settings");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const city = page.getByLabel("City", { exact: true });
  await city.fill("Jaipur (typed offline)");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save settings" }).click(),
    [[city, "Jaipur (typed offline)"]],
  );

  const mobile = page.getByLabel("Customer's mobile number");
  await mobile.fill("9876543210");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Find their orders" }).click(),
    [[mobile, "9876543210"]],
  );

  const host = page.getByLabel("Mail server (SMTP)");
  await host.fill("smtp.offline.example");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save mail settings" }).click(),
    [[host, "smtp.offline.example"]],
  );
  networkErrorsOnly(pageErrors);
});

test("offline, adding an admin and setting another's password keep what was typed", async ({
  adminPage: page,
  pageErrors,
}) => {
  await page.goto("/admin/accounts");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;
  const email = page.getByLabel("E-mail");
  const addForm = page.getByRole("region", { name: "Add an admin" });
  const offlineEmail = `offline-${randomMobile()}@dukan.test`;
  await email.fill(offlineEmail);
  await addForm.getByLabel("New password", { exact: true }).fill("typed offline 1");
  await addForm.getByLabel("The new password again").fill("typed offline 1");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Add admin" }).click(),
    [
      [email, offlineEmail],
      [addForm.getByLabel("New password", { exact: true }), "typed offline 1"],
    ],
  );

  // Another admin, added online, so the page offers to set their password.
  const other = `other-${randomMobile()}@dukan.test`;
  await email.fill(other);
  await page.getByRole("button", { name: "Add admin" }).click();
  const account = page.getByRole("listitem").filter({ hasText: other });
  await account.getByText("Set a new password").click();
  const password = account.getByLabel("New password", { exact: true });
  await password.fill("another one 22");
  await account.getByLabel("The new password again").fill("another one 22");
  await submitOffline(
    page,
    heading,
    () => account.getByRole("button", { name: "Set password" }).click(),
    [[password, "another one 22"]],
  );
  networkErrorsOnly(pageErrors);
});

test("offline, a repair's visit, estimate, parts, note and close forms keep what was typed", async ({
  adminPage: page,
  request,
  baseURL,
  pageErrors,
}) => {
  const customerName = uniqueCustomerName("Offline Repair");
  const booked = await request.post("/repair", {
    form: bookingFields({ customerName, customerMobile: randomMobile() }),
    headers: { Origin: baseURL! },
  });
  const ticket = /REP\d{12}/.exec(await booked.text())?.[0];
  expect(ticket, "the booking answers with its ticket").toBeDefined();
  await page.goto(`/admin/repairs?q=${ticket}`);
  await page.getByRole("link", { name: ticket }).first().click();
  await page.waitForURL(/\/admin\/repairs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Repairs");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())!;

  const technician = page.getByLabel("Technician");
  await technician.fill("Ravi");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Schedule visit" }).click(),
    [[technician, "Ravi"]],
  );

  const estimate = page.getByRole("form", { name: "Estimate" });
  const description = estimate.getByLabel("Description", { exact: true }).first();
  const lineAmount = estimate.getByLabel("Amount (₹)", { exact: true }).first();
  await description.fill("Compressor relay");
  await lineAmount.fill("850");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save and send estimate" }).click(),
    [
      [description, "Compressor relay"],
      [lineAmount, "850"],
    ],
  );

  const parts = page.getByLabel("Parts used");
  await parts.fill("Relay, 1 m copper pipe");
  await submitOffline(
    page,
    heading,
    () => page.getByRole("button", { name: "Save parts" }).click(),
    [[parts, "Relay, 1 m copper pipe"]],
  );

  const note = page.getByLabel("Note for the shop (the customer never sees it)");
  await note.fill("Spare relay ordered");
  await submitOffline(page, heading, () => page.getByRole("button", { name: "Add note" }).click(), [
    [note, "Spare relay ordered"],
  ]);

  const received = page.getByLabel("Amount received (₹)");
  await received.fill("1150");
  await submitOffline(
    page,
    heading,
    async () => {
      await page.getByRole("button", { name: "Close the repair" }).click();
      await page.getByRole("button", { name: "Yes, close it" }).click();
    },
    [[received, "1150"]],
  );
  networkErrorsOnly(pageErrors);
});
