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

const basicInfo = { birthday: '1996-04-02', nationality_id: 167, location_id: 2001 };

async function isCompleted(userId: number) {
  const row = await app.services.db
    .selectFrom('users')
    .select('is_profile_completed')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.is_profile_completed;
}

describe('POST /api/jobseekers/complete-profile', () => {
  it('answers 401 / 40003 without a session', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/jobseekers/complete-profile' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a seeker with neither preference nor basic info, naming what is missing', async () => {
    const { call, userId } = await newSeeker();
    const res = await call('POST', '/complete-profile');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 40001,
      errors: {
        job_preferences: ['Please add at least one job preference.'],
        birthday: ['This field is required.'],
        nationality_id: ['This field is required.'],
        location_id: ['This field is required.'],
      },
    });
    expect(await isCompleted(userId)).toBe(false);
  });

  it('refuses basic info without a job preference, and a preference without basic info', async () => {
    const withInfo = await newSeeker();
    await withInfo.call('PATCH', '/me', basicInfo);
    const noPreference = await withInfo.call('POST', '/complete-profile');
    expect(noPreference.statusCode).toBe(422);
    expect(Object.keys(noPreference.json().errors)).toEqual(['job_preferences']);

    const withPreference = await newSeeker();
    await withPreference.call('POST', '/job-preferences/create', manilaPreference);
    const noInfo = await withPreference.call('POST', '/complete-profile');
    expect(noInfo.statusCode).toBe(422);
    expect(Object.keys(noInfo.json().errors).sort()).toEqual(['birthday', 'location_id', 'nationality_id']);
  });

  it('marks the profile complete, answers the session user and rewrites the user cookie', async () => {
    const { call, userId, cookies } = await newSeeker();
    await call('POST', '/job-preferences/create', manilaPreference);
    await call('PATCH', '/me', { ...basicInfo, notice_period_id: 2 });
    const res = await call('POST', '/complete-profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: userId, is_profile_completed: true, notice_period_id: 2 });
    const cookie = res.cookies.find((c) => c.name === 'user');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(res.json().data);
    expect(await isCompleted(userId)).toBe(true);
    const me = await app.inject({ url: '/api/jobseekers/me', cookies });
    expect(me.json().data.is_profile_completed).toBe(true);
  });
});
