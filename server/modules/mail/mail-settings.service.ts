import type { Kysely } from "kysely";
import type { SignedInAdmin } from "../../../domain/admin-auth";
import type {
  MailFailure,
  MailSettingsInput,
  MailSettingsView,
} from "../../../domain/mail-settings";
import type { Database } from "../../db/schema";
import { deleteMailSettings, findMailSettings, saveMailSettings } from "./mail-settings.repository";
import { sendMail, type Mail, type MailServer } from "./mailer";

/**
 * The shop's mail server (decision 38). Read from the database at each use, not kept in memory:
 * mail is rare, and every instance on a shared PostgreSQL database then sends with the settings
 * last saved on any of them. The password goes from here to the mail server only: the page gets
 * `view()`, which says whether one is kept.
 */
export class MailSettings {
  constructor(private readonly db: Kysely<Database>) {}

  async view(): Promise<MailSettingsView | undefined> {
    const row = await findMailSettings(this.db);
    if (!row) return undefined;
    return {
      host: row.host,
      port: row.port,
      security: row.security,
      username: row.username,
      hasPassword: row.password !== "",
      fromAddress: row.from_address,
    };
  }

  async isSetUp(): Promise<boolean> {
    return (await findMailSettings(this.db)) !== undefined;
  }

  /**
   * Saves what the owner typed; an empty password keeps the saved one. `origin` is the shop's
   * address as the admin reached it, where the reset links will point.
   */
  async save(input: MailSettingsInput, by: { admin: SignedInAdmin; origin: string }) {
    const saved = await findMailSettings(this.db);
    await saveMailSettings(this.db, {
      host: input.host,
      port: input.port,
      security: input.security,
      username: input.username,
      password: input.password === "" ? (saved?.password ?? "") : input.password,
      from_address: input.fromAddress,
      shop_origin: by.origin,
      updated_at: new Date().toISOString(),
      updated_by: by.admin.email,
    });
  }

  async clear(): Promise<void> {
    await deleteMailSettings(this.db);
  }

  /** Sends a test with the settings as typed (an empty password: the saved one), saving nothing. */
  async sendTest(input: MailSettingsInput, to: string): Promise<MailFailure | undefined> {
    const saved = await findMailSettings(this.db);
    const server: MailServer = {
      ...input,
      password: input.password === "" ? (saved?.password ?? "") : input.password,
    };
    return sendMail(server, {
      to,
      subject: "Test e-mail from the shop",
      text: "This is the test e-mail from the shop's settings. Mail works: 'Forgot password?' on the login page can send reset links.",
    });
  }

  /** Sends with the saved settings; `origin` is where links in it should point. */
  async send(
    mail: (origin: string) => Mail,
    publicUrl: string | undefined,
  ): Promise<MailFailure | undefined> {
    const row = await findMailSettings(this.db);
    if (!row) return { code: "not-set-up" };
    const server: MailServer = {
      host: row.host,
      port: row.port,
      security: row.security,
      username: row.username,
      password: row.password,
      fromAddress: row.from_address,
    };
    return sendMail(server, mail(publicUrl ? new URL(publicUrl).origin : row.shop_origin));
  }
}
