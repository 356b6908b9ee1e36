import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * Pages paint before their scripts load (decision 27). React Router puts a `modulepreload` link in
 * the head for every module the page hydrates with, so on a slow phone network a page's 120 KB of
 * JavaScript shares the line with its HTML and its first product images, and the browser runs it
 * before the first paint. Here those links leave the head, and the module script that starts
 * hydration (React Router's, at the end of the body) first waits for the page to be painted, then
 * asks for every module at once and imports them as it did. Until then the page is the server's
 * HTML: links and forms work, and taps on the buttons that need the script are kept
 * (decision 26).
 */

/**
 * The pages a customer reads: the catalogue, a product, the cart, contact and the policies, in
 * either language. Their buttons that need the script keep early taps, and the search box keeps
 * what was typed. Pages built around a form (booking, tracking, login) and the admin's pages
 * hydrate as soon as their scripts arrive.
 */
const PAINTS_FIRST = /^(?:\/hi)?(?:\/|\/product\/[^/]+|\/cart|\/contact|\/terms|\/privacy)$/;

export function paintsBeforeScripts(pathname: string): boolean {
  return pathname === "/hi" || PAINTS_FIRST.test(pathname);
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's inline module script; the nonce, when there is one, comes first. */
const HYDRATION_SCRIPT = /(<script\b(?=[^>]*\stype="module")[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const BARE_IMPORT = /^import ("[^"]+");$/gm;

/** The head without its module preloads, and the modules they named. */
export function withoutModulePreloads(head: string): { head: string; modules: string[] } {
  const modules: string[] = [];
  const rest = head.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return "";
  });
  return { head: rest, modules };
}

/**
 * React Router's hydration script, made to wait for the first paint (a frame, then a task) and to
 * import its route modules then: the same imports, as `await import()`.
 */
export function hydrateAfterPaint(html: string, modules: readonly string[]): string {
  return html.replace(HYDRATION_SCRIPT, (_script, open: string, code: string, close: string) => {
    const imports = code
      .replace(STATIC_IMPORT, "const $1 = await import($2);")
      .replace(BARE_IMPORT, "await import($1);");
    const afterPaint =
      "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
      `for (const href of ${JSON.stringify(modules)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n`;
    return `${open}${afterPaint}${imports}${close}`;
  });
}

/**
 * The page's HTML as React streams it, with its scripts put after the first paint. It holds the
 * stream back only until the hydration script has gone by (the head, then the body React renders
 * at once); anything React streams after it passes as it comes.
 */
export function scriptsAfterPaint(): Transform {
  // A chunk may end inside a character (Devanagari takes three bytes).
  const decoder = new StringDecoder("utf8");
  let held = "";
  let modules: string[] | undefined;
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      held += decoder.write(chunk);
      if (modules === undefined) {
        const headEnd = held.indexOf("</head>");
        if (headEnd === -1) return callback();
        const split = withoutModulePreloads(held.slice(0, headEnd));
        modules = split.modules;
        held = split.head + held.slice(headEnd);
      }
      const script = HYDRATION_SCRIPT.exec(held);
      if (!script) return callback();
      const end = script.index + script[0].length;
      done = true;
      const out = hydrateAfterPaint(held.slice(0, end), modules) + held.slice(end);
      held = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, held + decoder.end());
    },
  });
}
