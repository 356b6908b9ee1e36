import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * scrypt with a per-password random salt (Node's own, so no native add-on to build on the shop's
 * machine). Cost N = 2^15, r = 8: about 32 MiB and tens of milliseconds per check, which makes
 * guessing slow while a phone's sign-in still feels instant. The parameters travel inside the
 * stored string, so raising them later leaves existing passwords valid.
 */
const COST = 2 ** 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const maxmem = 256 * (options.N ?? COST) * (options.r ?? BLOCK_SIZE) + 1024 * 1024;
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, { N: COST, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    "scrypt",
    COST,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString("base64"),
    key.toString("base64"),
  ].join("$");
}

/** False for a wrong password and for a stored value this code did not write. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const actual = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(cost),
    r: Number(blockSize),
    p: Number(parallelism),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Checked instead of a real hash when no account has the e-mail, so an unknown e-mail takes as
 * long to refuse as a wrong password and the answer's timing gives nothing away.
 */
let noAccountHash: Promise<string> | undefined;
export function hashForMissingAccount(): Promise<string> {
  noAccountHash ??= hashPassword(randomBytes(16).toString("hex"));
  return noAccountHash;
}
