import type { Generated } from "kysely";

/** Mail for password resets and the reset links (migration 20261127-1000, decision 38). */
export interface MailSettingsTable {
  /** Always 1: the shop has one mail server. */
  id: number;
  host: string;
  port: number;
  security: "tls" | "starttls" | "none";
  username: string;
  /** The SMTP password as the owner typed it; never sent to a page or written to a log. */
  password: string;
  from_address: string;
  /** The shop's address the reset links point to (PUBLIC_URL wins when set). */
  shop_origin: string;
  updated_at: string;
  updated_by: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  admin_user_id: number;
  /** SHA-256 (hex) of the link's token, never the token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  /** Set by the one reset the link allows (or by another reset of the same account). */
  used_at: string | null;
}

export interface AccountsTables {
  mail_settings: MailSettingsTable;
  password_resets: PasswordResetsTable;
}
