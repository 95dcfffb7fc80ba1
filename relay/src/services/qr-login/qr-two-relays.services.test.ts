import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { hashToken } from '../../http/session-tokens';
import { cutRedisSubscriptions, namedRedisUrl } from '../../testing/redis-subscriptions';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { advance } from './qr-tokens';

/**
 * QR login across relays: the desktop watches and completes on relay B while the phone scans and
 * confirms on relay A. Only the shared database and the Redis bus connect them.
 */
let relayA: App;
let relayB: App;
let baseB: string;
// Relay B's Redis connections carry a name of this file's own, so a test can cut them alone. The
// file's Redis database is chosen before its first hook, after this module is read.
const redisUrl = () => process.env.REDIS_URL ?? '';
const relayBName = `qr-relay-b-${randomUUID()}`;
beforeAll(async () => {
  relayA = await createTestApp({ SEED_JOBS: 0 });
  relayB = await createTestApp({ SEED_JOBS: 0, REDIS_URL: namedRedisUrl(redisUrl(), relayBName) });
  baseB = await relayB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await relayA?.close();
  await relayB?.close();
});

describe('QR-code login on two relays', () => {
  it('shows the desktop on relay B what the phone does on relay A, as it happens', async () => {
    expect(relayA.services.bus.kind).toBe('redis');
    const { token, desktop, statuses } = await watchOnRelayB();
    const phone = await signInSeeker(relayA);
    await expect.poll(statuses).toEqual(['waiting']);

    const step = (action: string) =>
      relayA.inject({
        method: 'POST',
        url: `/api/authentication/qr/${token}/${action}`,
        cookies: phone.cookies,
      });
    expect((await step('scan')).statusCode).toBe(200);
    await expect.poll(statuses).toEqual(['waiting', 'scanned']);
    expect((await step('confirm')).statusCode).toBe(200);
    await expect.poll(statuses).toEqual(['waiting', 'scanned', 'confirmed']);

    const complete = await relayB.inject({
      method: 'POST',
      url: `/api/authentication/qr/${token}/complete`,
      cookies: desktop,
    });
    expect(complete.json().data.user.id).toBe(phone.userId);
    await expect.poll(statuses).toEqual(['waiting', 'scanned', 'confirmed', 'completed']);
  });
});

describe('QR-code login on a relay whose Redis subscription was lost', () => {
  it('tells the desktop a change whose message passed its relay by, once the subscription is back', async () => {
    const { token, statuses } = await watchOnRelayB();
    await expect.poll(statuses).toEqual(['waiting']);
    // Cancelled on another relay while B's subscription was down: stored, its message never heard.
    await advance(relayA.services.db, hashToken(token), 'waiting', 'cancelled');
    expect(await cutRedisSubscriptions(redisUrl(), relayBName)).toBe(1);
    await expect.poll(statuses).toEqual(['waiting', 'cancelled']);
  });
});

/** A desktop's token on relay B and the statuses its stream has shown so far. */
async function watchOnRelayB() {
  const created = await relayB.inject({ method: 'POST', url: '/api/authentication/qr/create' });
  const token: string = created.json().data.token;
  const desktop = { qr_login: created.cookies.find((c) => c.name === 'qr_login')!.value };
  const res = await fetch(`${baseB}/api/authentication/qr/${token}/events`, {
    headers: { cookie: `qr_login=${desktop.qr_login}` },
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
    }
  })();
  const statuses = () => [...text.matchAll(/"status":"([a-z]+)"/g)].map((m) => m[1]);
  return { token, desktop, statuses };
}
