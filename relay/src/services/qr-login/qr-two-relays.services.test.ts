import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

/**
 * QR login across relays: the desktop watches and completes on relay B while the phone scans and
 * confirms on relay A. Only the shared database and the Redis bus connect them.
 */
let relayA: App;
let relayB: App;
let baseB: string;
beforeAll(async () => {
  relayA = await createTestApp({ SEED_JOBS: 0 });
  relayB = await createTestApp({ SEED_JOBS: 0 });
  baseB = await relayB.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await relayA?.close();
  await relayB?.close();
});

describe('QR-code login on two relays', () => {
  it('shows the desktop on relay B what the phone does on relay A, as it happens', async () => {
    expect(relayA.services.bus.kind).toBe('redis');
    const created = await relayB.inject({ method: 'POST', url: '/api/authentication/qr/create' });
    const token: string = created.json().data.token;
    const desktop = { qr_login: created.cookies.find((c) => c.name === 'qr_login')!.value };
    const phone = await signInSeeker(relayA);

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
