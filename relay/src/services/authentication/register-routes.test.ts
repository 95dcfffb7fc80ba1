import { editionByKey } from '@talkhire/config';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import {
  mailTo,
  newAddress,
  newEmail,
  registeredSeeker,
  registration,
  sessionOf,
} from './password-account-testkit';
import { registerLimitPerIp } from './register-account';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0, PUBLIC_URL: 'https://talkhire.example' });
});
afterAll(async () => {
  await app.close();
});

const register = (payload: Record<string, unknown>, url = '/api/authentication/register') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: newAddress() });

const countUsers = async () =>
  Number(
    (
      await app.services.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/authentication/register', () => {
  it('creates the account, signs it in and answers the session user', async () => {
    const payload = registration({ campaign: 'spring-fair', country_key: 'ph', is_subscribe: 1 });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: payload.email,
      first_name: 'Maria',
      last_name: 'Santos',
      active_key: 1,
      is_profile_completed: false,
      is_email_verify: false,
      is_new_account: true,
    });
    expect(res.cookies.find((c) => c.name === 'sessionid')).toMatchObject({ httpOnly: true });
    const cookieUser = JSON.parse(decodeURIComponent(res.cookies.find((c) => c.name === 'user')!.value));
    expect(cookieUser.id).toBe(user.id);

    const stored = await app.services.db
      .selectFrom('users')
      .innerJoin('user_registrations', 'user_registrations.user_id', 'users.id')
      .selectAll()
      .where('users.id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      source: 'web',
      country_key: 'ph',
      country_id: editionByKey('ph').id,
      is_subscribe: true,
      terms_and_condition: false,
      campaign: 'spring-fair',
      client_id: '1',
    });
    expect(stored.password_hash).toMatch(/^scrypt\$/);
  });

  it('applies the spec defaults: terms and subscription 0, source web, country tw', async () => {
    const payload = registration();
    const res = await register(payload);
    const stored = await app.services.db
      .selectFrom('user_registrations')
      .selectAll()
      .where('user_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      source: 'web',
      is_subscribe: false,
      terms_and_condition: false,
      country_key: 'tw',
      campaign: null,
    });
  });

  it('sends the welcome mail with the profile-completion link', async () => {
    const payload = registration();
    await register(payload);
    const [welcome] = await mailTo(app, payload.email);
    expect(welcome?.subject).toContain('Maria');
    expect(welcome?.body_text).toContain('https://talkhire.example/jobseeker-complete-profile');
  });

  it('stores no usable password when none is given: the account signs in by code', async () => {
    const payload = registration({ password: '' });
    const res = await register(payload);
    expect(res.statusCode).toBe(200);
    const stored = await app.services.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      payload: { email: payload.email, password: '123456', client_id: '1' },
      remoteAddress: newAddress(),
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a taken email, in any case, with 41001 on the email field and writes nothing', async () => {
    const { email } = await registeredSeeker(app);
    const before = await countUsers();
    const res = await register(registration({ email: email.toUpperCase() }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 41001,
      errors: { email: ['The email has already been taken.'] },
    });
    expect(await countUsers()).toBe(before);
    expect(await mailTo(app, email)).toHaveLength(1);
  });

  it('lets only one of two simultaneous sign-ups with one email through', async () => {
    const email = newEmail('race');
    const answers = await Promise.all([register(registration({ email })), register(registration({ email }))]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((r) => r.statusCode === 422)?.json().code).toBe(41001);
  });

  it('writes nothing when the welcome mail cannot be queued', async () => {
    const payload = registration();
    const before = await countUsers();
    const spy = vi.spyOn(app.services.outbox, 'enqueue').mockRejectedValueOnce(new Error('disk full'));
    const res = await register(payload);
    spy.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await countUsers()).toBe(before);
    expect((await register(payload)).statusCode).toBe(200);
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email'],
    ['a first name over 50 characters', { first_name: 'x'.repeat(51) }, 'first_name'],
    ['an empty last name', { last_name: '   ' }, 'last_name'],
    ['a password under 8 characters', { password: 'short' }, 'password'],
    ['another client', { client_id: '2' }, 'client_id'],
    ['no client secret', { client_secret: undefined }, 'client_secret'],
    ['an unknown country', { country_key: 'xx' }, 'country_key'],
    ['an unknown source', { source: 'fax' }, 'source'],
    ['a contact number over 15 characters', { contact_number: '+63 912 345 678 90' }, 'contact_number'],
    ['a terms flag that is not 0 or 1', { terms_and_condition: 2 }, 'terms_and_condition'],
  ])('refuses %s with 40001 on that field', async (_name, change, field) => {
    const res = await register(registration(change));
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(40001);
  });

  it('limits sign-ups from one address', async () => {
    const remoteAddress = newAddress();
    const statuses: number[] = [];
    const { limit } = registerLimitPerIp;
    for (let i = 0; i <= limit; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/authentication/register',
        payload: registration({ password: undefined }),
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});

describe('POST /api/data/users/register', () => {
  it('registers the same way at the data service path', async () => {
    const payload = registration();
    const res = await register(payload, '/api/data/users/register');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: payload.email, active_key: 1 });
    expect(sessionOf(res).sessionid).toBeTruthy();
    const again = await register(payload, '/api/data/users/register');
    expect(again.json()).toMatchObject({
      code: 41001,
      errors: { email: ['The email has already been taken.'] },
    });
  });
});

describe('GET /api/jobseekers/check-first-registration', () => {
  it('is true until the profile is completed', async () => {
    const seeker = await registeredSeeker(app);
    const check = () =>
      app.inject({ method: 'GET', url: '/api/jobseekers/check-first-registration', cookies: seeker.cookies });
    expect((await check()).json().data).toEqual({ is_first_registration: true });
    await app.services.db
      .updateTable('users')
      .set({ is_profile_completed: true })
      .where('id', '=', seeker.id)
      .execute();
    expect((await check()).json().data).toEqual({ is_first_registration: false });
  });

  it('asks a visitor who is not signed in to log in', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobseekers/check-first-registration' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });
});
