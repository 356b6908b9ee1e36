import { createHash, createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The key's file in DATA_DIR; back it up with the database, or every private link changes. */
export const TRACKING_KEY_FILE = "tracking-link.key";
const KEY_BYTES = 32;
const TOKEN_BYTES = 24;

/**
 * Private tracking links (decision 16). A link's token is an HMAC of the order under a random
 * 256-bit key kept in DATA_DIR, outside the database: 192 bits no one can guess, which the shop
 * can make again for any order (the success dialog, a retried checkout, the WhatsApp update),
 * while the database stores only a SHA-256 of each token, so a copy of it opens no order.
 */
export class TrackingLinks {
  private constructor(private readonly key: Buffer) {}

  /** Reads the key from DATA_DIR, creating it on first start (instances sharing DATA_DIR agree). */
  static open(dataDir: string): TrackingLinks {
    const file = path.join(dataDir, TRACKING_KEY_FILE);
    try {
      fs.writeFileSync(file, randomBytes(KEY_BYTES).toString("base64"), {
        flag: "wx",
        mode: 0o600,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    if (key.length !== KEY_BYTES) {
      throw new Error(`${file} is not a tracking link key; move it away to make a new one`);
    }
    return new TrackingLinks(key);
  }

  /** The order's token; its number and the moment it was placed make it unique among orders. */
  tokenFor(order: { orderNumber: string; createdAt: string }): string {
    return createHmac("sha256", this.key)
      .update(`${order.orderNumber}|${order.createdAt}`)
      .digest()
      .subarray(0, TOKEN_BYTES)
      .toString("base64url");
  }

  hashFor(order: { orderNumber: string; createdAt: string }): string {
    return trackingTokenHash(this.tokenFor(order));
  }

  /** Tells one key from another without saying anything about it. */
  fingerprint(): string {
    return createHmac("sha256", this.key).update("tracking-link key fingerprint").digest("hex");
  }
}

export class TrackingKeyMismatchError extends Error {
  override name = "TrackingKeyMismatchError";
  constructor(dataDir: string) {
    super(
      `${path.join(dataDir, TRACKING_KEY_FILE)} is not the tracking-link key the other instances on ` +
        `this database use, so the private links this instance made again would not open. Copy ` +
        `${TRACKING_KEY_FILE} from the DATA_DIR of an instance that runs into this one's ` +
        `(docs/deploy-cluster.md).`,
    );
  }
}

/** What the database keeps of a token. */
export function trackingTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
