/**
 * `npm run admin -- create --email E --password P`: adds an admin account.
 * `npm run admin -- reset-password --email E --password P`: sets a new password, signs the account out everywhere.
 * `npm run admin -- list`: the accounts, with their open sessions.
 */
import { parseArgs } from "node:util";
import { loadConfig } from "../env";
import { AdminAccountError } from "../modules/admin/admin-auth.service";
import { openShop } from "../shop";

const USAGE = `Usage:
  npm run admin -- create --email <e-mail> --password <password>
  npm run admin -- reset-password --email <e-mail> --password <password>
  npm run admin -- list`;

class UsageError extends Error {}

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { email: { type: "string" }, password: { type: "string" } },
  });
  const [command] = positionals;
  if (command !== "create" && command !== "reset-password" && command !== "list") {
    throw new UsageError(USAGE);
  }
  if (command !== "list" && (!values.email || !values.password)) {
    throw new UsageError(`${command} needs --email and --password\n${USAGE}`);
  }
  const shop = await openShop(
    { ...loadConfig(), seedDemo: false },
    { log: (message) => console.log(message), ensureAdmin: false },
  );
  try {
    if (command === "create") {
      const admin = await shop.auth.createAccount(values.email!, values.password!);
      console.log(`Created the admin account ${admin.email}.`);
    } else if (command === "reset-password") {
      await shop.auth.resetPassword(values.email!, values.password!);
      console.log(`Set a new password for ${values.email}; its open sessions were ended.`);
    } else {
      const accounts = await shop.auth.listAccounts();
      if (accounts.length === 0) console.log("No admin accounts yet.");
      for (const account of accounts) {
        console.log(
          `${account.email}  created ${account.created_at}  open sessions: ${account.sessions}`,
        );
      }
    }
  } finally {
    await shop.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known = error instanceof UsageError || error instanceof AdminAccountError;
  console.error(
    known || !(error instanceof Error) ? String((error as Error).message ?? error) : error,
  );
  process.exit(known ? 2 : 1);
});
