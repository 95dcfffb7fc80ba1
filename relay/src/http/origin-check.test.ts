import { errorCodes } from '@talkhire/contracts';
import { errorMessage } from '@talkhire/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { createTestApp } from '../testing/test-app';
import { listenEmployerSite } from './employer-listener';

let app: App;
beforeAll(async () => {
  app = await createTestApp({
    SEED_JOBS: 0,
    PUBLIC_URL: 'https://talkhire.example',
    EMPLOYER_URL: 'https://boss.talkhire.example',
  });
});
afterAll(async () => {
  await app.close();
});

const guest = {
  guest_role: 'jobseeker',
  country_id: 167,
  language_id: 1,
  device_type: 'web',
  device_name: 'Chrome on Linux',
  device_uuid: '7e2d9a41-5c3b-4f0e-9d6a-2b8c1e4f7a10',
  fcm_token_web: null,
  device_udid: null,
};

/** Opening a guest session: a state-changing request any page of the site makes. */
const openGuestSession = (headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/authentication/guest/login', headers, payload: guest });

describe('state-changing requests from another site', () => {
  it('are refused with 403 / 40005 and a message in the reader language, before anything happens', async () => {
    const res = await openGuestSession({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: errorCodes.noPermission,
      message: errorMessage('en', errorCodes.noPermission),
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toBeUndefined();

    const japanese = await openGuestSession({ origin: 'https://evil.example', 'language-id': '4' });
    expect(japanese.json().message).toBe(errorMessage('ja', errorCodes.noPermission));
  });

  it('are refused for every method that changes state, on any path', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const foreign = await app.inject({
        method,
        url: '/api/no-such-thing',
        headers: { origin: 'https://evil.example' },
      });
      expect(foreign.statusCode).toBe(403);
      const ours = await app.inject({
        method,
        url: '/api/no-such-thing',
        headers: { origin: 'http://localhost' },
      });
      expect(ours.statusCode).toBe(404);
    }
  });

  it('are refused when only Sec-Fetch-Site says cross-site', async () => {
    const res = await openGuestSession({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(errorCodes.noPermission);
  });

  it('are refused from look-alike, opaque and other-scheme origins', async () => {
    for (const origin of ['https://talkhire.example.evil.test', 'null', 'https://localhost', 'file://']) {
      expect((await openGuestSession({ origin })).statusCode, origin).toBe(403);
    }
  });

  it('are not checked when they only read', async () => {
    const res = await app.inject({
      url: '/api/config/job_types/list',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('state-changing requests from our own pages', () => {
  it('pass from the origin they were addressed to, with the scheme the trusted proxy reports', async () => {
    expect(
      (await openGuestSession({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    // A TLS-terminating proxy passes the Host on and says the scheme was https.
    const proxied = { host: 'jobs.example', 'x-forwarded-proto': 'https' };
    expect((await openGuestSession({ ...proxied, origin: 'https://jobs.example' })).statusCode).toBe(200);
    expect((await openGuestSession({ ...proxied, origin: 'http://jobs.example' })).statusCode).toBe(403);
  });

  it('pass from the seeker site and the employer site as configured', async () => {
    expect((await openGuestSession({ origin: 'https://talkhire.example' })).statusCode).toBe(200);
    expect((await openGuestSession({ origin: 'https://boss.talkhire.example' })).statusCode).toBe(200);
  });

  it("pass from the employer listener's actual port while it listens", async () => {
    await app.ready();
    const employer = await listenEmployerSite(app, { port: 0, host: '127.0.0.1' });
    const origin = `http://localhost:${employer.port}`;
    try {
      expect((await openGuestSession({ origin })).statusCode).toBe(200);
    } finally {
      await employer.close();
    }
    expect((await openGuestSession({ origin })).statusCode).toBe(403);
  });

  it('pass without Origin or Sec-Fetch-Site: not a browser page (curl, a server)', async () => {
    expect((await openGuestSession({})).statusCode).toBe(200);
  });
});
