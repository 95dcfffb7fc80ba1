import { ZQrLoginCreated } from '@talkhire/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { hashToken } from '../../http/session-tokens';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { qrChannel } from './qr-events';

let app: App;
let base: string;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.services.rateLimits.clear('qr-create:');
});

interface Desktop {
  token: string;
  cookies: { qr_login: string };
}

async function createDesktop(): Promise<Desktop> {
  const res = await app.inject({ method: 'POST', url: '/api/authentication/qr/create', payload: {} });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'qr_login')!;
  return { token: res.json().data.token, cookies: { qr_login: cookie.value } };
}

const step = (token: string, action: string, cookies: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/authentication/qr/${token}/${action}`, cookies });

/** Reads the desktop's server-sent events over a real connection. */
async function watch(desktop: Desktop) {
  const res = await fetch(`${base}/api/authentication/qr/${desktop.token}/events`, {
    headers: { cookie: `qr_login=${desktop.cookies.qr_login}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const statuses: string[] = [];
  let buffer = '';
  let ended = false;
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.split('\n').find((line) => line.startsWith('data: '));
        if (block.startsWith('event: status') && data) statuses.push(JSON.parse(data.slice(6)).status);
      }
    }
  })();
  return { statuses, ended: () => ended, close: () => reader.cancel() };
}

describe('QR-code login', () => {
  it('creates a two-minute token with its QR code, stored as a hash and bound to this desktop', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication/qr/create' });
    const data = ZQrLoginCreated.parse(res.json().data);
    expect(data.url).toBe(`http://localhost:80/qr-login/${data.token}`);
    expect(data.qr_svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const lifetime = new Date(data.expires_at).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(110_000);
    expect(lifetime).toBeLessThanOrEqual(120_000);
    const cookie = res.cookies.find((c) => c.name === 'qr_login');
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: `/api/authentication/qr/${data.token}/`,
    });
    const stored = await app.services.db
      .selectFrom('qr_logins')
      .selectAll()
      .where('id', '=', hashToken(data.token))
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ status: 'waiting', user_id: null });
    expect(stored.desktop_binding).not.toBe(cookie!.value);
  });

  it('tells the desktop in real time: waiting → scanned → confirmed, then opens its session once', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app, { first_name: 'Phone', last_name: 'Owner' });
    const events = await watch(desktop);
    await expect.poll(() => events.statuses).toEqual(['waiting']);

    const scan = await step(desktop.token, 'scan', phone.cookies);
    expect(scan.statusCode).toBe(200);
    expect(scan.json().data).toMatchObject({ status: 'scanned', device_name: 'lightMyRequest' });
    await expect.poll(() => events.statuses).toEqual(['waiting', 'scanned']);

    expect((await step(desktop.token, 'confirm', phone.cookies)).json().data.status).toBe('confirmed');
    await expect.poll(() => events.statuses).toEqual(['waiting', 'scanned', 'confirmed']);

    const complete = await step(desktop.token, 'complete', desktop.cookies);
    expect(complete.statusCode).toBe(200);
    expect(complete.json().data.user).toMatchObject({ id: phone.userId, first_name: 'Phone' });
    const session = complete.cookies.find((c) => c.name === 'sessionid')!;
    expect(session.httpOnly).toBe(true);
    expect(session.value).not.toBe(phone.cookies.sessionid);
    await expect.poll(() => events.statuses).toEqual(['waiting', 'scanned', 'confirmed', 'completed']);
    await expect.poll(() => events.ended()).toBe(true);

    const me = await app.inject({ url: '/api/jobseekers/me', cookies: { sessionid: session.value } });
    expect(me.json().data.id).toBe(phone.userId);

    const again = await step(desktop.token, 'complete', desktop.cookies);
    expect(again.statusCode).toBe(422);
    expect(again.json().code).toBe(41042);
  });

  it('sends each status change over the bus, on the token’s own channel', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app);
    const heard: unknown[] = [];
    const unsubscribe = await app.services.bus.subscribe(qrChannel(hashToken(desktop.token)), (m) => {
      heard.push(m);
    });
    await step(desktop.token, 'scan', phone.cookies);
    await step(desktop.token, 'confirm', phone.cookies);
    await expect.poll(() => heard).toEqual([{ status: 'scanned' }, { status: 'confirmed' }]);
    unsubscribe();
  });

  it('lets only the desktop that created the token watch it or complete it, and only once confirmed', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app);
    const stranger = await app.inject({ url: `/api/authentication/qr/${desktop.token}/events` });
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe(40005);

    await step(desktop.token, 'scan', phone.cookies);
    const early = await step(desktop.token, 'complete', desktop.cookies);
    expect(early.json().code).toBe(40005);
    await step(desktop.token, 'confirm', phone.cookies);
    // The phone read the token from the screen, but holds no desktop cookie.
    const byPhone = await step(desktop.token, 'complete', phone.cookies);
    expect(byPhone.statusCode).toBe(403);
    expect(byPhone.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
    expect((await step(desktop.token, 'complete', desktop.cookies)).statusCode).toBe(200);
  });

  it('lets only a signed-in phone scan, and only the phone that scanned confirm', async () => {
    const desktop = await createDesktop();
    const anonymous = await step(desktop.token, 'scan');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(40003);

    const phone = await signInSeeker(app);
    const other = await signInSeeker(app);
    expect((await step(desktop.token, 'confirm', phone.cookies)).json().code).toBe(40005);
    expect((await step(desktop.token, 'scan', phone.cookies)).statusCode).toBe(200);
    // Opening the link again on the same phone shows the same question.
    expect((await step(desktop.token, 'scan', phone.cookies)).statusCode).toBe(200);
    expect((await step(desktop.token, 'scan', other.cookies)).json().code).toBe(41042);
    expect((await step(desktop.token, 'confirm', other.cookies)).json().code).toBe(40005);
    expect((await step(desktop.token, 'confirm', phone.cookies)).statusCode).toBe(200);
  });

  it('refuses an expired token with 41043 and tells a watching desktop "expired"', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app);
    const id = hashToken(desktop.token);
    await app.services.db
      .updateTable('qr_logins')
      .set({ expires_at: new Date(Date.now() + 400) })
      .where('id', '=', id)
      .execute();
    const events = await watch(desktop);
    await expect.poll(() => events.statuses).toEqual(['waiting']);
    await expect.poll(() => events.statuses, { timeout: 3000 }).toEqual(['waiting', 'expired']);
    await expect.poll(() => events.ended()).toBe(true);

    const scan = await step(desktop.token, 'scan', phone.cookies);
    expect(scan.statusCode).toBe(422);
    expect(scan.json()).toMatchObject({ code: 41043, message: expect.any(String) });
    expect((await step(desktop.token, 'complete', desktop.cookies)).json().code).toBe(41043);
  });

  it('expires a confirmed token the desktop did not complete in time', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app);
    await step(desktop.token, 'scan', phone.cookies);
    await step(desktop.token, 'confirm', phone.cookies);
    await app.services.db
      .updateTable('qr_logins')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', hashToken(desktop.token))
      .execute();
    const late = await step(desktop.token, 'complete', desktop.cookies);
    expect(late.json().code).toBe(41043);
    expect(late.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();
  });

  it('can be cancelled by the desktop or the phone that scanned, and is dead after', async () => {
    const desktop = await createDesktop();
    const phone = await signInSeeker(app);
    const other = await signInSeeker(app);
    const events = await watch(desktop);
    await step(desktop.token, 'scan', phone.cookies);
    expect((await step(desktop.token, 'cancel', other.cookies)).json().code).toBe(40005);
    const cancelled = await step(desktop.token, 'cancel', phone.cookies);
    expect(cancelled.json().data.status).toBe('cancelled');
    await expect.poll(() => events.statuses).toEqual(['waiting', 'scanned', 'cancelled']);
    await expect.poll(() => events.ended()).toBe(true);
    expect((await step(desktop.token, 'confirm', phone.cookies)).json().code).toBe(41042);
    expect((await step(desktop.token, 'complete', desktop.cookies)).json().code).toBe(41042);

    const second = await createDesktop();
    expect((await step(second.token, 'cancel', second.cookies)).json().data.status).toBe('cancelled');
    expect((await step(second.token, 'scan', phone.cookies)).json().code).toBe(41042);
  });

  it('refuses to sign a suspended account in with 41044', async () => {
    const desktop = await createDesktop();
    const phone: SignedInSeeker = await signInSeeker(app);
    await step(desktop.token, 'scan', phone.cookies);
    await step(desktop.token, 'confirm', phone.cookies);
    await app.services.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', phone.userId)
      .execute();
    const res = await step(desktop.token, 'complete', desktop.cookies);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(41044);
  });

  it('answers unknown and malformed tokens with 404 and 422, never 500', async () => {
    const unknown = await step('A'.repeat(43), 'complete');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe(40004);
    // The session is admitted before the input is read: a signed-in phone gets the 422.
    const phone = await signInSeeker(app);
    expect((await step('not-a-token', 'scan', phone.cookies)).statusCode).toBe(422);
    const body = await app.inject({
      method: 'POST',
      url: '/api/authentication/qr/create',
      payload: { anything: 1 },
    });
    expect(body.statusCode).toBe(422);
  });
});

describe('closing the relay', () => {
  it('ends the streams still open instead of waiting for their tokens to expire', async () => {
    const other = await createTestApp({ SEED_JOBS: 0 });
    const address = await other.listen({ port: 0, host: '127.0.0.1' });
    const created = await other.inject({ method: 'POST', url: '/api/authentication/qr/create' });
    const cookie = created.cookies.find((c) => c.name === 'qr_login')!.value;
    const res = await fetch(`${address}/api/authentication/qr/${created.json().data.token}/events`, {
      headers: { cookie: `qr_login=${cookie}` },
    });
    const reading = res.text();
    const started = Date.now();
    await other.close();
    await reading.catch(() => '');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
