import { describe, expect, it, vi } from "vitest";
import { runShaped } from "./compiled-shapes";
import { connectToSqliteFile, sqliteKysely } from "./sqlite";

function productsTable() {
  const sqlite = connectToSqliteFile(":memory:");
  sqlite.exec("CREATE TABLE products (id INTEGER PRIMARY KEY, name TEXT NOT NULL)");
  sqlite.exec("INSERT INTO products (id, name) VALUES (1, 'AC'), (2, 'TV'), (3, 'Fridge')");
  return sqliteKysely(sqlite, undefined);
}

describe("a query run by its shape", () => {
  it("is built once per shape and answers each run with that run's values", async () => {
    const db = productsTable();
    const build = vi.fn((ids: number[]) =>
      db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).orderBy("id"),
    );
    const named = async (ids: number[]) =>
      (await runShaped(db, `test products ${ids.length}`, ids, () => build(ids))).map(
        (row) => row.name,
      );
    expect(await named([1, 2])).toEqual(["AC", "TV"]);
    expect(await named([2, 3])).toEqual(["TV", "Fridge"]);
    expect(await named([3])).toEqual(["Fridge"]);
    // Two shapes: two ids, then one.
    expect(build).toHaveBeenCalledTimes(2);
    await db.destroy();
  });

  it("refuses values given in another order than the query binds them", async () => {
    const db = productsTable();
    await expect(
      runShaped(db, "test products by id and name", ["AC", 1], () =>
        db.selectFrom("products").select("id").where("id", "=", 1).where("name", "=", "AC"),
      ),
    ).rejects.toThrow('The values given for the query "test products by id and name"');
    await db.destroy();
  });
});
