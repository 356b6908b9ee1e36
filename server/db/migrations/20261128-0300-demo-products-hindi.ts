import type { Kysely } from "kysely";
import { demoCatalogue } from "../seed/demo-catalogue";
import { specificationNamesHi, specificationValuesHi } from "../seed/demo-specifications-hindi";

type AnyDatabase = Kysely<unknown>;

/**
 * Shops seeded before the demo catalogue had its Hindi (issue 34) keep showing English names,
 * descriptions and specifications on Hindi pages. This fills them in for the products still on
 * the demo's list (`demo_products`), and only what is still empty and still the demo's English:
 * a renamed product, a rewritten description or a specification the owner changed to words the
 * demo does not use keeps what it has, and no Hindi the owner wrote is replaced.
 */
export async function up(db: AnyDatabase): Promise<void> {
  const typed = db as unknown as Kysely<{
    products: {
      id: number;
      name: string;
      description: string;
      name_hi: string;
      description_hi: string;
    };
    product_specifications: {
      product_id: number;
      key: string;
      value: string;
      key_hi: string;
      value_hi: string;
    };
    demo_products: { product_id: number };
  }>;
  const demos = await typed
    .selectFrom("products")
    .innerJoin("demo_products", "demo_products.product_id", "products.id")
    .select([
      "products.id",
      "products.name",
      "products.description",
      "products.name_hi",
      "products.description_hi",
    ])
    .execute();
  const byName = new Map(demoCatalogue.map((demo) => [demo.name, demo]));
  for (const product of demos) {
    const demo = byName.get(product.name);
    if (!demo) continue;
    if (product.name_hi === "") {
      await typed
        .updateTable("products")
        .set({ name_hi: demo.nameHi })
        .where("id", "=", product.id)
        .where("name_hi", "=", "")
        .execute();
    }
    if (product.description_hi === "" && product.description === demo.description) {
      await typed
        .updateTable("products")
        .set({ description_hi: demo.descriptionHi })
        .where("id", "=", product.id)
        .where("description_hi", "=", "")
        .execute();
    }
    // The Hindi follows the English words themselves, so a specification gets it wherever its
    // English is one the demo translates, in whichever line it now stands.
    for (const [key, value] of demo.specifications) {
      const keyHi = specificationNamesHi[key];
      if (keyHi) {
        await typed
          .updateTable("product_specifications")
          .set({ key_hi: keyHi })
          .where("product_id", "=", product.id)
          .where("key", "=", key)
          .where("key_hi", "=", "")
          .execute();
      }
      const valueHi = specificationValuesHi[value];
      if (valueHi) {
        await typed
          .updateTable("product_specifications")
          .set({ value_hi: valueHi })
          .where("product_id", "=", product.id)
          .where("value", "=", value)
          .where("value_hi", "=", "")
          .execute();
      }
    }
  }
}

/** The Hindi filled in cannot be told from the owner's, so it stays. */
export async function down(): Promise<void> {}
