/**
 * Compiles the server (server/ and domain/) into build/shop/, so production runs plain JavaScript
 * with `node` and needs neither tsx nor any other build tool (decision 18). Packages stay imports
 * of node_modules, so `npm ci --omit=dev` provides them; only the project's own code is bundled.
 */
import { build } from "esbuild";
import { DEMO_PICTURES_FOLDER, encodeDemoPictures } from "../server/db/seed/demo-pictures";
import { encodeProductImage } from "../server/storage/image-work";

/** Beside the pages, which `react-router build` replaces (it empties the whole build folder first). */
const SERVER_OUT_DIR = "build/shop";

await build({
  entryPoints: {
    index: "server/index.ts",
    admin: "server/cli/admin.ts",
    db: "server/db/cli.ts",
    backup: "server/cli/backup.ts",
    storage: "server/cli/storage.ts",
    // Forked by the server for image work (server/storage/image-jobs.ts), never imported.
    "image-worker": "server/storage/image-worker.ts",
    // Started as a worker thread by SqliteOrderWriter, which finds it beside itself (decision 23).
    "sqlite-order-writer.worker": "server/modules/orders/sqlite-order-writer.worker.ts",
  },
  outdir: SERVER_OUT_DIR,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  packages: "external",
  // With --enable-source-maps a stack trace names the TypeScript file and line.
  sourcemap: true,
  logLevel: "warning",
});
console.log(`Compiled the server into ${SERVER_OUT_DIR}/.`);

// The demo catalogue's pictures, encoded once here rather than at each new shop's first start.
const encoded = await encodeDemoPictures(process.env.BUILD_DIR ?? "build", (svg) =>
  encodeProductImage(svg),
);
console.log(`Encoded ${encoded} demo pictures into build/${DEMO_PICTURES_FOLDER}/.`);
