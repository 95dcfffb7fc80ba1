import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const payload = {
  guest_role: 'jobseeker',
  country_id: 167,
  language_id: 1,
  device_type: 'web',
  device_name: 'Chrome on Linux',
  device_uuid: '4f1c2b8e-0b7a-4e55-9a43-1c9b2e7d6f10',
  fcm_token_web: null,
  device_udid: null,
};

describe('POST /api/authentication/guest/login', () => {
  it('opens a guest session in an HttpOnly cookie and says so in a readable one', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication/guest/login', payload });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 0,
      message: 'Success',
      data: { role: 'guest', device_uuid: payload.device_uuid },
    });
    const session = res.cookies.find((c) => c.name === 'sessionid');
    const role = res.cookies.find((c) => c.name === 'session_role');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(role).toMatchObject({ value: 'guest' });
    expect(role?.httpOnly).toBeFalsy();
    const expires = new Date(session!.expires!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 86_400_000);

    const stored = await app.services.db
      .selectFrom('sessions')
      .selectAll()
      .where('device_uuid', '=', payload.device_uuid)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toBe(session!.value);
  });

  it('keeps the existing session instead of opening another', async () => {
    const first = await app.inject({
      method: 'POST',
      url: '/api/authentication/guest/login',
      payload: { ...payload, device_uuid: '0d0f6c0e-3a53-4a4b-8f3e-2b9e51a3e001' },
    });
    const cookie = first.cookies.find((c) => c.name === 'sessionid')!;
    const second = await app.inject({
      method: 'POST',
      url: '/api/authentication/guest/login',
      payload: { ...payload, device_uuid: '0d0f6c0e-3a53-4a4b-8f3e-2b9e51a3e001' },
      cookies: { sessionid: cookie.value },
    });
    expect(second.statusCode).toBe(200);
    expect(second.cookies).toHaveLength(0);
    const count = await app.services.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('device_uuid', '=', '0d0f6c0e-3a53-4a4b-8f3e-2b9e51a3e001')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a payload that is not a guest login', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/guest/login',
      payload: { ...payload, guest_role: 'recruiter', country_id: 9999 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
    expect(Object.keys(res.json().errors).sort()).toEqual(['country_id', 'guest_role']);
  });
});
