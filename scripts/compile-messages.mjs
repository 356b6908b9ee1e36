/**
 * `npm run i18n` and npm's postinstall: compiles the storefront's message catalogues
 * (app/i18n/messages) into app/paraglide, so type checks and tests find them on a fresh clone.
 * A production install (`npm ci --omit=dev`) has no compiler and needs none: the built pages
 * already hold their messages, so it skips with a line instead of failing the install.
 */
import process from "node:process";
import { paraglideOptions } from "./paraglide-options.mjs";

let paraglide;
try {
  paraglide = await import("@inlang/paraglide-js");
} catch {
  process.stdout.write(
    "Skipping the message catalogues' compile: @inlang/paraglide-js is not installed.\n",
  );
  process.exit(0);
}
await paraglide.compile(paraglideOptions);
// The compile has written everything when it resolves, but the inlang SDK leaves its project's
// file-sync timers and worker running: the process then idled about 30 s before ending, in every
// `npm install`, type check and test run.
process.exit(0);
