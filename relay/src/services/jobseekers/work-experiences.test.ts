import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { pastExperience, seekerCalls } from '../../testing/profile-requests';
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

async function storedCount(userId: number) {
  const rows = await app.services.db
    .selectFrom('work_experiences')
    .select('id')
    .where('user_id', '=', userId)
    .execute();
  return rows.length;
}

describe('work experiences', () => {
  it('answers 401 / 40003 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobseekers/work-experiences'],
      ['POST', '/api/jobseekers/work-experiences/create'],
      ['PATCH', '/api/jobseekers/work-experiences/1/update'],
      ['DELETE', '/api/jobseekers/work-experiences/1/delete'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'GET' ? undefined : pastExperience });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe(40003);
    }
  });

  it('creates, lists (current job first, then newest), updates and deletes', async () => {
    const { call } = await newSeeker();
    const created = await call('POST', '/work-experiences/create', pastExperience);
    expect(created.statusCode).toBe(200);
    const past = created.json().data;
    expect(past).toMatchObject({
      ...pastExperience,
      is_currently_working: false,
      is_hidden_from_company: false,
      id: expect.any(Number),
    });
    const current = (
      await call('POST', '/work-experiences/create', {
        ...pastExperience,
        company_name: 'Globe Digital',
        start_date: '2022-07-01',
        end_date: '2023-01-01',
        is_currently_working: true,
        is_hidden_from_company: true,
      })
    ).json().data;
    // A current job has no end, whatever the form sent.
    expect(current).toMatchObject({
      end_date: null,
      is_currently_working: true,
      is_hidden_from_company: true,
    });
    expect((await call('GET', '/work-experiences')).json().data.map((e: { id: number }) => e.id)).toEqual([
      current.id,
      past.id,
    ]);

    const updated = await call('PATCH', `/work-experiences/${past.id}/update`, {
      ...pastExperience,
      job_title: 'Senior Frontend Developer',
      monthly_salary: null,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({
      id: past.id,
      job_title: 'Senior Frontend Developer',
      monthly_salary: null,
      salary_currency: null,
    });

    const deleted = await call('DELETE', `/work-experiences/${past.id}/delete`);
    expect(deleted.json()).toMatchObject({ code: 0, data: { id: past.id } });
    expect((await call('GET', '/work-experiences')).json().data).toEqual([current]);
  });

  it.each([
    ['job_title', { job_title: undefined }, 'This field is required.'],
    ['job_title', { job_title: '  ' }, 'This field is required.'],
    ['job_title', { job_title: 't'.repeat(101) }, 'This value is too long (at most 100).'],
    ['company_name', { company_name: '' }, 'This field is required.'],
    ['industry_id', { industry_id: 999 }, 'Please choose an option from the list.'],
    ['job_function_ids', { job_function_ids: [101, 99_999] }, 'Please choose an option from the list.'],
    ['start_date', { start_date: undefined }, 'This field is required.'],
    [
      'start_date',
      { start_date: '2099-01-01', end_date: '2099-02-01' },
      'This date cannot be in the future.',
    ],
    ['end_date', { end_date: '2018-01-01' }, 'The start date must be earlier than the end date.'],
    ['end_date', { end_date: '2019-03-01' }, 'The start date must be earlier than the end date.'],
    ['end_date', { end_date: null }, 'This field is required.'],
    ['salary_currency', { salary_currency: null }, 'This field is required.'],
    ['salary_currency', { salary_currency: 'abc' }, 'Please choose an option from the list.'],
    ['description', { description: 'Too short' }, 'The description must be between 10 and 4000 characters.'],
    [
      'description',
      { description: 'd'.repeat(4001) },
      'The description must be between 10 and 4000 characters.',
    ],
  ])('refuses a bad %s: %j, storing nothing', async (field, change, message) => {
    const { call, userId } = await newSeeker();
    const res = await call('POST', '/work-experiences/create', { ...pastExperience, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
    expect(res.json().errors[field]).toEqual([message]);
    expect(await storedCount(userId)).toBe(0);
  });

  it('takes descriptions of exactly 10 and 4000 characters, or none', async () => {
    const { call } = await newSeeker();
    for (const [i, description] of ['d'.repeat(10), 'd'.repeat(4000), null].entries()) {
      const res = await call('POST', '/work-experiences/create', {
        ...pastExperience,
        start_date: `201${i}-01-01`,
        description,
      });
      expect(res.statusCode, String(description?.length)).toBe(200);
    }
  });

  it('asks to confirm a duplicate with 409 and adds it once confirmed', async () => {
    const { call, userId } = await newSeeker();
    await call('POST', '/work-experiences/create', pastExperience);
    const twin = await call('POST', '/work-experiences/create', {
      ...pastExperience,
      job_title: 'frontend developer',
      company_name: 'ACME MANILA',
      description: null,
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({
      code: 40001,
      errors: { duplicate: ['You have already added this entry. Do you want to add it anyway?'] },
    });
    expect(await storedCount(userId)).toBe(1);
    const confirmed = await call('POST', '/work-experiences/create', {
      ...pastExperience,
      confirm_duplicate: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await storedCount(userId)).toBe(2);
  });

  it('asks the same when an update would make a duplicate, but not when an entry is saved unchanged', async () => {
    const { call } = await newSeeker();
    const first = (await call('POST', '/work-experiences/create', pastExperience)).json().data;
    const second = (
      await call('POST', '/work-experiences/create', { ...pastExperience, start_date: '2018-01-01' })
    ).json().data;
    expect((await call('PATCH', `/work-experiences/${first.id}/update`, pastExperience)).statusCode).toBe(
      200,
    );
    const clash = await call('PATCH', `/work-experiences/${second.id}/update`, pastExperience);
    expect(clash.statusCode).toBe(409);
  });

  it("answers 404 / 40004 for another seeker's experience", async () => {
    const owner = await newSeeker();
    const other = await newSeeker();
    const { id } = (await owner.call('POST', '/work-experiences/create', pastExperience)).json().data;
    for (const res of [
      await other.call('PATCH', `/work-experiences/${id}/update`, { ...pastExperience, job_title: 'Hacker' }),
      await other.call('DELETE', `/work-experiences/${id}/delete`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(40004);
    }
    expect((await other.call('GET', '/work-experiences')).json().data).toEqual([]);
    expect((await owner.call('GET', '/work-experiences')).json().data[0].job_title).toBe(
      'Frontend Developer',
    );
  });
});
