import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export type TestDatabaseKind = "sqlite" | "postgres";

export function testDatabaseKind(): TestDatabaseKind {
  const kind = process.env.TEST_DB ?? "sqlite";
  if (kind !== "sqlite" && kind !== "postgres")
    throw new Error(`TEST_DB must be sqlite or postgres, not ${kind}`);
  return kind;
}

/** A throw-away place for one test file's data: a temp DATA_DIR, plus its own PostgreSQL database. */
export interface TestDatabase {
  kind: TestDatabaseKind;
  dataDir: string;
  /** Set for PostgreSQL: a database that exists only for this test file. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

function postgresServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    throw new Error(
      "TEST_DATABASE_URL is not set: the PostgreSQL suite needs a server, e.g. postgres://postgres@127.0.0.1:5432/test",
    );
  }
  return url;
}

async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-test-"));
  if (kind === "sqlite") {
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      drop: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = postgresServerUrl();
  const name = `dukan_test_${randomBytes(6).toString("hex")}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: databaseUrl.toString(),
    drop: async () => {
      await withAdminClient(serverUrl, (client) => dropDatabase(client, name));
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A closed pool resolves before its sockets have finished closing, and terminating such a
 * connection makes its client throw after the test is over. So the drop waits a moment for those
 * to go, and only then forces out whatever a test left open.
 */
async function dropDatabase(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === "55006";
      if (!inUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The variables that point a server or CLI process at a test database. */
export function databaseEnvOf(testDatabase: TestDatabase): Record<string, string> {
  return {
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
  };
}
