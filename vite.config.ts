import path from "node:path";
import { paraglideVitePlugin } from "@inlang/paraglide-js";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { paraglideOptions } from "./scripts/paraglide-options.mjs";

/** lucide-react's entry only re-exports every icon; a page uses the few it names. */
const ICON_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The compiled messages' entry (app/i18n/messages.ts re-exports Paraglide's `m`, whose index
 * re-exports every message of every page): a module uses the few it calls as `m.<name>(…)`.
 */
const MESSAGE_BARRELS =
  /[\\/](i18n[\\/]messages\.ts|paraglide[\\/]messages\.js|paraglide[\\/]messages[\\/]_index\.js)$/;

/** The message files a module calls through `m`, e.g. `m.cat_add_to_cart()`. */
function messagesCalledBy(code: string): string[] {
  const names = new Set([...code.matchAll(/\bm\.(\w+)\(/g)].map((match) => match[1]!));
  return [...names].map((name) =>
    path.resolve(import.meta.dirname, "app", "paraglide", "messages", `${name}.js`),
  );
}

/** The icon files a module takes from the barrel, from its `import { A, B as C } from "lucide-react"`. */
function iconsImportedBy(code: string, barrel: string, barrelCode: string): string[] {
  const names = [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)].flatMap(
    (match) => match[1]!.split(",").map((part) => part.trim().split(/\s+as\s+/)[0]!),
  );
  const files = new Map<string, string>();
  for (const [, exported, file] of barrelCode.matchAll(
    /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g,
  )) {
    for (const part of exported!.split(",")) files.set(part.trim().split(/\s+as\s+/)[1]!, file!);
  }
  return names
    .filter((name) => files.has(name))
    .map((name) => path.resolve(path.dirname(barrel), files.get(name)!));
}

/**
 * Every page loads the client entry and the root route with all they import, yet rolldown cuts
 * those modules into one chunk per set of routes sharing them: two dozen files on `/`, most under
 * 1 KB (icons, helpers). One chunk for them costs no page a byte more, since every page loads them
 * all anyway; the routes' own code is split as before, so admin code stays off the storefront
 * (decision 25). Cut in three, React, React Router and the rest, so the page evaluates each in a
 * task of its own (decision 27).
 */
function everyPageChunk(): Plugin {
  const modules = new Map<string, { imports: readonly string[]; code: string }>();
  let everyPage: Set<string> | undefined;

  function collect(): Set<string> {
    const roots = [...modules.keys()].filter((id) =>
      /[\\/](root\.tsx|entry\.client\.tsx)(\?.*)?$/.test(id),
    );
    const found = new Set<string>();
    const pending = [...roots];
    while (pending.length > 0) {
      const id = pending.pop()!;
      const module = modules.get(id);
      if (!module) continue;
      for (const imported of module.imports) {
        // Through a barrel, only to the icons or messages this module names: the others may be
        // admin's icons or other pages' texts.
        const next = ICON_BARREL.test(imported)
          ? iconsImportedBy(module.code, imported, modules.get(imported)?.code ?? "")
          : MESSAGE_BARRELS.test(imported)
            ? messagesCalledBy(module.code)
            : [imported];
        for (const dependency of next) {
          if (found.has(dependency)) continue;
          found.add(dependency);
          pending.push(dependency);
        }
      }
    }
    // The roots stay chunks of their own: React Router loads them by name.
    for (const root of roots) found.delete(root);
    return found;
  }

  return {
    name: "dukan:every-page-chunk",
    moduleParsed(info) {
      modules.set(info.id, { imports: info.importedIds, code: info.code ?? "" });
    },
    configEnvironment(name) {
      if (name !== "client") return;
      const loadedByEveryPage = (id: string) => (everyPage ??= collect()).has(id);
      const loadedByEveryPageFrom = (packages: RegExp) => (id: string) =>
        packages.test(id) && loadedByEveryPage(id);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: "react",
                    priority: 3,
                    test: loadedByEveryPageFrom(
                      /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                    ),
                  },
                  {
                    name: "router",
                    priority: 2,
                    test: loadedByEveryPageFrom(/node_modules[\\/]react-router[\\/]/),
                  },
                  { name: "shop", priority: 1, test: loadedByEveryPage },
                ],
              },
            },
          },
        },
      };
    },
  };
}

export default defineConfig({
  plugins: [
    // Recompiles the storefront's messages (app/i18n/messages) on build and on every edit in dev.
    paraglideVitePlugin(paraglideOptions),
    tailwindcss(),
    reactRouter(),
    everyPageChunk(),
  ],
  // Bundled into the server build, so the server holds the few icons the pages draw, not all 1,600.
  ssr: { noExternal: ["lucide-react"] },
  build: {
    // Cheap Android phones on slow networks: keep the shipped JavaScript modern and small.
    target: "es2022",
  },
});
