/**
 * A push service on loopback for tests (decision 051): it plays the browser vendor's endpoint (RFC 8030) for
 * subscriptions it makes the way a browser does, with a P-256 key pair and an auth secret of its own. Each push
 * it is sent is checked as a real push service would, its VAPID Authorization (RFC 8292: an ES256 JWT for this
 * origin, signed by the key in `k`), then decrypted as the browser would (aes128gcm, RFC 8188 and RFC 8291),
 * written here from the RFCs with node:crypto rather than with the library that encrypted it.
 */
import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

export interface ReceivedPush {
  endpoint: string;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  /** The VAPID JWT's claims and the public key (`k`) it was verified with. */
  vapid: VapidClaims & { publicKey: string };
}

export interface TestPushService {
  /** Its origin, http://127.0.0.1:port. */
  origin: string;
  /** A browser's PushSubscription.toJSON() for a new endpoint here. */
  subscribe(): TestSubscription;
  /** Pushes accepted (201), in arrival order. */
  received: ReceivedPush[];
  /** Every request per endpoint, answered or refused. */
  attempts(endpoint: string): number;
  /** Requests refused because their VAPID header or encryption was wrong, with the reason. */
  refused: string[];
  /** The next `times` requests to `endpoint` are answered `status` (500, 429...). */
  answerNext(endpoint: string, status: number, times?: number): void;
  /** The endpoint answers 410 Gone from now on, as after the browser unsubscribed. */
  gone(endpoint: string): void;
  waitFor(predicate: (push: ReceivedPush) => boolean, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

interface Browser {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/** RFC 8291 §3.4 and RFC 8188 §2: one aes128gcm record, decrypted with the browser's private key and auth secret. */
export function decryptPush(body: Buffer, browser: Browser): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error(`unexpected header (keyid ${idLength} bytes, record ${record.length} of ${recordSize})`);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'ascii'), browser.publicKey, serverPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', browser.ecdh.computeSecret(serverPublicKey), browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0', 'ascii'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0', 'ascii'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('no last-record delimiter');
  return plain.subarray(0, end);
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; the JWT is ES256 over this origin, unexpired, within a day. */
export function verifyVapid(authorization: string | undefined, origin: string): VapidClaims & { publicKey: string } {
  const match = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization: ${authorization ?? '(none)'}`);
  const [headerPart, claimsPart, signaturePart] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not a P-256 point');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64(point.subarray(1, 33)), y: b64(point.subarray(33)) }, format: 'jwk' });
  const signed = verify('sha256', Buffer.from(`${headerPart}.${claimsPart}`, 'ascii'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signaturePart, 'base64url'));
  if (!signed) throw new Error('the JWT is not signed by k');
  const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${String(header.alg)}`);
  const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString('utf8')) as VapidClaims;
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within a day`);
  if (!/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { ...claims, publicKey: match[2]! };
}

export async function startPushService(): Promise<TestPushService> {
  const browsers = new Map<string, Browser>();
  const answers = new Map<string, number[]>();
  const goneEndpoints = new Set<string>();
  const attempts = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const waiters = new Set<{ predicate: (push: ReceivedPush) => boolean; resolve: (push: ReceivedPush) => void }>();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url ?? ''}`;
      attempts.set(endpoint, (attempts.get(endpoint) ?? 0) + 1);
      const browser = browsers.get(endpoint);
      const queued = answers.get(endpoint);
      const status = !browser ? 404 : goneEndpoints.has(endpoint) ? 410 : queued?.shift();
      if (status !== undefined) {
        response.writeHead(status).end(status === 410 ? 'push subscription has unsubscribed or expired' : 'try later');
        return;
      }
      try {
        if (request.method !== 'POST') throw new Error(`method ${request.method}`);
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        if (!request.headers.ttl) throw new Error('no TTL');
        const vapid = verifyVapid(request.headers.authorization, origin);
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), browser!).toString('utf8')) as Record<string, unknown>;
        const push = { endpoint, payload, headers: request.headers, vapid };
        received.push(push);
        for (const waiter of waiters) {
          if (waiter.predicate(push)) {
            waiters.delete(waiter);
            waiter.resolve(push);
          }
        }
        response.writeHead(201, { location: `${endpoint}/messages/${received.length}` }).end();
      } catch (error) {
        refused.push(error instanceof Error ? error.message : String(error));
        response.writeHead(400).end('refused');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${b64(randomBytes(12))}`;
      browsers.set(endpoint, { ecdh, publicKey, auth });
      return { endpoint, keys: { p256dh: b64(publicKey), auth: b64(auth) } };
    },
    received,
    refused,
    attempts: (endpoint) => attempts.get(endpoint) ?? 0,
    answerNext(endpoint, status, times = 1) {
      answers.set(endpoint, [...(answers.get(endpoint) ?? []), ...Array<number>(times).fill(status)]);
    },
    gone(endpoint) {
      goneEndpoints.add(endpoint);
    },
    waitFor(predicate, timeoutMs = 5_000) {
      const found = received.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { predicate, resolve };
        waiters.add(waiter);
        setTimeout(() => {
          if (waiters.delete(waiter)) reject(new Error(`no such push within ${timeoutMs} ms (refused: ${refused.join('; ') || 'none'})`));
        }, timeoutMs).unref();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
