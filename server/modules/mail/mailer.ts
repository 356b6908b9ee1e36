import nodemailer from "nodemailer";
import type { MailFailure, MailSecurity } from "../../../domain/mail-settings";
import { serviceLog } from "../../service-log";

const log = serviceLog("mail");

/** A mail server as the shop reaches it (the saved settings, or the form's for a test). */
export interface MailServer {
  host: string;
  port: number;
  security: MailSecurity;
  username: string;
  password: string;
  fromAddress: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** How long each step may take: a test tap should say 'did not answer' within seconds. */
const CONNECT_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 20_000;

/**
 * The one place that sends mail (nodemailer, decision 38). Answers `undefined` when the mail was
 * accepted, else why not as a `MailFailure` the admin's page puts into words. The log line names
 * the server and the failure, never the password or the mail's text (a reset link is a key).
 */
export async function sendMail(server: MailServer, mail: Mail): Promise<MailFailure | undefined> {
  const transport = nodemailer.createTransport({
    host: server.host,
    port: server.port,
    secure: server.security === "tls",
    requireTLS: server.security === "starttls",
    ignoreTLS: server.security === "none",
    ...(server.username ? { auth: { user: server.username, pass: server.password } } : {}),
    connectionTimeout: CONNECT_TIMEOUT_MS,
    greetingTimeout: CONNECT_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
    // nodemailer logs nothing of its own unless asked; its debug output would carry AUTH lines.
    logger: false,
    debug: false,
  });
  try {
    await transport.sendMail({ from: server.fromAddress, ...mail });
    log.info(`Sent '${mail.subject}' through ${server.host}:${server.port}`);
    return undefined;
  } catch (error) {
    const failure = mailFailureOf(error, server);
    log.warn(
      `Could not send '${mail.subject}' through ${server.host}:${server.port}: ${failure.code}`,
      withoutSecrets(error),
    );
    return failure;
  } finally {
    transport.close();
  }
}

interface SmtpError {
  code?: string;
  message?: string;
  response?: string;
  command?: string;
}

/** Reads the failure out of nodemailer's error (its `code`, the server's response, the command). */
export function mailFailureOf(
  error: unknown,
  server: Pick<MailServer, "host" | "port">,
): MailFailure {
  const smtp = (typeof error === "object" && error !== null ? error : {}) as SmtpError;
  const message = smtp.message ?? String(error);
  const response = (smtp.response ?? message).slice(0, 300);
  const { host, port } = server;
  if (smtp.code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message))
    return { code: "host-unknown", host };
  if (/ECONNREFUSED/.test(message)) return { code: "refused", host, port };
  if (smtp.code === "ETIMEDOUT" || /timeout|ETIMEDOUT/i.test(message)) {
    return { code: "timeout", host, port };
  }
  if (smtp.code === "ETLS" || /ssl|tls|certificate|wrong version number/i.test(message)) {
    return { code: "tls", detail: message.slice(0, 200) };
  }
  if (smtp.code === "EAUTH") return { code: "login", response };
  if (
    smtp.code === "EENVELOPE" ||
    smtp.command?.startsWith("MAIL") ||
    smtp.command?.startsWith("RCPT")
  ) {
    return smtp.command?.startsWith("RCPT")
      ? { code: "recipient-refused", response }
      : { code: "sender-refused", response };
  }
  return { code: "other", detail: response };
}

/** The error for the log, without what nodemailer may attach of the connection's options. */
function withoutSecrets(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, command, response, responseCode } = error as Error &
    SmtpError & {
      responseCode?: number;
    };
  return { type: error.name, message: error.message, code, command, response, responseCode };
}
