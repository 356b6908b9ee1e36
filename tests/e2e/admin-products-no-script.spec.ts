import { expect, test } from "./fixtures";

test.use({ javaScriptEnabled: false });

test("without scripts the admin switches a product out of stock and deletes it after the question @isolated", async ({
  adminPage: page,
}, testInfo) => {
  const name = `Bajaj 15 L Storage Geyser (${testInfo.project.name})`;
  const created = await page.context().request.post("/api/admin/products", {
    data: {
      name,
      price: 7490,
      description: "Glass-lined tank, 5 star rated",
      category: "Home & Kitchen",
    },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`);
  const row = page.getByRole("list", { name: "Products" }).getByRole("listitem");
  await expect(row).toHaveCount(1);
  await row.getByRole("switch").uncheck();
  await row.getByRole("button", { name: "Save stock" }).click();
  await expect(page.getByRole("status")).toHaveText(`"${name}" is now out of stock`);
  await expect(row.getByText("Out of Stock", { exact: true })).toBeVisible();
  await expect(row.getByRole("switch")).not.toBeChecked();

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(row).toContainText(`Are you sure you want to delete "${name}"?`);
  await row.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(`"${name}" deleted`);
  await expect(row).toHaveCount(0);
});
