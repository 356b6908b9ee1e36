/**
 * How the storefront's messages compile, shared by `npm run i18n` and the Vite plugin. The
 * language is set per request by app/entry.server.tsx and read from <html lang> in the browser
 * (app/i18n/locale.ts), so Paraglide's own cookie, URL and AsyncLocalStorage strategies stay out
 * of the pages' JavaScript.
 */
/** @type {import("@inlang/paraglide-js").CompilerOptions} */
export const paraglideOptions = {
  project: "./project.inlang",
  outdir: "./app/paraglide",
  strategy: ["globalVariable", "baseLocale"],
  disableAsyncLocalStorage: true,
  emitReadme: false,
  emitPrettierIgnore: false,
};
