import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { signInSeeker } from '../testing/sign-in';
import { createTestApp } from '../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const privateNoStore = 'private, no-store';

describe('API answers given to a session', () => {
  it('are private and never stored: the signed-in seeker', async () => {
    const { cookies } = await signInSeeker(app);
    const res = await app.inject({ url: '/api/jobseekers/me', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(privateNoStore);
  });

  it('are private and never stored when refused too', async () => {
    const res = await app.inject({ url: '/api/jobseekers/me', cookies: { sessionid: 'expired-or-unknown' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['cache-control']).toBe(privateNoStore);
  });

  it('are private and never stored when they open the session', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/guest/login',
      payload: {
        guest_role: 'jobseeker',
        country_id: 167,
        language_id: 1,
        device_type: 'web',
        device_name: 'Chrome on Linux',
        device_uuid: '2c6f0b1e-8d4a-4e7b-9f3c-5a1d7e9b0c22',
        fcm_token_web: null,
        device_udid: null,
      },
    });
    expect(res.cookies.some((c) => c.name === 'sessionid')).toBe(true);
    expect(res.headers['cache-control']).toBe(privateNoStore);
  });

  it('keep the public caching of answers that are the same for everyone', async () => {
    const { cookies } = await signInSeeker(app);
    const list = await app.inject({ url: '/api/config/job_types/list', cookies });
    expect(list.headers['cache-control']).toBe('public, max-age=3600');
    const translations = await app.inject({ url: '/translation/manifest', cookies });
    expect(translations.headers['cache-control']).toBe('public, max-age=60, must-revalidate');
  });
});
