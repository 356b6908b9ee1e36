import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { DatabaseStartupError, openDatabase } from "./database";

const folders: string[] = [];
function tempFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "dukan-db-"));
  folders.push(folder);
  return folder;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("opening the SQLite database", () => {
  it("creates a missing DATA_DIR and uses WAL with full sync", async () => {
    const dataDir = path.join(tempFolder(), "new", "data");
    const database = await openDatabase({ dataDir });
    expect(fs.existsSync(path.join(dataDir, "shop.db"))).toBe(true);
    const pragmas = await sql`
      SELECT (SELECT journal_mode FROM pragma_journal_mode) AS journal,
             (SELECT synchronous FROM pragma_synchronous) AS sync,
             (SELECT foreign_keys FROM pragma_foreign_keys) AS fk`.execute(database.db);
    expect(pragmas.rows[0]).toEqual({ journal: "wal", sync: 2, fk: 1 });
    await database.close();
  });

  it("stops with a clear error when DATA_DIR is a file", async () => {
    const file = path.join(tempFolder(), "not-a-folder");
    fs.writeFileSync(file, "x");
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(DatabaseStartupError);
    await expect(openDatabase({ dataDir: file })).rejects.toThrow(/DATA_DIR .*not-a-folder/);
  });

  it("stops with a clear error when shop.db is not a database", async () => {
    const dataDir = tempFolder();
    fs.writeFileSync(
      path.join(dataDir, "shop.db"),
      "this is not a SQLite file, just some text ".repeat(200),
    );
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      /shop\.db cannot be opened .*not a database/,
    );
  });
});
