import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on the loopback (node:http) and browsers subscribed to it: each browser has its
 * own ECDH P-256 key pair and auth secret, made here, so the test can decrypt what the server
 * pushed (RFC 8291) and check its VAPID signature (RFC 8292) as a real push service would.
 */
export interface Browser {
  endpoint: string;
  /** The body of push/subscribe. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  privateKey: Buffer;
  publicKey: Buffer;
  auth: Buffer;
}

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  origin: string;
  received: Received[];
  /** The answer for a path (201 unless set): 410 tells the server the subscription is gone. */
  answer: Map<string, number>;
  browser(): Browser;
  /** What arrived for this browser, so far. */
  receivedBy(browser: Browser): Received[];
  /** Waits until `count` messages arrived for the browser (or fails after `ms`). */
  waitFor(browser: Browser, count: number, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
}

let browsers = 0;

export async function startPushService(): Promise<PushService> {
  const received: Received[] = [];
  const answer = new Map<string, number>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answer.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const receivedBy = (b: Browser) => received.filter((r) => `${origin}${r.path}` === b.endpoint);
  return {
    origin,
    received,
    answer,
    browser() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const endpoint = `${origin}/push/${process.pid}-${(browsers += 1)}`;
      return {
        endpoint,
        subscription: {
          endpoint,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
        },
        privateKey: ecdh.getPrivateKey(),
        publicKey: ecdh.getPublicKey(),
        auth,
      };
    },
    receivedBy,
    async waitFor(b, count, ms = 5_000) {
      const until = Date.now() + ms;
      while (receivedBy(b).length < count) {
        if (Date.now() > until) throw new Error(`${receivedBy(b).length} of ${count} pushes arrived`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return receivedBy(b);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8291 (aes128gcm, one record): the plaintext the browser would read. */
export function decryptPush(browser: Browser, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the `Authorization: vapid t=<JWT>, k=<key>` header: k is `publicKey`, the ES256
 * signature verifies with it, aud is the endpoint's origin, exp is in the future. Returns the claims.
 */
export function checkVapid(received: Received, publicKey: string, endpoint: string): Record<string, unknown> {
  const header = String(received.headers.authorization ?? '');
  const match = /^vapid t=([^,\s]+),\s*k=(\S+)$/.exec(header);
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, k] = match;
  if (k !== publicKey) throw new Error('signed with another key');
  const [head, payload, signature] = jwt!.split('.');
  const raw = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature!, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (claims.aud !== new URL(endpoint).origin) throw new Error(`aud ${String(claims.aud)}`);
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw new Error('expired');
  return claims;
}
