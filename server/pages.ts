import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Connect } from "vite";
import { createRequestHandler, type ServerBuild } from "react-router";
import { localeFromPath } from "../domain/locale";
import type { PageHandler } from "./app";

export interface Pages {
  handler: PageHandler;
  /** Built browser assets to serve; Vite serves them itself in development. */
  clientAssetsDir?: string;
  /** Vite's middlewares (development only): modules, styles and hot reload. */
  devMiddlewares?: Connect.Server;
  close(): Promise<void>;
}

export class MissingBuildError extends Error {
  override name = "MissingBuildError";
}

/** What app/entry.server.tsx adds to the build: running a request in its page's language. */
interface EntryWithLocale {
  inLocale<T>(locale: ReturnType<typeof localeFromPath>, handle: () => T): T;
}

function inRequestLocale<T>(build: ServerBuild, request: Request, handle: () => T): T {
  const entry = build.entry.module as unknown as EntryWithLocale;
  return entry.inLocale(localeFromPath(new URL(request.url).pathname), handle);
}

/** Loads the production build of the React Router app. */
export async function loadBuiltPages(buildDir: string): Promise<Pages> {
  const serverEntry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(serverEntry)) {
    throw new MissingBuildError(
      `The shop's pages are not built (${serverEntry} is missing). Run "npm run build" first; "npm start" does it for you.`,
    );
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  return {
    handler: (request, context) => inRequestLocale(build, request, () => handle(request, context)),
    clientAssetsDir: path.join(buildDir, "client"),
    close: async () => {},
  };
}

/** Compiles pages on demand with Vite, with hot reload, for `npm run dev`. */
export async function startDevelopmentPages(): Promise<Pages> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  return {
    handler: async (request, context) => {
      const build = (await server.ssrLoadModule(
        "virtual:react-router/server-build",
      )) as ServerBuild;
      const handle = createRequestHandler(build, "development");
      return inRequestLocale(build, request, () => handle(request, context));
    },
    devMiddlewares: server.middlewares,
    close: () => server.close(),
  };
}
