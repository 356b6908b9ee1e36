/**
 * Runs after `react-router build`: writes .br and .gz beside every script and stylesheet, so the
 * server sends them compressed at the best level without compressing on each request. Customers on
 * slow mobile networks get the smallest files; the server spends no CPU on it.
 */
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const assetsDir = path.resolve(process.env.BUILD_DIR ?? "build", "client", "assets");
const compressible = /\.(js|css|svg|json)$/;

let count = 0;
for (const name of fs.readdirSync(assetsDir)) {
  if (!compressible.test(name)) continue;
  const file = path.join(assetsDir, name);
  const content = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`Precompressed ${count} assets (brotli and gzip).`);
