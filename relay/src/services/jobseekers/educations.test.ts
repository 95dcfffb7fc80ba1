import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seekerCalls, universityEducation } from '../../testing/profile-requests';
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

describe('educations', () => {
  it('answers 401 / 40003 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/jobseekers/educations' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });

  it('creates, lists (current study first), updates and deletes', async () => {
    const { call } = await newSeeker();
    const degree = (await call('POST', '/educations/create', universityEducation)).json().data;
    expect(degree).toMatchObject({
      ...universityEducation,
      is_currently_attending: false,
      id: expect.any(Number),
    });
    const master = (
      await call('POST', '/educations/create', {
        school_name: 'Ateneo de Manila University',
        education_level_id: 7,
        start_date: '2023-08-01',
        is_currently_attending: true,
      })
    ).json().data;
    expect(master).toMatchObject({ field_of_study: null, end_date: null, description: null });
    expect((await call('GET', '/educations')).json().data.map((e: { id: number }) => e.id)).toEqual([
      master.id,
      degree.id,
    ]);

    const updated = await call('PATCH', `/educations/${degree.id}/update`, {
      ...universityEducation,
      field_of_study: 'Information Systems',
    });
    expect(updated.json().data).toMatchObject({ id: degree.id, field_of_study: 'Information Systems' });

    expect((await call('DELETE', `/educations/${degree.id}/delete`)).json().data).toEqual({ id: degree.id });
    expect((await call('GET', '/educations')).json().data).toEqual([master]);
  });

  it.each([
    ['school_name', { school_name: '' }, 'This field is required.'],
    ['school_name', { school_name: 's'.repeat(101) }, 'This value is too long (at most 100).'],
    ['education_level_id', { education_level_id: undefined }, 'This field is required.'],
    ['education_level_id', { education_level_id: 42 }, 'Please choose an option from the list.'],
    ['end_date', { end_date: '2014-05-01' }, 'The start date must be earlier than the end date.'],
    ['end_date', { end_date: null }, 'This field is required.'],
    [
      'start_date',
      { start_date: '2099-01-01', end_date: '2099-06-01' },
      'This date cannot be in the future.',
    ],
    ['start_date', { start_date: '2014-13-01' }, 'This value is not in a valid format.'],
    ['description', { description: 'short' }, 'The description must be between 10 and 4000 characters.'],
    [
      'description',
      { description: 'e'.repeat(4001) },
      'The description must be between 10 and 4000 characters.',
    ],
  ])('refuses a bad %s: %j, storing nothing', async (field, change, message) => {
    const { call } = await newSeeker();
    const res = await call('POST', '/educations/create', { ...universityEducation, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await call('GET', '/educations')).json().data).toEqual([]);
  });

  it('asks to confirm a duplicate with 409 and adds it once confirmed', async () => {
    const { call } = await newSeeker();
    await call('POST', '/educations/create', universityEducation);
    const twin = await call('POST', '/educations/create', {
      ...universityEducation,
      school_name: 'university of the philippines',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().errors.duplicate).toHaveLength(1);
    // Another level at the same school from the same day is a different entry.
    const other = await call('POST', '/educations/create', { ...universityEducation, education_level_id: 7 });
    expect(other.statusCode).toBe(200);
    const confirmed = await call('POST', '/educations/create', {
      ...universityEducation,
      confirm_duplicate: true,
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call('GET', '/educations')).json().data).toHaveLength(3);
  });

  it("answers 404 / 40004 for another seeker's education", async () => {
    const owner = await newSeeker();
    const other = await newSeeker();
    const { id } = (await owner.call('POST', '/educations/create', universityEducation)).json().data;
    const update = await other.call('PATCH', `/educations/${id}/update`, universityEducation);
    const remove = await other.call('DELETE', `/educations/${id}/delete`);
    expect([update.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect(remove.json().code).toBe(40004);
    expect((await owner.call('GET', '/educations')).json().data).toHaveLength(1);
  });
});
