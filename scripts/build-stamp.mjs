/**
 * Whether the build in build/ was made from the sources as they are, so `npm start` rebuilds only
 * when they changed (decision 18). Plain JavaScript: it runs before anything is compiled, and in a
 * production copy that has no build tools.
 *
 *   node scripts/build-stamp.mjs write pages|server   after a build: records its sources' hash
 *   node scripts/build-stamp.mjs ensure [server]      builds what is missing or stale (all, or
 *                                                     only the compiled server, for the CLIs)
 *
 * A copy of the project without its sources (only build/, package files and scripts/) runs the
 * build it has.
 */
/* global process, console -- Node globals; ESLint is set up for TypeScript, where they are typed */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const PAGES_DIR = process.env.BUILD_DIR ?? "build";
/** Where scripts/build-server.ts puts the compiled server; `npm start` runs it from there. */
const SERVER_DIR = "build/shop";
const STAMP = ".sources";

/** What each part is built from. Tests are not part of any build. */
const PARTS = {
  pages: {
    dir: PAGES_DIR,
    folders: ["app", "domain", "public"],
    files: [
      "package-lock.json",
      "react-router.config.ts",
      "vite.config.ts",
      "tsconfig.json",
      "scripts/precompress-assets.ts",
      "scripts/paraglide-options.mjs",
      "project.inlang/settings.json",
    ],
    // `react-router build` empties the build folder, the compiled server with it: build both.
    script: "build",
  },
  server: {
    dir: SERVER_DIR,
    folders: ["server", "domain"],
    files: ["package-lock.json", "tsconfig.json", "scripts/build-server.ts"],
    script: "build:server",
  },
};

const TEST_FILE = /\.test\.tsx?$/;
/** Compiled from app/i18n/messages, which is hashed: the same sources however often compiled. */
const GENERATED = path.join("app", "paraglide");

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !TEST_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.startsWith(GENERATED + path.sep));
}

function sourcesHash(part) {
  const files = [...part.folders.flatMap(filesUnder), ...part.files.filter(fs.existsSync)];
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

function stampFile(part) {
  return path.join(part.dir, STAMP);
}

function isFresh(part) {
  // Nothing to compare with: a deployed copy that holds only the build.
  if (!part.folders.some((folder) => fs.existsSync(folder))) return fs.existsSync(part.dir);
  const stamp = stampFile(part);
  return fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8").trim() === sourcesHash(part);
}

function runScript(script) {
  // Under `npm run`, npm_execpath is npm itself, whatever the PATH holds.
  const npm = process.env.npm_execpath;
  const result = npm
    ? spawnSync(process.execPath, [npm, "run", "--silent", script], { stdio: "inherit" })
    : spawnSync("npm", ["run", "--silent", script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function ensure(names) {
  const stale = names.filter((name) => !isFresh(PARTS[name]));
  if (stale.length === 0) return;
  if (!fs.existsSync("node_modules/@react-router/dev") || !fs.existsSync("node_modules/esbuild")) {
    console.error(
      `The build in ${PAGES_DIR}/ does not match the sources (${stale.join(", ")}), and the build ` +
        "tools are not installed (npm ci --omit=dev). Run `npm run build` where they are, then copy the build.",
    );
    process.exit(1);
  }
  const script = stale.includes("pages") ? PARTS.pages.script : PARTS.server.script;
  console.log(`Building (${stale.join(" and ")}: no build yet, or the sources changed since)…`);
  runScript(script);
}

const [command, name] = process.argv.slice(2);
if (command === "write" && name in PARTS) {
  fs.writeFileSync(stampFile(PARTS[name]), `${sourcesHash(PARTS[name])}\n`);
} else if (command === "ensure" && (name === undefined || name in PARTS)) {
  ensure(name ? [name] : ["pages", "server"]);
} else {
  console.error("Usage: node scripts/build-stamp.mjs write pages|server | ensure [pages|server]");
  process.exit(1);
}
