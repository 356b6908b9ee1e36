import { checkoutMessages } from "../../domain/checkout";
import { addFromHome, cartLine, openCart, rupees, storedList } from "./cart-helpers";
import { listedProducts, productWhere } from "./catalogue-api";
import { expect, test } from "./fixtures";

test("lines show price, saving, stock and totals, and the cart survives a reload", async ({
  page,
  request,
}) => {
  const products = await listedProducts(request);
  const discounted = products.find(
    (product) => product.inStock && product.oldPrice > product.price,
  )!;
  const plain = products.find((product) => product.inStock && product.oldPrice === 0)!;
  await addFromHome(page, discounted, plain);
  await page.getByRole("link", { name: "Cart, 2 items" }).click();
  await expect(page).toHaveURL(/\/cart$/);

  await expect(page.getByRole("heading", { name: "Shopping Cart (2 items)" })).toBeVisible();
  const line = cartLine(page, discounted.name);
  await expect(line.getByRole("link", { name: discounted.name })).toHaveAttribute(
    "href",
    `/product/${discounted.id}`,
  );
  await expect(
    line.getByText(`You save ${rupees(discounted.oldPrice - discounted.price)}`),
  ).toBeVisible();
  await expect(line.locator("s")).toHaveText(rupees(discounted.oldPrice));
  await expect(cartLine(page, plain.name).getByText(/You save/)).toHaveCount(0);
  await expect(page.getByText("Out of Stock")).toHaveCount(0);

  const summary = page.getByRole("complementary", { name: "Order Summary" });
  await expect(summary.getByText("Total Items")).toBeVisible();
  await expect(summary.locator("dd").first()).toHaveText("2");
  await expect(summary.locator("dd").nth(1)).toHaveText(rupees(discounted.price + plain.price));
  await expect(
    summary.getByText(`You saved ${rupees(discounted.oldPrice - discounted.price)} today!`),
  ).toBeVisible();
  await expect(summary.getByRole("button", { name: "Proceed to Checkout" })).toBeVisible();
  await expect(summary.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/",
  );

  await page.reload();
  await expect(cartLine(page, discounted.name)).toBeVisible();
  await expect(cartLine(page, plain.name)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopping Cart (2 items)" })).toBeVisible();
});

test("plus and minus stay between 1 and the maximum, and plus at the maximum says so", async ({
  page,
  request,
}) => {
  const product = await productWhere(
    request,
    (candidate) => candidate.inStock && candidate.maxQuantity <= 5,
  );
  await addFromHome(page, product);
  await openCart(page);
  const line = cartLine(page, product.name);
  const minus = line.getByRole("button", { name: "Decrease quantity" });
  const plus = line.getByRole("button", { name: "Increase quantity" });
  await expect(minus).toBeDisabled();
  for (let quantity = 2; quantity <= product.maxQuantity; quantity += 1) {
    await plus.click();
    await expect(line.locator("output")).toHaveText(String(quantity));
  }
  await expect(line.getByText(rupees(product.price * product.maxQuantity))).toBeVisible();
  await plus.click();
  const refusal = page
    .getByRole("alert")
    .filter({ hasText: checkoutMessages.maxReachedInCart(product.maxQuantity) });
  await expect(refusal).toBeVisible();
  await expect(refusal).toHaveText(
    `Maximum quantity (${product.maxQuantity}) reached for this item.`,
  );
  await expect(line.locator("output")).toHaveText(String(product.maxQuantity));
  await expect(refusal).toBeHidden({ timeout: 4500 });

  await minus.click();
  await expect(line.locator("output")).toHaveText(String(product.maxQuantity - 1));
  expect(await storedList(page, "cart")).toEqual([
    expect.objectContaining({ id: product.id, quantity: product.maxQuantity - 1 }),
  ]);
});

test("removing an item asks first; Cancel and Escape keep it", async ({ page, request }) => {
  const [first, second] = (await listedProducts(request)).filter((product) => product.inStock);
  await addFromHome(page, first!, second!);
  await openCart(page);
  const line = cartLine(page, first!.name);
  const remove = line.getByRole("button", { name: `Remove ${first!.name}` });

  await remove.click();
  const prompt = page.getByRole("alertdialog", { name: "Remove item" });
  await expect(prompt).toContainText(
    `Are you sure you want to remove "${first!.name}" from your cart?`,
  );
  await expect(prompt.getByRole("button", { name: "Cancel" })).toBeFocused();
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(line).toBeVisible();

  await remove.click();
  await page.keyboard.press("Escape");
  await expect(prompt).toHaveCount(0);
  await expect(line).toBeVisible();

  await remove.click();
  await prompt.getByRole("button", { name: "Remove" }).click();
  await expect(line).toHaveCount(0);
  await expect(cartLine(page, second!.name)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Shopping Cart (1 item)" })).toBeFocused();
  expect(await storedList(page, "cart")).toEqual([expect.objectContaining({ id: second!.id })]);
});

test("Clear Cart asks first, then empties the cart and Go Shopping leads home", async ({
  page,
  request,
}) => {
  const [first, second] = (await listedProducts(request)).filter((product) => product.inStock);
  await addFromHome(page, first!, second!);
  await openCart(page);

  await page.getByRole("button", { name: "Clear Cart" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Clear cart" });
  await expect(prompt).toContainText("Are you sure you want to clear your entire cart?");
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(cartLine(page, first!.name)).toBeVisible();

  await page.getByRole("button", { name: "Clear Cart" }).click();
  await prompt.getByRole("button", { name: "Clear Cart" }).click();
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear Cart" })).toHaveCount(0);
  await expect(page.getByTestId("cart-count")).toHaveCount(0);
  expect(await storedList(page, "cart")).toEqual([]);
  await page.getByRole("link", { name: "Go Shopping" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("Save for later asks, keeps the item in its own list, and it moves back or goes", async ({
  page,
  request,
}) => {
  const [first, second] = (await listedProducts(request)).filter((product) => product.inStock);
  await addFromHome(page, first!, second!);
  await openCart(page);
  const line = cartLine(page, first!.name);

  await line.getByRole("button", { name: "Save for later" }).click();
  const prompt = page.getByRole("alertdialog", { name: "Save for later" });
  await expect(prompt).toContainText(`Save "${first!.name}" for later and remove from cart?`);
  await prompt.getByRole("button", { name: "Cancel" }).click();
  await expect(line).toBeVisible();
  await expect(page.getByRole("region", { name: /Saved for later/ })).toHaveCount(0);

  await line.getByRole("button", { name: "Save for later" }).click();
  await prompt.getByRole("button", { name: "Save" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `"${first!.name}" saved for later!` }),
  ).toBeVisible();
  await expect(line).toHaveCount(0);
  const saved = page.getByRole("region", { name: /Saved for later/ });
  await expect(saved.getByRole("listitem", { name: first!.name })).toBeVisible();
  expect(await storedList(page, "savedForLater")).toEqual([
    expect.objectContaining({ id: first!.id, quantity: 1 }),
  ]);
  expect(await storedList(page, "cart")).toEqual([expect.objectContaining({ id: second!.id })]);

  // A second tab sees the same lists, and keeps them through a reload.
  const other = await page.context().newPage();
  await openCart(other);
  await expect(
    other
      .getByRole("region", { name: /Saved for later/ })
      .getByRole("listitem", { name: first!.name }),
  ).toBeVisible();

  await saved.getByRole("button", { name: "Move to cart" }).click();
  await expect(cartLine(page, first!.name)).toBeVisible();
  await expect(saved).toHaveCount(0);
  await expect(cartLine(other, first!.name)).toBeVisible();
  await expect(other.getByRole("region", { name: /Saved for later/ })).toHaveCount(0);
  await other.close();

  await cartLine(page, first!.name).getByRole("button", { name: "Save for later" }).click();
  await prompt.getByRole("button", { name: "Save" }).click();
  await page.reload();
  await saved.getByRole("button", { name: "Remove" }).click();
  await expect(saved).toHaveCount(0);
  expect(await storedList(page, "savedForLater")).toEqual([]);
  await expect(cartLine(page, first!.name)).toHaveCount(0);
});

test("opening the cart refreshes prices and stock and marks what changed", async ({
  page,
  request,
}) => {
  const products = await listedProducts(request);
  const repriced = products.find((product) => product.inStock && product.oldPrice > product.price)!;
  const soldOut = products.find((product) => !product.inStock)!;
  await addFromHome(page, repriced);
  // A cart saved days ago: one price has moved since, one product sold out, one was withdrawn.
  await page.evaluate(
    ({ repriced, soldOut }) => {
      const [line] = JSON.parse(localStorage.getItem("cart")!);
      const stale = [
        { ...line, price: line.price + 100_000 },
        { ...line, id: soldOut.id, name: soldOut.name, inStock: true, price: soldOut.price * 100 },
        { ...line, id: 999_999, name: "Withdrawn fan" },
      ];
      localStorage.setItem("cart", JSON.stringify(stale));
      return repriced.id;
    },
    { repriced, soldOut },
  );
  await openCart(page);

  await expect(
    cartLine(page, repriced.name).getByText(
      `Price changed from ${rupees(repriced.price + 1000)} to ${rupees(repriced.price)}`,
    ),
  ).toBeVisible();
  await expect(cartLine(page, soldOut.name).getByText("Now out of stock")).toBeVisible();
  await expect(
    cartLine(page, soldOut.name).getByText("Out of Stock", { exact: true }),
  ).toBeVisible();
  await expect(cartLine(page, "Withdrawn fan").getByText("No longer available")).toBeVisible();
  await expect(page.getByText(/Some prices or stock changed/)).toBeVisible();

  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: checkoutMessages.outOfStockInCart }),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Customer Details" })).toHaveCount(0);

  // The notes are kept with the cart, so a reload still shows them.
  await page.reload();
  await expect(cartLine(page, repriced.name).getByText(/Price changed from/)).toBeVisible();
  expect(await storedList(page, "cart")).toEqual([
    expect.objectContaining({ id: repriced.id, price: repriced.price * 100 }),
    expect.objectContaining({ id: soldOut.id, inStock: false }),
    expect.objectContaining({ id: 999_999, inStock: false, unavailable: true }),
  ]);
});
