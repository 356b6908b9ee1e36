/**
 * The benchmark's baseline: a bare node:http server answering every request with the same
 * pre-serialised bytes and headers the shop sent. Anything the shop costs on top shows as a ratio.
 */
import fs from "node:fs";
import http from "node:http";

const body = fs.readFileSync(process.env.BENCH_BODY_FILE!);
const headers = JSON.parse(fs.readFileSync(process.env.BENCH_HEADERS_FILE!, "utf8")) as Record<
  string,
  string
>;

const server = http.createServer((_request, response) => {
  response.writeHead(200, { ...headers, "content-length": body.length });
  response.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on ${typeof address === "object" && address ? address.port : ""}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
