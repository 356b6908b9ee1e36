import {
  MAIL_DEFAULT_PORT,
  type MailSecurity,
  type MailSettingsView,
} from "../../../domain/mail-settings";

/** The mail section's own posts to the settings page's action (mail-settings-action.server.ts). */
export const MAIL_INTENTS = {
  save: "mail-save",
  test: "mail-test",
  clear: "mail-clear",
} as const;

export const MAIL_INTENT_NAMES: readonly (string | undefined)[] = Object.values(MAIL_INTENTS);

export interface MailFormValues {
  host: string;
  port: string;
  security: MailSecurity;
  username: string;
  fromAddress: string;
}

/** The form's first values: the saved settings, or STARTTLS on its usual port for a new shop. */
export function mailFormValuesOf(view: MailSettingsView | undefined): MailFormValues {
  return view
    ? { ...view, port: String(view.port) }
    : {
        host: "",
        port: String(MAIL_DEFAULT_PORT.starttls),
        security: "starttls",
        username: "",
        fromAddress: "",
      };
}
