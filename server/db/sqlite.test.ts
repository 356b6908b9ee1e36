import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { connectToSqliteFile, sqliteKysely } from "./sqlite";

function numbersTable() {
  const sqlite = connectToSqliteFile(":memory:");
  sqlite.exec("CREATE TABLE numbers (n INTEGER)");
  sqlite.exec("INSERT INTO numbers VALUES (1), (2), (3)");
  const prepare = vi.spyOn(sqlite, "prepare");
  return { db: sqliteKysely(sqlite, undefined), prepare };
}

describe("the SQLite connection's statements", () => {
  it("are compiled once and reused for the same query", async () => {
    const { db, prepare } = numbersTable();
    for (let round = 0; round < 3; round += 1) {
      const rows = await sql<{ n: number }>`SELECT n FROM numbers WHERE n >= ${round}`.execute(db);
      expect(rows.rows.length).toBe(round === 0 ? 3 : 4 - round);
    }
    expect(prepare).toHaveBeenCalledTimes(1);
    await db.destroy();
  });

  it("stay usable after a streaming read stopped halfway", async () => {
    const { db } = numbersTable();
    const query = () => db.selectFrom("numbers" as never).select(sql<number>`n`.as("n"));
    for await (const row of query().stream()) {
      expect(row.n).toBe(1);
      break;
    }
    expect((await query().execute()).map((row) => row.n)).toEqual([1, 2, 3]);
    await db.destroy();
  });
});
