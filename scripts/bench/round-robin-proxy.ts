/**
 * The load balancer of `npm run bench -- --only=cluster`, in a process of its own: each request
 * goes to the next shop instance in turn (no sticky sessions), over kept-alive connections, with
 * the client's address appended to X-Forwarded-For as Caddy or nginx append it. Prints
 * "listening on PORT"; the instances come as BENCH_UPSTREAMS=http://127.0.0.1:A,http://...
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const upstreams = (process.env.BENCH_UPSTREAMS ?? "").split(",").map((url) => new URL(url));
if (upstreams.length === 0 || !upstreams[0]!.port) {
  throw new Error("BENCH_UPSTREAMS must list the instances' URLs");
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

const server = http.createServer((request, response) => {
  const target = upstreams[next++ % upstreams.length]!;
  const forwarded = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
    .filter(Boolean)
    .join(", ");
  const upstream = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: request.method,
      path: request.url,
      headers: { ...request.headers, "x-forwarded-for": forwarded },
      agent,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  request.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  console.log(`listening on ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => process.exit(0));
