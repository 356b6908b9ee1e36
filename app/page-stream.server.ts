import { Transform } from "node:stream";
import { englishPath } from "../domain/locale";

/**
 * What the server adds to every page's HTML as React streams it (decision 27): the stylesheet,
 * written into the head so nothing blocks the first paint, and, on the pages a customer reads,
 * hydration put after that paint. It works on the bytes React sends: only the head (a few KB) and
 * React Router's hydration script are read as text, so a page costs no more than one copy.
 */

/**
 * The pages a customer reads: the catalogue, a product, the cart, contact and the policies, in
 * either language; and the owner's two lists, the order dashboard and the repair queue, which the
 * owner opens on a phone to read first (issue 30). Their buttons that need the script keep early
 * taps, and the search box keeps what was typed. Pages built around a form (booking, tracking,
 * login) and the admin's other pages hydrate as soon as their scripts arrive.
 */
const PAINTS_FIRST =
  /^(?:\/|\/product\/[^/]+|\/cart|\/contact|\/terms|\/privacy|\/admind|\/admin\/repairs)$/;

export function paintsBeforeScripts(pathname: string): boolean {
  return PAINTS_FIRST.test(englishPath(pathname));
}

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const STATIC_IMPORT = /^import \* as (\w+) from ("[^"]+");$/gm;
const BARE_IMPORT = /^import ("[^"]+");$/gm;
/** The script's last line imports the client entry, which hydrates the page. */
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;

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
 * A task boundary: `scheduler.yield()` where the browser has it, else a timer (which browsers
 * clamp to 4 ms once timers nest, so it is only the fallback).
 */
const NEXT_TASK =
  "await (globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)))";

/**
 * The code of React Router's hydration script, made to wait for the first paint (a frame, then
 * a task), then to preload its modules and import them as its static imports did. Before that it
 * imports each module but the entry (which hydrates) on its own, a task apart: imported by the
 * first route, the shared chunks ran as one task of 20-30 ms on a fast machine, which a phone
 * four times slower spends with taps and scrolls waiting (Lighthouse's total blocking time).
 * The preloads start a task apart too: each request costs the page's thread 3-6 ms on a slow
 * host, and the fifteen of a product page made one task of 49 ms.
 */
export function hydrateAfterPaint(code: string, modules: readonly string[]): string {
  const imports = code
    .replace(STATIC_IMPORT, "const $1 = await import($2);")
    .replace(BARE_IMPORT, "await import($1);");
  const entry = ENTRY_IMPORT.exec(code)?.[1];
  const eachOnItsOwn = modules.filter((href) => href !== entry);
  return (
    "await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));\n" +
    `for (const href of ${JSON.stringify(modules)}) { document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); ${NEXT_TASK}; }\n` +
    `for (const href of ${JSON.stringify(eachOnItsOwn)}) { await import(href); ${NEXT_TASK}; }\n` +
    imports
  );
}

const HEAD_END = Buffer.from("</head>");
/** React Router's hydration script is the page's one inline module; its nonce, if any, comes first. */
const MODULE_SCRIPT = Buffer.from('type="module"');
const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
/** More than the hydration script's opening tag, nonce and all, takes. */
const TAG_ROOM = 512;

export interface PageStreamOptions {
  /** The stylesheet's text, written as the head's last element. */
  styles: Buffer;
  /** The response's nonce, which the policy names for the stylesheet. */
  nonce: string | undefined;
  /** Put hydration after the first paint (the pages of `paintsBeforeScripts`). */
  scriptsAfterPaint: boolean;
}

/**
 * React's HTML with the stylesheet at the end of the head and, when asked, hydration after the
 * first paint. Holds bytes back only until the head has ended and, after that, while the
 * hydration script is going by.
 */
export function pageStream({ styles, nonce, scriptsAfterPaint }: PageStreamOptions): Transform {
  const styleOpen = Buffer.from(`<style id="shop-styles"${nonce ? ` nonce="${nonce}"` : ""}>`);
  const styleClose = Buffer.from("</style>");
  let held: Buffer = Buffer.alloc(0);
  let state: "head" | "body" | "done" = "head";
  let modules: string[] = [];

  /** What of `held` can go out now, in the body, looking for the hydration script. */
  function body(out: Buffer[]): void {
    const marker = held.indexOf(MODULE_SCRIPT);
    if (marker === -1) {
      // The script's tag may be cut between two pieces: its start stays for the next one.
      const from = Math.max(0, held.length - TAG_ROOM);
      out.push(held.subarray(0, from));
      held = held.subarray(from);
      return;
    }
    const open = held.lastIndexOf(SCRIPT_OPEN, marker);
    const codeStart = held.indexOf(">", marker) + 1;
    const close = codeStart === 0 ? -1 : held.indexOf(SCRIPT_CLOSE, codeStart);
    if (close === -1) {
      out.push(held.subarray(0, open));
      held = held.subarray(open);
      return;
    }
    const code = held.toString("utf8", codeStart, close);
    out.push(
      held.subarray(0, codeStart),
      Buffer.from(hydrateAfterPaint(code, modules)),
      held.subarray(close),
    );
    held = Buffer.alloc(0);
    state = "done";
  }

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (state === "done") return callback(null, chunk);
      held = held.length === 0 ? chunk : Buffer.concat([held, chunk]);
      const out: Buffer[] = [];
      if (state === "head") {
        const headEnd = held.indexOf(HEAD_END);
        if (headEnd === -1) return callback();
        let head = held.subarray(0, headEnd);
        if (scriptsAfterPaint) {
          const split = withoutModulePreloads(head.toString("utf8"));
          head = Buffer.from(split.head);
          modules = split.modules;
        }
        out.push(head, styleOpen, styles, styleClose);
        held = held.subarray(headEnd);
        state = scriptsAfterPaint ? "body" : "done";
        if (state === "done") {
          out.push(held);
          held = Buffer.alloc(0);
        }
      }
      if (state === "body") body(out);
      callback(null, Buffer.concat(out));
    },
    flush(callback) {
      callback(null, held);
    },
  });
}
