import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const philippines = { 'country-id': '167', 'language-id': '1' };
const manila = { job_locations: [2001] };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { seeker?: SignedInSeeker; payload?: object; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url: `/api/jobs${url}`,
    headers: { ...philippines, 'x-forwarded-for': newAddress(), ...options.headers },
    ...(options.seeker ? { cookies: options.seeker.cookies } : {}),
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

describe('job alerts of a signed-in seeker', () => {
  it('creates, lists, updates and deletes an alert', async () => {
    const seeker = await signInSeeker(app);
    const created = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { keywords: 'developer', filters: { ...manila, xp_lvls: '2' }, frequency: 'daily' },
    });
    expect(created.statusCode).toBe(200);
    const alert = created.json().data;
    expect(alert).toMatchObject({
      keywords: 'developer',
      filters: { job_locations: [2001], xp_lvls: [2] },
      frequency: 'daily',
      enabled: true,
      country_id: 167,
      language: 'en',
      user_id: seeker.userId,
    });

    const listed = await call('GET', '/job-alerts', { seeker });
    expect(listed.json().data.job_alerts.map((a: { id: number }) => a.id)).toEqual([alert.id]);

    const updated = await call('PUT', `/job-alerts/${alert.id}/update`, {
      seeker,
      payload: { keywords: 'designer', filters: manila, frequency: 'weekly' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ keywords: 'designer', frequency: 'weekly', filters: manila });

    const deleted = await call('DELETE', `/job-alerts/${alert.id}/delete`, { seeker });
    expect(deleted.json().data).toEqual({ id: alert.id });
    expect((await call('GET', '/job-alerts', { seeker })).json().data.job_alerts).toEqual([]);
  });

  it('refuses the same criteria twice with 41279, whatever the order, case or frequency', async () => {
    const seeker = await signInSeeker(app);
    const first = {
      keywords: 'Nurse',
      filters: { job_locations: [2001], degrees: [3, 2] },
      frequency: 'daily',
    };
    expect((await call('POST', '/job-alerts/create', { seeker, payload: first })).statusCode).toBe(200);
    const again = await call('POST', '/job-alerts/create', {
      seeker,
      payload: {
        keywords: ' nurse ',
        filters: { degrees: '2,3', job_locations: [2001] },
        frequency: 'weekly',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 41279,
      message: 'You already have a job alert with these filters.',
    });

    // Updating another alert into the same criteria is the same duplicate.
    const other = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { keywords: 'nurse', filters: { job_locations: [2001] }, frequency: 'daily' },
    });
    const clash = await call('PUT', `/job-alerts/${other.json().data.id}/update`, { seeker, payload: first });
    expect(clash.json().code).toBe(41279);

    // Another seeker may watch the same criteria.
    const someoneElse = await signInSeeker(app);
    expect(
      (await call('POST', '/job-alerts/create', { seeker: someoneElse, payload: first })).statusCode,
    ).toBe(200);
  });

  it('asks for at least one filter and a frequency, with localised field messages', async () => {
    const seeker = await signInSeeker(app);
    const noFilter = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { keywords: '', filters: {}, frequency: 'daily' },
    });
    expect(noFilter.statusCode).toBe(422);
    expect(noFilter.json().errors.filters).toEqual(['Please select at least one filter.']);
    // A keyword search alone is a criterion (issue 14: the alert from '/developer-jobs').
    const keywordOnly = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { keywords: 'developer', filters: {}, frequency: 'daily' },
    });
    expect(keywordOnly.statusCode).toBe(200);

    const noFrequency = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { filters: manila, frequency: 'monthly' },
      headers: { 'language-id': '3' },
    });
    expect(noFrequency.statusCode).toBe(422);
    expect(noFrequency.json().errors.frequency).toEqual([
      'Pilih seberapa sering Anda ingin menerima notifikasi: harian atau mingguan.',
    ]);

    const unknownPlace = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { filters: { job_locations: [987654] }, frequency: 'daily' },
    });
    expect(unknownPlace.statusCode).toBe(422);
    expect(unknownPlace.json().errors.job_locations).toEqual(['This value is not allowed.']);

    const pageIsNoFilter = await call('POST', '/job-alerts/create', {
      seeker,
      payload: { filters: { page: 2 }, frequency: 'daily' },
    });
    expect(pageIsNoFilter.statusCode).toBe(422);
  });

  it('keeps alerts private: another seeker can neither change nor delete them', async () => {
    const owner = await signInSeeker(app);
    const { id } = (
      await call('POST', '/job-alerts/create', {
        seeker: owner,
        payload: { filters: manila, frequency: 'daily' },
      })
    ).json().data;
    const stranger = await signInSeeker(app);
    const update = await call('PUT', `/job-alerts/${id}/update`, {
      seeker: stranger,
      payload: { filters: manila, frequency: 'weekly' },
    });
    expect(update.statusCode).toBe(404);
    expect((await call('DELETE', `/job-alerts/${id}/delete`, { seeker: stranger })).statusCode).toBe(404);
    expect((await call('GET', '/job-alerts')).statusCode).toBe(401);
  });
});

describe('job alert by email without an account (spec §5)', () => {
  it('creates a silent account from the email and signs the browser in', async () => {
    const email = `anna.lee+${randomUUID().slice(0, 8)}@example.com`;
    const res = await call('POST', '/job-alerts/create', {
      payload: { keywords: 'accountant', filters: manila, frequency: 'weekly', email },
    });
    expect(res.statusCode).toBe(200);
    const alert = res.json().data;
    expect(alert).toMatchObject({ email, frequency: 'weekly', enabled: true });

    const { db } = app.services;
    const user = await db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user.first_name).toBe(email.slice(0, email.indexOf('@')));
    expect(user.password_hash).toMatch(/\S/);
    const registration = await db
      .selectFrom('user_registrations')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(registration).toMatchObject({ source: 'jobalert', terms_and_condition: false, country_key: 'ph' });

    const session = res.cookies.find((c) => c.name === 'sessionid');
    expect(session?.value).toBeTruthy();
    const listed = await app.inject({
      method: 'GET',
      url: '/api/jobs/job-alerts',
      headers: philippines,
      cookies: { sessionid: session?.value ?? '' },
    });
    expect(listed.json().data.job_alerts).toHaveLength(1);
  });

  it('needs a well-formed email when signed out', async () => {
    const missing = await call('POST', '/job-alerts/create', {
      payload: { filters: manila, frequency: 'daily' },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['This field is required.']);
    const bad = await call('POST', '/job-alerts/create', {
      payload: { filters: manila, frequency: 'daily', email: 'not-an-email' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toEqual(['Please enter a valid email address.']);
  });

  it('sends an address that already has an account to log in (48905)', async () => {
    const seeker = await signInSeeker(app);
    const { email } = await app.services.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    const res = await call('POST', '/job-alerts/create', {
      payload: { filters: manila, frequency: 'daily', email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(48905);
    const alerts = await app.services.db
      .selectFrom('job_alerts')
      .select('id')
      .where('user_id', '=', seeker.userId)
      .execute();
    expect(alerts).toEqual([]);
  });
});

describe('GET /api/jobs/job-alerts/unsubscribe', () => {
  it('turns the alert of the token off, and only that one', async () => {
    const seeker = await signInSeeker(app);
    const make = async (keywords: string) =>
      (
        await call('POST', '/job-alerts/create', {
          seeker,
          payload: { keywords, filters: manila, frequency: 'daily' },
        })
      ).json().data.id as number;
    const [a, b] = [await make('cook'), await make('driver')];
    const { unsubscribe_token } = await app.services.db
      .selectFrom('job_alerts')
      .select('unsubscribe_token')
      .where('id', '=', a)
      .executeTakeFirstOrThrow();
    const res = await call('GET', `/job-alerts/unsubscribe?token=${unsubscribe_token}`);
    expect(res.json().data).toEqual({ id: a, enabled: false });
    const alerts = (await call('GET', '/job-alerts', { seeker })).json().data.job_alerts;
    expect(
      Object.fromEntries(alerts.map((x: { id: number; enabled: boolean }) => [x.id, x.enabled])),
    ).toEqual({
      [a]: false,
      [b]: true,
    });
    expect((await call('GET', `/job-alerts/unsubscribe?token=${'x'.repeat(32)}`)).statusCode).toBe(404);

    // Turning it on again is an update.
    const on = await call('PUT', `/job-alerts/${a}/update`, {
      seeker,
      payload: { keywords: 'cook', filters: manila, frequency: 'daily', enabled: true },
    });
    expect(on.json().data.enabled).toBe(true);
  });
});
