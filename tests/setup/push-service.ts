import { createDecipheriv, createECDH, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A push service on this machine, standing in for the browser vendor's: it takes the encrypted
 * requests the shop sends, and a test decrypts them with the keys of a subscription it made as a
 * browser would (RFC 8291 over RFC 8188's aes128gcm), so what arrives is checked end to end.
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of one subscription: its key pair, auth secret and endpoint. */
export interface TestDevice {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push sent to this device and parses its JSON payload. */
  read(push: ReceivedPush): unknown;
}

export interface TestPushService {
  url: string;
  received: ReceivedPush[];
  /** A subscription whose endpoint answers `status` (201 as a push service accepts a message). */
  device(name: string, status?: number): TestDevice;
  /** Resolves with the next push to the device, or one already received and not yet taken. */
  nextPush(device: TestDevice): Promise<ReceivedPush>;
  close(): Promise<void>;
}

function hmac(key: Buffer, data: Buffer): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

/** RFC 8291 §3.4 and RFC 8188 §2: a single-record aes128gcm message, decrypted. */
export function decryptPush(
  body: Buffer,
  device: { privateKey: Buffer; publicKey: Buffer; authSecret: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0"),
    device.publicKey,
    senderPublicKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(device.authSecret, sharedSecret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([
    decipher.update(record.subarray(0, record.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 2, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2)
    throw new Error("The push message does not end with a last-record delimiter");
  return padded.subarray(0, end);
}

export async function startPushService(): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  const waiting: { path: string; resolve(push: ReceivedPush): void }[] = [];
  const taken = new Set<ReceivedPush>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const push = { path, headers: request.headers, body: Buffer.concat(chunks) };
      received.push(push);
      response.writeHead(statuses.get(path) ?? 404).end();
      const index = waiting.findIndex((wait) => wait.path === path);
      if (index >= 0) {
        taken.add(push);
        waiting.splice(index, 1)[0]!.resolve(push);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    device(name, status = 201) {
      const ecdh = createECDH("prime256v1");
      const publicKey = ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const path = `/push/${name}`;
      statuses.set(path, status);
      return {
        endpoint: url + path,
        keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
        read: (push) =>
          JSON.parse(
            decryptPush(push.body, {
              privateKey: ecdh.getPrivateKey(),
              publicKey,
              authSecret,
            }).toString("utf8"),
          ) as unknown,
      };
    },
    nextPush(device) {
      const path = new URL(device.endpoint).pathname;
      const early = received.find((push) => push.path === path && !taken.has(push));
      if (early) {
        taken.add(early);
        return Promise.resolve(early);
      }
      return new Promise((resolve) => waiting.push({ path, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
