import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough, pipeline } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { BASE_LOCALE, type Locale } from "../domain/locale";
import { CspNonceContext } from "./csp-nonce";
import { pageStream, paintsBeforeScripts } from "./page-stream.server";
import { overwriteGetLocale } from "./paraglide/runtime.js";
import shopStyles from "./styles/app.css?inline";

const requestLocale = new AsyncLocalStorage<Locale>();
overwriteGetLocale(() => requestLocale.getStore() ?? BASE_LOCALE);

/**
 * Runs one request (its loaders, actions and render) in a language, so the compiled messages
 * speak it; requests in different languages interleave safely. The server calls it from
 * server/pages.ts through the build's entry module.
 */
export function inLocale<T>(locale: Locale, handle: () => T): T {
  return requestLocale.run(locale, handle);
}

// React Router would log a page's failure with console.error; the shop logs it through pino.
export { handleError } from "./page-errors.server";

export const streamTimeout = 5_000;

/**
 * Written into every page in production (decision 27); Vite's development server links it
 * instead, so an edited style shows without a restart.
 */
const pageStyles = Buffer.from(shopStyles);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Search engines get the whole page at once; people get the shell as early as possible.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (import.meta.env.PROD) {
            const page = pageStream({
              styles: pageStyles,
              nonce,
              scriptsAfterPaint: paintsBeforeScripts(new URL(request.url).pathname),
            });
            // A client that goes away closes both, so React hears it and stops rendering.
            pipeline(page, body, () => {});
            pipe(page);
          } else {
            pipe(body);
          }
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log("render").error("Rendering a page failed", error);
        },
      },
    );
  });
}
