import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { mobileField } from "../domain/mobile-schema";
import { BUILT_IN_ADDRESS, EXAMPLE_CONTACT, type ShopDetails } from "../domain/shop";

/**
 * The one place that reads process.env. Everything the shop can be configured with is here,
 * validated at start-up so a typo stops the shop with a message naming the variable instead of
 * failing later in front of a customer.
 */
const indianMobile = mobileField("must be a 10-digit Indian mobile number");

const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const ordersPerClient = z.coerce
  .number({ message: "must be a number of orders (0 turns the limit off)" })
  .int({ message: "must be a whole number" })
  .min(0, { message: "must be 0 or more (0 turns the limit off)" });

const TRUST_PROXY_HELP =
  "must be a number of proxies in front of the shop (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8)";

function isProxyAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

const trustProxy = z.string().transform((value, context): TrustProxy => {
  const text = value.trim();
  if (text === "false" || text === "0") return { kind: "off" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddressOrRange(entry));
  if (bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `${TRUST_PROXY_HELP}; not an address or range: ${bad.map((entry) => JSON.stringify(entry)).join(", ")}`,
    });
    return z.NEVER;
  }
  return { kind: "addresses", addresses: entries };
});

const httpUrl = z.url({ protocol: /^https?$/, message: "must be an http(s) URL" });

const STORAGE_URL_HELP =
  "must be s3://BUCKET, optionally with ?endpoint=http(s)://host:port&region=REGION&forcePathStyle=true (leave it unset to keep pictures in DATA_DIR)";
/** S3's rule for bucket names (lower-case letters, digits, dots and hyphens; 3 to 63). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const STORAGE_URL_OPTIONS = new Set(["endpoint", "region", "forcePathStyle"]);

const storageUrl = z.string().transform((value, context): BucketLocation => {
  const problem = (detail: string) => {
    context.addIssue({ code: "custom", message: `${STORAGE_URL_HELP}; ${detail}` });
    return z.NEVER;
  };
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return problem("it is not a URL");
  }
  if (url.protocol !== "s3:") return problem(`not ${url.protocol}`);
  if (!BUCKET_NAME.test(url.hostname)) return problem(`"${url.hostname}" is not a bucket name`);
  if (url.pathname !== "" && url.pathname !== "/") return problem("a bucket takes no path");
  const unknown = [...url.searchParams.keys()].filter((key) => !STORAGE_URL_OPTIONS.has(key));
  if (unknown.length > 0) return problem(`unknown option ${unknown.join(", ")}`);
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !httpUrl.safeParse(endpoint).success) {
    return problem(`endpoint "${endpoint}" is not an http(s) URL`);
  }
  const pathStyle = url.searchParams.get("forcePathStyle") ?? "false";
  if (!flag.safeParse(pathStyle).success) return problem("forcePathStyle must be true or false");
  return {
    bucket: url.hostname,
    endpoint,
    region: url.searchParams.get("region") ?? undefined,
    forcePathStyle: flag.parse(pathStyle),
  };
});

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a port number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be between 0 and 65535" })
    .max(65535, { message: "must be between 0 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      message: "must start with postgres:// (leave it unset for SQLite)",
    })
    .optional(),
  SEED_DEMO: flag.default(true),
  ADMIN_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
  ADMIN_PASSWORD: z.string().min(8, { message: "must be at least 8 characters" }).optional(),
  PUBLIC_URL: httpUrl.optional(),
  TRUST_PROXY: trustProxy.optional(),
  ORDER_RATE_LIMIT_BURST: ordersPerClient.default(20),
  ORDER_RATE_LIMIT_PER_MINUTE: ordersPerClient.default(20),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .optional(),
  BACKUP_HOURS: z.coerce
    .number({ message: "must be a number of hours (0 turns automatic backups off)" })
    .min(0, { message: "must be 0 or more (0 turns automatic backups off)" })
    // Node's timers reach no further than 24.8 days.
    .max(576, { message: "must be at most 576 (24 days)" })
    .default(0),
  STORAGE_URL: storageUrl.optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_REGION: z.string().min(1).optional(),
  PAGE_CACHE_MB: z.coerce
    .number({ message: "must be a number of megabytes (0 turns the page cache off)" })
    .min(0, { message: "must be 0 or more (0 turns the page cache off)" })
    .default(32),
  SHOP_NAME: z.string().min(1).default("Dukan Electronics"),
  SHOP_PHONE: indianMobile.default(EXAMPLE_CONTACT.phone),
  SHOP_WHATSAPP: indianMobile.optional(),
  SHOP_EMAIL: z.email({ message: "must be an e-mail address" }).default(EXAMPLE_CONTACT.email),
  SHOP_ADDRESS: z.string().min(1).default(BUILT_IN_ADDRESS.address),
  SHOP_CITY: z.string().min(1).default(BUILT_IN_ADDRESS.city),
  SHOP_MAP_EMBED_URL: httpUrl.default(
    "https://www.google.com/maps?q=Mirza+Ismail+Road,+Jaipur&output=embed",
  ),
});

export interface Config {
  mode: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  /** Where `npm run build` put the pages (react-router.config.ts reads the same variable). */
  buildDir: string;
  databaseUrl: string | undefined;
  /** Add the demo catalogue on the database's first start (never on a later one). */
  seedDemo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string | undefined;
  trustProxy: TrustProxy;
  orderRateLimit: OrderRateLimit;
  /** pino's level for the request log; tests run silent unless LOG_LEVEL asks otherwise. */
  logLevel: LogLevel;
  /** Hours between automatic backups while the server runs; 0 = none (`npm run backup` by hand). */
  backupHours: number;
  /** Bytes of rendered storefront pages kept in memory (decision 24); 0 = none. */
  pageCacheBytes: number;
  /** Where pictures and repair photos live: DATA_DIR/uploads, or a bucket (STORAGE_URL). */
  storage: StorageConfig;
  shop: ShopDetails;
}

/** A bucket as STORAGE_URL names it; endpoint and region are optional on AWS itself. */
interface BucketLocation {
  bucket: string;
  endpoint: string | undefined;
  region: string | undefined;
  forcePathStyle: boolean;
}

export interface BucketConfig extends BucketLocation {
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type StorageConfig = { kind: "disk" } | ({ kind: "bucket" } & BucketConfig);

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

/** Orders one client address may place at once, then per minute; 0 in either turns the limit off. */
export interface OrderRateLimit {
  burst: number;
  perMinute: number;
}

/**
 * Which connections may say who the client is in X-Forwarded-For: none, those from the nearest
 * `hops` proxies, or those from the listed addresses and ranges.
 */
export type TrustProxy =
  { kind: "off" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: string[] };

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join(".")}: ${issue.message} (got ${JSON.stringify(present[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  const env = parsed.data;
  return {
    ...settingsOf(env),
    storage: storageOf(env),
  };
}

/** The bucket's credentials are required with STORAGE_URL, and named when missing. */
function storageOf(env: z.infer<typeof envSchema>): StorageConfig {
  if (!env.STORAGE_URL) return { kind: "disk" };
  const missing = (["AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY"] as const).filter(
    (name) => !env[name],
  );
  if (missing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${missing
        .map(
          (name) =>
            `  ${name}: must be set when STORAGE_URL names a bucket (s3://${env.STORAGE_URL!.bucket})`,
        )
        .join("\n")}`,
    );
  }
  return {
    kind: "bucket",
    ...env.STORAGE_URL,
    // AWS's own default; a self-hosted server (Garage, SeaweedFS) takes any region it was set up with.
    region: env.STORAGE_URL.region ?? env.AWS_REGION ?? "us-east-1",
    accessKeyId: env.AWS_ACCESS_KEY_ID!,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY!,
  };
}

function settingsOf(env: z.infer<typeof envSchema>): Omit<Config, "storage"> {
  return {
    mode: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir: path.resolve(env.DATA_DIR),
    buildDir: path.resolve(env.BUILD_DIR),
    databaseUrl: env.DATABASE_URL,
    seedDemo: env.SEED_DEMO,
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    publicUrl: env.PUBLIC_URL,
    trustProxy: env.TRUST_PROXY ?? { kind: "off" },
    orderRateLimit: {
      burst: env.ORDER_RATE_LIMIT_BURST,
      perMinute: env.ORDER_RATE_LIMIT_PER_MINUTE,
    },
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === "test" ? "silent" : "info"),
    backupHours: env.BACKUP_HOURS,
    pageCacheBytes: Math.round(env.PAGE_CACHE_MB * 1024 * 1024),
    shop: {
      name: env.SHOP_NAME,
      phone: env.SHOP_PHONE,
      whatsapp: env.SHOP_WHATSAPP ?? env.SHOP_PHONE,
      email: env.SHOP_EMAIL,
      address: env.SHOP_ADDRESS,
      city: env.SHOP_CITY,
      mapEmbedUrl: env.SHOP_MAP_EMBED_URL,
    },
  };
}
