/**
 * The load balancer of `npm run bench -- --only=cluster`, in a process of its own: each request
 * goes to the next shop instance in turn (no sticky sessions), over kept-alive connections, with
 * the client's address appended to X-Forwarded-For as Caddy or nginx append it. Prints
 * "listening on PORT"; the instances come as BENCH_UPSTREAMS=http://127.0.0.1:A,http://...
 *
 * Like nginx's `proxy_next_upstream error` and Go's transport under Caddy, a request whose
 * connection failed before any answer came (an instance closing an idle kept-alive connection
 * just as it was reused) is sent once more, to the next instance: GETs, and orders, which carry
 * an idempotency key, are safe to send again. Every answer that is not a 2xx, and every retry, is
 * printed on stderr, so a bench that stops says why.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const upstreams = (process.env.BENCH_UPSTREAMS ?? "").split(",").map((url) => new URL(url));
if (upstreams.length === 0 || !upstreams[0]!.port) {
  throw new Error("BENCH_UPSTREAMS must list the instances' URLs");
}
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
let next = 0;

function forward(
  request: http.IncomingMessage,
  body: Buffer,
  response: http.ServerResponse,
  attemptsLeft: number,
): void {
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
      const status = answer.statusCode ?? 502;
      if (status >= 300) {
        console.error(`${target.host} answered ${status} to ${request.method} ${request.url}`);
      }
      response.writeHead(status, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on("error", (error) => {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    if (attemptsLeft > 0) {
      console.error(`${target.host}: ${error.message}; sent again to the next instance`);
      forward(request, body, response, attemptsLeft - 1);
      return;
    }
    console.error(`${target.host}: ${error.message}; answered 502`);
    response.writeHead(502);
    response.end();
  });
  upstream.end(body);
}

const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => forward(request, Buffer.concat(chunks), response, 1));
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  console.log(`listening on ${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => process.exit(0));
