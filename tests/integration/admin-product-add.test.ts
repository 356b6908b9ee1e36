import { sql } from "kysely";
import { UNSAFE_decodeViaTurboStream as decodeTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stockMessages } from "../../domain/stock-count";
import { takeLoggedErrors } from "../setup/fail-on-console-error";
import { signInAdmin, TEST_ORIGIN, type AdminSession } from "../setup/admin-session";
import { testDatabaseKind } from "../setup/test-database";
import { createTestShop, type TestShop } from "../setup/test-shop";

/**
 * The add-product form (/admin) adds a product and its first count in one transaction (issue
 * 31): a refused stock entry adds nothing, and the same form sent twice adds one product. The
 * edit form saves the product and its HSN and GST rate in one transaction (issue 32).
 */
let shop: TestShop;
let admin: AdminSession;

beforeAll(async () => {
  shop = await createTestShop({
    pages: true,
    env: { BUILD_DIR: process.env.BUILD_DIR ?? "build" },
  });
  admin = await signInAdmin(shop);
});

afterAll(() => shop.close());

const fridge = (name: string, extra: Record<string, string> = {}) => ({
  intent: "add",
  name,
  price: "17990",
  description: "190 L, direct cool",
  category: "Refrigerators",
  brand: "Godrej",
  rating: "4",
  reviews: "0",
  maxQuantity: "10",
  stockQuantity: "5",
  ...extra,
});

/** Posts the form as the page's fetcher does and reads the action's answer. */
async function add(fields: Record<string, string>, path = "/admin") {
  const response = await shop.app.request(`${TEST_ORIGIN}${path}.data`, {
    method: "POST",
    headers: { ...admin.headers, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const decoded = await decodeTurboStream(response.body!, globalThis);
  return (decoded.value as { data?: unknown }).data as {
    ok: boolean;
    stopped?: string;
    result?: { saved: { id: number } };
  };
}

const productsNamed = async (name: string) =>
  shop.database.db.selectFrom("products").select("id").where("name", "=", name).execute();

/** Makes the database refuse every row written to `table` while `during` runs, as a failing write would. */
async function refusingWrites(
  table: "stock_movements" | "product_tax",
  during: () => Promise<void>,
) {
  const db = shop.database.db;
  const message = `${table} write refused`;
  if (testDatabaseKind() === "postgres") {
    await sql`create function refuse_write() returns trigger language plpgsql as $$
      begin raise exception '${sql.raw(message)}'; end $$`.execute(db);
    for (const event of ["insert", "update"]) {
      await sql`create trigger ${sql.raw(`refuse_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        for each row execute function refuse_write()`.execute(db);
    }
  } else {
    for (const event of ["insert", "update"]) {
      await sql`create trigger ${sql.raw(`refuse_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
        begin select raise(abort, '${sql.raw(message)}'); end`.execute(db);
    }
  }
  try {
    await during();
  } finally {
    for (const event of ["insert", "update"]) {
      await sql`drop trigger ${sql.raw(`refuse_${event}`)}${sql.raw(testDatabaseKind() === "postgres" ? ` on ${table}` : "")}`.execute(
        db,
      );
    }
    if (testDatabaseKind() === "postgres") await sql`drop function refuse_write()`.execute(db);
  }
}

describe("adding a product with its first count", () => {
  it("adds no product when its stock entry is refused", async () => {
    await refusingWrites("stock_movements", async () => {
      const answer = await add(fridge("Refused fridge", { addKey: "refused-form" }));
      expect(answer).toMatchObject({ ok: false, stopped: "server-error" });
    });
    expect(takeLoggedErrors().flat().join(" ")).toContain("stock_movements write refused");
    expect(await productsNamed("Refused fridge")).toEqual([]);
    expect(await shop.catalogue.list({ q: "Refused fridge" })).toEqual([]);

    // Nothing of the refused post holds the form's key: sent again, it adds the product.
    const retried = await add(fridge("Refused fridge", { addKey: "refused-form" }));
    expect(retried.ok).toBe(true);
    const [stored] = await productsNamed("Refused fridge");
    expect(stored?.id).toBe(retried.result!.saved.id);
    expect(await shop.stock.history(stored!.id)).toMatchObject([
      { change: 5, quantityAfter: 5, reason: stockMessages.firstCount, adminEmail: admin.email },
    ]);
  });

  it("adds one product with one stock entry when the same form is sent twice", async () => {
    const form = fridge("Twice-sent fridge", { addKey: "form-sent-twice" });
    const first = await add(form);
    const second = await add(form);
    expect(first.ok && second.ok).toBe(true);
    expect(second.result!.saved.id).toBe(first.result!.saved.id);
    expect(await productsNamed("Twice-sent fridge")).toHaveLength(1);
    expect(await shop.stock.history(first.result!.saved.id)).toHaveLength(1);
    expect((await shop.catalogue.get(first.result!.saved.id))?.stockQuantity).toBe(5);
  });

  it("adds one product with one stock entry when the same form is sent twice at once", async () => {
    const form = fridge("Double-tapped fridge", { addKey: "form-double-tapped" });
    const answers = await Promise.all([add(form), add(form), add(form)]);
    const ids = new Set(answers.map((answer) => answer.result?.saved.id));
    expect(ids.size).toBe(1);
    const [stored] = await productsNamed("Double-tapped fridge");
    expect(ids.has(stored!.id)).toBe(true);
    expect(await productsNamed("Double-tapped fridge")).toHaveLength(1);
    expect(await shop.stock.history(stored!.id)).toHaveLength(1);
  });

  it("adds a product for each form sent with its own key", async () => {
    await add(fridge("Restocked fridge", { addKey: "first-form" }));
    await add(fridge("Restocked fridge", { addKey: "second-form" }));
    expect(await productsNamed("Restocked fridge")).toHaveLength(2);
  });
});

describe("editing a product with its tax", () => {
  it("changes nothing when its HSN and GST rate are refused", async () => {
    const added = await add(fridge("Taxed fridge", { hsn: "8418", gstRate: "18" }));
    const id = added.result!.saved.id;
    const edit = (name: string, gstRate: string) =>
      add(fridge(name, { intent: "save", hsn: "84181010", gstRate }), `/admin/products/${id}/edit`);

    await refusingWrites("product_tax", async () => {
      expect(await edit("Renamed fridge", "28")).toMatchObject({
        ok: false,
        stopped: "server-error",
      });
    });
    expect(takeLoggedErrors().flat().join(" ")).toContain("product_tax write refused");
    expect((await shop.catalogue.get(id))?.name).toBe("Taxed fridge");
    expect(await productsNamed("Renamed fridge")).toEqual([]);
    expect(await shop.productTaxes.of(id)).toEqual({ hsn: "8418", gstRate: 18 });

    expect(await edit("Renamed fridge", "28")).toMatchObject({ ok: true });
    expect((await shop.catalogue.get(id))?.name).toBe("Renamed fridge");
    expect(await shop.productTaxes.of(id)).toEqual({ hsn: "84181010", gstRate: 28 });
  });
});
