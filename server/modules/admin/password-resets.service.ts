import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { normaliseEmail } from "../../../domain/admin-auth";
import { RESET_LINK_LIFETIME_MS, resetLinkFor, resetMail } from "../../../domain/password-reset";
import type { Database } from "../../db/schema";
import { serviceLog } from "../../service-log";
import type { MailSettings } from "../mail/mail-settings.service";
import type { RateLimiter } from "../rate-limits/rate-limits";
import { deleteSessionsOf, findAdminByEmail, updateAdminPassword } from "./admin.repository";
import { hashPassword } from "./passwords";
import {
  closeResetsOf,
  deleteResetsBefore,
  insertPasswordReset,
  isResetUsable,
  useReset,
} from "./password-resets.repository";

const log = serviceLog("password-resets");

export type ResetRequestAnswer =
  | { ok: true }
  | { ok: false; reason: "not-set-up" }
  | { ok: false; reason: "limited"; retryAfterSeconds: number };

/** Only the SHA-256 of a link's token is stored, so a copy of the database resets nothing. */
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * 'Forgot password?' (issue 34, decision 38): a one-time link by e-mail, valid for an hour, whose
 * use sets the password and ends the account's sessions.
 */
export class PasswordResets {
  readonly #sending = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mail: MailSettings,
    private readonly limits: { perAddress: RateLimiter; perEmail: RateLimiter },
    private readonly shop: { name: () => string; publicUrl: string | undefined },
  ) {}

  /**
   * Answers the same whether or not an admin has the address, and sends the mail after answering,
   * so neither the words nor the time taken tell a stranger who is an admin.
   */
  async request(input: {
    email: string;
    address: string;
    now?: Date;
  }): Promise<ResetRequestAnswer> {
    const now = input.now ?? new Date();
    const email = normaliseEmail(input.email);
    if (!(await this.mail.isSetUp())) return { ok: false, reason: "not-set-up" };
    for (const [limiter, client] of [
      [this.limits.perAddress, input.address],
      [this.limits.perEmail, email],
    ] as const) {
      const taken = await limiter.take(client);
      if (!taken.ok)
        return { ok: false, reason: "limited", retryAfterSeconds: taken.retryAfterSeconds };
    }
    const account = await findAdminByEmail(this.db, email);
    if (!account) return { ok: true };
    const token = randomBytes(32).toString("base64url");
    await insertPasswordReset(this.db, {
      adminId: account.id,
      tokenHash: hashOf(token),
      createdAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS).toISOString(),
    });
    const sending = this.mail
      .send(
        (origin) => resetMail(this.shop.name(), account.email, resetLinkFor(origin, token)),
        this.shop.publicUrl,
      )
      .catch((error: unknown) =>
        log.error(`Could not send admin ${account.id} a reset link`, error),
      )
      .finally(() => this.#sending.delete(sending));
    this.#sending.add(sending);
    return { ok: true };
  }

  async isUsable(token: string, now = new Date()): Promise<boolean> {
    return isResetUsable(this.db, hashOf(token), now.toISOString());
  }

  /**
   * Uses the link once: sets the password, ends every session and every other link of the
   * account. False when the link is unknown, expired or used (then nothing changes).
   */
  async reset(input: { token: string; password: string; now?: Date }): Promise<boolean> {
    const now = (input.now ?? new Date()).toISOString();
    const hash = await hashPassword(input.password);
    return this.db.transaction().execute(async (trx) => {
      const adminId = await useReset(trx, hashOf(input.token), now);
      if (adminId === undefined) return false;
      await updateAdminPassword(trx, adminId, hash);
      await deleteSessionsOf(trx, adminId);
      await closeResetsOf(trx, adminId, now);
      return true;
    });
  }

  /** Forgets links that expired a day ago; nothing needs them again. */
  async prune(now = new Date()): Promise<void> {
    await deleteResetsBefore(this.db, new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString());
  }

  /** Waits for the mails on their way (at shutdown, and in tests). */
  async settle(): Promise<void> {
    await Promise.all([...this.#sending]);
  }
}
