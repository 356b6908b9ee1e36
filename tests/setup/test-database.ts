import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { openDatabase } from "../../server/db/database";
import { migrateToLatest } from "../../server/db/migrate";

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

export interface TestDatabaseOptions {
  /**
   * Start with every migration applied, copied from a template migrated once (per process on
   * SQLite, per set of migrations on the PostgreSQL server): migrating afresh took about a second
   * of a PostgreSQL suite file's set-up, for every shop. A shop opened on it starts as on a new
   * database (migrations insert no shop data). Without it the database is empty.
   */
  migrated?: boolean;
}

export async function createTestDatabase(
  kind: TestDatabaseKind = testDatabaseKind(),
  options: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-test-"));
  if (kind === "sqlite") {
    if (options.migrated) {
      await fs.copyFile(
        await (sqliteTemplate ??= migratedSqliteFile()),
        path.join(dataDir, "shop.db"),
      );
    }
    return {
      kind,
      dataDir,
      databaseUrl: undefined,
      drop: () => fs.rm(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = postgresServerUrl();
  const name = `dukan_test_${randomBytes(6).toString("hex")}`;
  const template = options.migrated
    ? await (postgresTemplate ??= migratedPostgresTemplate())
    : undefined;
  await withAdminClient(serverUrl, (client) => createDatabase(client, name, template));
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
  if (await whileInUse(() => client.query(`DROP DATABASE IF EXISTS ${name}`), 20)) return;
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/**
 * Runs a statement that PostgreSQL refuses while other sessions use the database it names (a
 * closed pool's sockets linger a moment), trying again meanwhile; false if it stayed in use.
 */
async function whileInUse(statement: () => Promise<unknown>, attempts: number): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      await statement();
      return true;
    } catch (error) {
      const inUse = (error as { code?: string }).code === "55006";
      if (!inUse) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return false;
}

/** A copy of a template is refused while a session is connected to the template. */
async function createDatabase(client: pg.Client, name: string, template?: string): Promise<void> {
  const statement = `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`;
  if (!(await whileInUse(() => client.query(statement), 100))) {
    throw new Error(`The template database ${template} stayed in use: ${statement} refused`);
  }
}

let sqliteTemplate: Promise<string> | undefined;
let postgresTemplate: Promise<string> | undefined;

const migrationsDir = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));

/** Names the migrations as they are now, so a changed or added one gets a template of its own. */
function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  hash.update(readFileSync(fileURLToPath(new URL("../../server/db/migrate.ts", import.meta.url))));
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  }
  return hash.digest("hex").slice(0, 16);
}

async function migratedSqliteFile(): Promise<string> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "dukan-test-template-"));
  process.once("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir });
  try {
    await migrateToLatest(database.db);
  } finally {
    // Closing checkpoints the write-ahead log into the file, so the file alone is the database.
    await database.close();
  }
  return path.join(dataDir, "shop.db");
}

/**
 * A migrated database to copy, shared by every test process on the server: built under a
 * temporary name and renamed only when complete, under an advisory lock, so two suites starting
 * together build it once and a suite stopped half-way leaves no half-migrated template.
 */
async function migratedPostgresTemplate(): Promise<string> {
  const serverUrl = postgresServerUrl();
  const name = `dukan_template_${migrationsFingerprint()}`;
  await withAdminClient(serverUrl, async (client) => {
    await client.query("SELECT pg_advisory_lock(hashtext('dukan test template'))");
    try {
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount) return;
      const building = `${name}_${randomBytes(4).toString("hex")}`;
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ dataDir: os.tmpdir(), databaseUrl: url.toString() });
      try {
        await migrateToLatest(database.db);
      } finally {
        await database.close();
      }
      const rename = () => client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      if (!(await whileInUse(rename, 100))) throw new Error(`${building} stayed in use`);
      // Templates of earlier migrations are left from other checkouts; one in use stays.
      const old = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname LIKE 'dukan\\_template\\_%' AND datname <> $1",
        [name],
      );
      for (const { datname } of old.rows) {
        await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
      }
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtext('dukan test template'))");
    }
  });
  return name;
}

/** The variables that point a server or CLI process at a test database. */
export function databaseEnvOf(testDatabase: TestDatabase): Record<string, string> {
  return {
    DATA_DIR: testDatabase.dataDir,
    ...(testDatabase.databaseUrl ? { DATABASE_URL: testDatabase.databaseUrl } : {}),
  };
}
