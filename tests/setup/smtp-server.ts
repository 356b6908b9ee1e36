import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent, headers and body, quoted-printable undone. */
  text: string;
}

export interface TestSmtpServer {
  port: number;
  mails: ReceivedMail[];
  /** Waits for the mail number `count` (1 = the first) to have arrived. */
  mailNumber(count: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** Undoes quoted-printable (soft line breaks and =XX), which nodemailer uses for long lines. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free local port (the `smtp-server` package), as an owner's provider
 * would be: it asks for this user name and password, offers no TLS, and keeps what it receives.
 */
export async function startSmtpServer(login: {
  username: string;
  password: string;
}): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authMethods: ["PLAIN", "LOGIN"],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === login.username && auth.password === login.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error("Invalid username or password"));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((to) => to.address),
          text: decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8")),
        });
        for (const wake of waiting.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    mails,
    async mailNumber(count) {
      while (mails.length < count) await new Promise<void>((wake) => waiting.push(wake));
      return mails[count - 1]!;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
