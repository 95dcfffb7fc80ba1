import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One push as the stand-in received it, decrypted, with the headers that matter. */
export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID claims the relay signed (aud, exp, sub). */
  claims: { aud: string; exp: number; sub: string };
}

/**
 * A local push service that speaks the protocol a browser's does: it hands out subscriptions the
 * way PushManager.subscribe() does (an endpoint, a P-256 key and an auth secret), accepts a push
 * only with a valid VAPID signature (RFC 8292) for the key the subscription was made with, and
 * decrypts its aes128gcm payload (RFC 8291) with the subscriber's private key, which only it holds.
 */
export async function startPushServiceStandIn(options: {
  applicationServerKey: string;
  /** How long each push waits before its answer, like a busy push service. */
  answerDelayMs?: number;
}) {
  const subscribers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>();
  const received: ReceivedPush[] = [];
  const load = { now: 0, most: 0 };
  const server = createServer((request, response) => {
    load.now += 1;
    load.most = Math.max(load.most, load.now);
    response.on('close', () => {
      load.now -= 1;
    });
    void readBody(request).then(async (body) => {
      if (options.answerDelayMs) await new Promise((resolve) => setTimeout(resolve, options.answerDelayMs));
      const path = request.url ?? '';
      const subscriber = subscribers.get(path);
      if (request.method !== 'POST' || !subscriber) return response.writeHead(404).end();
      if (subscriber.gone) return response.writeHead(410).end();
      const refusal = checkRequest(request, origin, options.applicationServerKey);
      if (typeof refusal === 'string') return response.writeHead(refusal === 'auth' ? 403 : 400).end(refusal);
      received.push({
        endpoint: `${origin}${path}`,
        payload: decrypt(body, subscriber.ecdh, subscriber.auth).toString('utf8'),
        ttl: Number(request.headers.ttl),
        urgency: request.headers.urgency as string | undefined,
        claims: refusal.claims,
      });
      response.writeHead(201, { location: `${origin}/messages/${received.length}` }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    received,
    /** The most pushes this service was answering at one time. */
    get mostAtOnce() {
      return load.most;
    },
    /** What PushSubscription.toJSON() gives a page. */
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('hex')}`;
      subscribers.set(path, { ecdh, auth, gone: false });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The browser dropped this subscription: the service answers 410 Gone from now on. */
    expire(endpoint: string) {
      const subscriber = subscribers.get(new URL(endpoint).pathname);
      if (subscriber) subscriber.gone = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** RFC 8292 §2–3 and RFC 8030 §5: a signed JWT for this origin and key, a TTL, aes128gcm. */
function checkRequest(
  request: IncomingMessage,
  origin: string,
  applicationServerKey: string,
): 'auth' | 'headers' | { claims: ReceivedPush['claims'] } {
  if (request.headers['content-encoding'] !== 'aes128gcm' || request.headers.ttl === undefined)
    return 'headers';
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(request.headers.authorization ?? '');
  if (!match || match[2] !== applicationServerKey) return 'auth';
  const [header, claims, signature] = match[1]!.split('.');
  if (!header || !claims || !signature) return 'auth';
  const point = Buffer.from(applicationServerKey, 'base64url');
  const key = createPublicKey({
    format: 'jwk',
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'];
  const now = Date.now() / 1000;
  if (!signed || parsed.aud !== origin || parsed.exp <= now || parsed.exp > now + 24 * 3600) return 'auth';
  return { claims: parsed };
}

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, keyed from the ECDH secret and the auth secret. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 2, then zero padding.
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('bad padding delimiter');
  return padded.subarray(0, end);
}
