import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { manilaPreference, seekerCalls } from '../../testing/profile-requests';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

async function newSeeker() {
  const seeker = await signInSeeker(app);
  return { ...seeker, call: seekerCalls(app, seeker) };
}

async function refusal(response: Awaited<ReturnType<ReturnType<typeof seekerCalls>>>) {
  return { status: response.statusCode, ...response.json() };
}

describe('job preferences', () => {
  it('answers 401 / 40003 to a visitor without a session, before looking at the body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/jobseekers/job-preferences/create',
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
    const list = await app.inject({ url: '/api/jobseekers/job-preferences' });
    expect(list.statusCode).toBe(401);
  });

  it('creates a preference, lists it and reads it back by id', async () => {
    const { call } = await newSeeker();
    const created = await call('POST', '/job-preferences/create', manilaPreference);
    expect(created.statusCode).toBe(200);
    const preference = created.json().data;
    expect(preference).toMatchObject({
      ...manilaPreference,
      is_overseas: false,
      pref_country_id: null,
      edition_id: 167,
      id: expect.any(Number),
    });
    const list = await call('GET', '/job-preferences');
    expect(list.json().data).toEqual([preference]);
    const one = await call('GET', `/job-preferences/${preference.id}`);
    expect(one.json().data).toEqual(preference);
  });

  it('updates a preference in place', async () => {
    const { call } = await newSeeker();
    const { id } = (await call('POST', '/job-preferences/create', manilaPreference)).json().data;
    const res = await call('PATCH', `/job-preferences/${id}/update`, {
      ...manilaPreference,
      work_arrangement: 'hybrid',
      salary_max: 80_000,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, work_arrangement: 'hybrid', salary_max: 80_000 });
    expect((await call('GET', '/job-preferences')).json().data).toHaveLength(1);
  });

  it.each([
    ['function_title_id', { function_title_id: undefined }, 'This field is required.'],
    ['function_title_id', { function_title_id: 999_999 }, 'Please choose an option from the list.'],
    ['job_type_id', { job_type_id: 77 }, 'Please choose an option from the list.'],
    ['industry_id', { industry_id: undefined }, 'This field is required.'],
    ['industry_id', { industry_id: 500 }, 'Please choose an option from the list.'],
    ['location_id', { location_id: undefined }, 'This field is required.'],
    ['location_id', { location_id: 1001 }, 'Please choose an option from the list.'],
    ['salary_min', { salary_min: undefined }, 'This field is required.'],
    ['salary_max', { salary_max: undefined }, 'This field is required.'],
    ['salary_max', { salary_min: 90_000 }, 'The minimum salary cannot be higher than the maximum salary.'],
    ['currency', { currency: undefined }, 'This field is required.'],
    ['currency', { currency: 'xyz' }, 'Please choose an option from the list.'],
    ['work_language_id', { work_language_id: undefined }, 'This field is required.'],
    ['work_language_id', { work_language_id: 404 }, 'Please choose an option from the list.'],
    ['work_arrangement', { work_arrangement: undefined }, 'This field is required.'],
    ['work_arrangement', { work_arrangement: 'moon' }, 'This value is not allowed.'],
    ['work_timezone_id', { work_timezone_id: undefined }, 'This field is required.'],
    ['work_timezone_id', { work_timezone_id: 300 }, 'Please choose an option from the list.'],
    ['pay_type_id', { pay_type_id: undefined }, 'This field is required.'],
    ['pay_type_id', { pay_type_id: 9 }, 'Please choose an option from the list.'],
    [
      'pref_country_id',
      { is_overseas: true, location_id: null },
      'Please choose the country of an overseas location.',
    ],
    ['pref_country_id', { is_overseas: true, pref_country_id: 7 }, 'Please choose an option from the list.'],
    [
      'location_id',
      { is_overseas: true, pref_country_id: 105, location_id: 2001 },
      'This location is not in the chosen country.',
    ],
  ])('refuses a preference with a bad %s: %j', async (field, change, message) => {
    const { call, userId } = await newSeeker();
    const res = await refusal(
      await call('POST', '/job-preferences/create', { ...manilaPreference, ...change }),
    );
    expect(res).toMatchObject({ status: 422, code: 40001 });
    expect(res.errors[field]).toEqual([message]);
    const stored = await app.services.db
      .selectFrom('job_preferences')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes an overseas preference with its country, and a city of that country', async () => {
    const { call } = await newSeeker();
    const res = await call('POST', '/job-preferences/create', {
      ...manilaPreference,
      is_overseas: true,
      pref_country_id: 105,
      location_id: 1001,
      currency: 'jpy',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ is_overseas: true, pref_country_id: 105, location_id: 1001 });
    const countryOnly = await call('POST', '/job-preferences/create', {
      ...manilaPreference,
      is_overseas: true,
      pref_country_id: 228,
      location_id: null,
      work_arrangement: 'hybrid',
    });
    expect(countryOnly.json().data).toMatchObject({ pref_country_id: 228, location_id: null });
  });

  it('localises field messages in the language of the request', async () => {
    const seeker = await signInSeeker(app);
    const arabic = seekerCalls(app, seeker, { 'language-id': '10' });
    const res = await arabic('POST', '/job-preferences/create', {
      ...manilaPreference,
      industry_id: undefined,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.industry_id[0]).toMatch(/[\u0600-\u06FF]/);
  });

  it('allows 3 remote preferences, then answers 41262', async () => {
    const { call, userId } = await newSeeker();
    const remote = { ...manilaPreference, work_arrangement: 'remote' };
    for (let i = 0; i < 3; i++) {
      expect((await call('POST', '/job-preferences/create', remote)).statusCode).toBe(200);
    }
    const fourth = await call('POST', '/job-preferences/create', remote);
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toMatchObject({
      code: 41262,
      message: 'You can add at most 3 remote job preferences.',
    });
    // On-site and hybrid are counted apart.
    expect((await call('POST', '/job-preferences/create', manilaPreference)).statusCode).toBe(200);
    const count = await app.services.db
      .selectFrom('job_preferences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(4);
  });

  it('allows 3 on-site or hybrid preferences together, then answers 41263, also when an update would pass the limit', async () => {
    const { call } = await newSeeker();
    for (const work_arrangement of ['onsite', 'hybrid', 'onsite']) {
      const res = await call('POST', '/job-preferences/create', { ...manilaPreference, work_arrangement });
      expect(res.statusCode).toBe(200);
    }
    const fourth = await call('POST', '/job-preferences/create', {
      ...manilaPreference,
      work_arrangement: 'hybrid',
    });
    expect(fourth.json().code).toBe(41263);

    const remote = await call('POST', '/job-preferences/create', {
      ...manilaPreference,
      work_arrangement: 'remote',
    });
    const { id } = remote.json().data;
    const moved = await call('PATCH', `/job-preferences/${id}/update`, {
      ...manilaPreference,
      work_arrangement: 'onsite',
    });
    expect(moved.json().code).toBe(41263);
    expect((await call('GET', `/job-preferences/${id}`)).json().data.work_arrangement).toBe('remote');
    // Editing one of the three without changing its kind stays within the limit.
    const first = (await call('GET', '/job-preferences')).json().data[0];
    const edited = await call('PATCH', `/job-preferences/${first.id}/update`, {
      ...manilaPreference,
      salary_min: 35_000,
    });
    expect(edited.statusCode).toBe(200);
  });

  it('keeps the limit when requests arrive at the same time', async () => {
    const { call } = await newSeeker();
    const remote = { ...manilaPreference, work_arrangement: 'remote' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/job-preferences/create', remote)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 422, 422]);
    expect((await call('GET', '/job-preferences')).json().data).toHaveLength(3);
  });

  it('refuses to delete the last preference with 41341, and deletes one of several', async () => {
    const { call } = await newSeeker();
    const a = (await call('POST', '/job-preferences/create', manilaPreference)).json().data;
    const b = (await call('POST', '/job-preferences/create', manilaPreference)).json().data;
    const deleted = await call('DELETE', `/job-preferences/${a.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: a.id });
    const last = await call('DELETE', `/job-preferences/${b.id}/delete`);
    expect(last.statusCode).toBe(422);
    expect(last.json()).toMatchObject({
      code: 41341,
      message: 'You cannot delete your last job preference.',
    });
    expect((await call('GET', '/job-preferences')).json().data).toEqual([b]);
  });

  it("answers 404 / 40004 for another seeker's preference and leaves it alone", async () => {
    const owner = await newSeeker();
    const other = await newSeeker();
    const { id } = (await owner.call('POST', '/job-preferences/create', manilaPreference)).json().data;
    await owner.call('POST', '/job-preferences/create', manilaPreference);
    for (const res of [
      await other.call('GET', `/job-preferences/${id}`),
      await other.call('PATCH', `/job-preferences/${id}/update`, { ...manilaPreference, salary_min: 1 }),
      await other.call('DELETE', `/job-preferences/${id}/delete`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40004);
    }
    expect((await owner.call('GET', `/job-preferences/${id}`)).json().data.salary_min).toBe(30_000);
    expect((await other.call('GET', '/job-preferences')).json().data).toEqual([]);
  });

  it('refuses an id that is not a number with 422', async () => {
    const { call } = await newSeeker();
    const res = await call('GET', '/job-preferences/abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
  });
});
