import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/env";
import { openShop } from "../../server/shop";
import { compiledCommand } from "../setup/server-process";
import { createTestDatabase, type TestDatabase } from "../setup/test-database";

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(() => testDatabase.drop());

function admin(...args: string[]) {
  const result = spawnSync(process.execPath, compiledCommand("admin", ...args), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: testDatabase.dataDir,
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    },
    encoding: "utf8",
  });
  return { code: result.status, output: result.stdout + result.stderr };
}

/** Whether the password signs in, checked through the shop the server would open. */
async function signsIn(email: string, password: string): Promise<boolean> {
  const shop = await openShop(
    loadConfig({
      NODE_ENV: "test",
      DATA_DIR: testDatabase.dataDir,
      SEED_DEMO: "false",
      ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
    }),
    { ensureAdmin: false },
  );
  try {
    return (await shop.auth.signIn({ email, password, address: "cli-test" })).ok;
  } finally {
    await shop.close();
  }
}

// Each command starts its own Node process, as `npm run admin` does.
describe("npm run admin", { timeout: 120_000 }, () => {
  it("creates an account that can sign in, lists it and resets its password", async () => {
    const created = admin("create", "--email", "Manager@Shop.test", "--password", "first-password");
    expect(created.output).toContain("Created the admin account manager@shop.test");
    expect(created.code).toBe(0);
    expect(await signsIn("manager@shop.test", "first-password")).toBe(true);

    const listed = admin("list");
    expect(listed.code).toBe(0);
    expect(listed.output).toMatch(/manager@shop\.test .* open sessions: 1/);

    const reset = admin(
      "reset-password",
      "--email",
      "manager@shop.test",
      "--password",
      "second-pw",
    );
    expect(reset.code).toBe(0);
    expect(await signsIn("manager@shop.test", "first-password")).toBe(false);
    expect(await signsIn("manager@shop.test", "second-pw")).toBe(true);
  });

  it("refuses a duplicate account, a short password and a missing option, changing nothing", async () => {
    admin("create", "--email", "dup@shop.test", "--password", "long-enough");
    const duplicate = admin("create", "--email", "dup@shop.test", "--password", "another-one");
    expect(duplicate.code).toBe(2);
    expect(duplicate.output).toContain("already exists");
    expect(await signsIn("dup@shop.test", "long-enough")).toBe(true);

    const short = admin("create", "--email", "short@shop.test", "--password", "short");
    expect(short.code).toBe(2);
    expect(short.output).toContain("at least 8 characters");

    const missing = admin("reset-password", "--email", "nobody@shop.test");
    expect(missing.code).toBe(2);
    expect(missing.output).toContain("needs --email and --password");

    const unknown = admin(
      "reset-password",
      "--email",
      "nobody@shop.test",
      "--password",
      "whatever1",
    );
    expect(unknown.code).toBe(2);
    expect(unknown.output).toContain("No admin account has the e-mail nobody@shop.test");
  });
});
