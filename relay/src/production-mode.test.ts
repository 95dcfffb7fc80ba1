import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { translate } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app';
import { loadConfig } from './config/config';
import { newAddress } from './testing/addresses';
import { type ReceivedSms, startSmsProviderStandIn } from './testing/sms-provider-stand-in';
import { createTestApp } from './testing/test-app';

const philippineNumber = { country_code: '+63', phone_num: '9170001234' };

function sendPhoneCode(app: App, body = philippineNumber) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/phone-otp/send',
    headers: { 'x-forwarded-for': newAddress(), 'language-id': '10' },
    payload: body,
  });
}

function sendEmailCode(app: App, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/authentication/email-otp/send',
    headers: { 'x-forwarded-for': newAddress() },
    payload: { email },
  });
}

describe('a production relay without transports', () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp({ NODE_ENV: 'production', SEED_JOBS: 0 });
  });
  afterAll(() => app.close());

  it('serves no dev mailbox: the page, the messages and the live stream are 404', async () => {
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox/messages?recipient=%2B639170001234',
      '/dev/mailbox/events',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe(40004);
    }
  });

  it('refuses phone sign-in with 40005 in the reader’s language, and writes no code and no SMS', async () => {
    const res = await sendPhoneCode(app);
    expect(res.statusCode).toBe(403);
    const arabic = translate('ar', 'errors', 'field.sms_unavailable');
    expect(res.json()).toEqual({ code: 40005, message: arabic, errors: { phone_num: [arabic] } });
    const written = await Promise.all([
      app.services.db.selectFrom('outbox').select('id').execute(),
      app.services.db.selectFrom('one_time_codes').select('id').execute(),
    ]);
    expect(written).toEqual([[], []]);
  });

  it('refuses sign-in codes by email too, rather than keeping them where nobody can read them', async () => {
    const res = await sendEmailCode(app, 'someone@example.com');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 40005, errors: { email: [expect.any(String)] } });
    expect(await app.services.db.selectFrom('outbox').select('id').execute()).toEqual([]);
  });

  it('mounts no OIDC sandbox and no test personas', async () => {
    for (const url of [
      '/sandbox-oidc/google/.well-known/openid-configuration',
      '/sandbox-oidc/google/authorize',
      '/sandbox-oidc/apple/personas',
    ]) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
    expect(
      app.services.routes.some((r) => r.url.startsWith('/sandbox-oidc') || r.url.startsWith('/dev/')),
    ).toBe(false);
  });

  it('serves no /metrics without METRICS_TOKEN', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(404);
  });

  it('seeds no demo data (and so no demo accounts) unless SEED_JOBS asks for it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).SEED_JOBS).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production', SEED_JOBS: '50' }).SEED_JOBS).toBe(50);
    expect(loadConfig({}).SEED_JOBS).toBe(20_000);
  });
});

describe('a production relay with an SMS provider and METRICS_TOKEN', () => {
  let app: App;
  let sms: Awaited<ReturnType<typeof startSmsProviderStandIn>>;
  const metricsToken = 'metrics-token-0123456789abcdef';
  beforeAll(async () => {
    sms = await startSmsProviderStandIn();
    app = await createTestApp({
      NODE_ENV: 'production',
      SEED_JOBS: 0,
      SMS_URL: sms.url,
      METRICS_TOKEN: metricsToken,
    });
  });
  afterAll(async () => {
    await app.close();
    await sms.close();
  });

  it('sends the phone sign-in code through the provider, and only there', async () => {
    const res = await sendPhoneCode(app);
    expect(res.statusCode).toBe(200);
    await app.services.outbox.deliverPending();
    expect(sms.received).toEqual([
      expect.objectContaining<Partial<ReceivedSms>>({
        to: '+639170001234',
        from: 'Talkhire',
        body: expect.stringMatching(/\b\d{6}\b/),
      }),
    ]);
    const row = await app.services.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'sent', transport: 'sms_http' });
    expect((await app.inject('/dev/mailbox/messages?recipient=%2B639170001234')).statusCode).toBe(404);
  });

  it('retries an SMS the provider refused for a while', async () => {
    sms.state.failNext = true;
    const res = await sendPhoneCode(app, { country_code: '+63', phone_num: '9170005678' });
    expect(res.statusCode).toBe(200);
    await app.services.outbox.deliverPending();
    const row = await app.services.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', '+639170005678')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('503');
  });

  it('serves /metrics only with the bearer token', async () => {
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect(
      (await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(401);
    const res = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# HELP');
  });
});

describe('product code', () => {
  it('never imports the testing stand-ins (they are for tests only)', async () => {
    const root = import.meta.dirname;
    const offenders: string[] = [];
    for (const file of await readdir(root, { recursive: true })) {
      if (
        !file.endsWith('.ts') ||
        file.endsWith('.test.ts') ||
        file.startsWith('testing/') ||
        file.endsWith('-testkit.ts')
      )
        continue;
      const text = await readFile(path.join(root, file), 'utf8');
      if (/from '[^']*\/testing\/|from '[^']*-testkit'/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
