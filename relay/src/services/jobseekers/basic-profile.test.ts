import { calendarToday } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seekerCalls } from '../../testing/profile-requests';
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

/** The date `years` years before today, as 'YYYY-MM-DD'. */
function yearsAgo(years: number, dayShift = 0): string {
  const date = new Date(`${calendarToday()}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + dayShift);
  return date.toISOString().slice(0, 10);
}

const basicInfo = {
  first_name: 'Ana',
  last_name: 'Reyes',
  birthday: '1995-08-14',
  nationality_id: 167,
  location_id: 2001,
  home_address: '12 Mabini Street, Makati',
  working_since: '2017-06-01',
  job_seeking_status: 'actively_looking',
  notice_period_id: 4,
  declared_identity_id: 10,
};
/**
 * The avatar is not patched (only uploaded), so the saved profile answers it empty; the verified
 * identity is set only by identity verification, so it stays empty too.
 */
const savedInfo = {
  ...basicInfo,
  avatar: null,
  summary: null,
  job_seeker_type: null,
  user_identity_id: null,
  identity_verified: false,
};

describe('PATCH /api/jobseekers/me', () => {
  it('answers 401 / 40003 without a session', async () => {
    const res = await app.inject({ method: 'PATCH', url: '/api/jobseekers/me', payload: basicInfo });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(40003);
  });

  it('saves the basic info, answers it with the display fields and rewrites the user cookie', async () => {
    const { call, userId } = await newSeeker();
    const res = await call('PATCH', '/me', basicInfo);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profile).toEqual(savedInfo);
    expect(res.json().data.user).toMatchObject({
      id: userId,
      first_name: 'Ana',
      last_name: 'Reyes',
      avatar: null,
      notice_period_id: 4,
      is_profile_completed: false,
    });
    const cookie = res.cookies.find((c) => c.name === 'user');
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBeFalsy();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual(res.json().data.user);
    const expires = new Date(cookie!.expires!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(29 * 86_400_000);
  });

  it('reads the saved basic info back with GET /profile, and only for a signed-in seeker', async () => {
    const { call } = await newSeeker();
    await call('PATCH', '/me', basicInfo);
    const res = await call('GET', '/profile');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(savedInfo);
    expect((await app.inject({ method: 'GET', url: '/api/jobseekers/profile' })).statusCode).toBe(401);
  });

  it('changes only what the patch names and clears a value sent as null', async () => {
    const { call } = await newSeeker();
    await call('PATCH', '/me', basicInfo);
    const res = await call('PATCH', '/me', { last_name: 'Cruz', home_address: null });
    expect(res.json().data.profile).toEqual({ ...savedInfo, last_name: 'Cruz', home_address: null });
  });

  it('accepts a seeker who turns 16 today and refuses one who turns 16 tomorrow', async () => {
    const { call } = await newSeeker();
    expect((await call('PATCH', '/me', { birthday: yearsAgo(16) })).statusCode).toBe(200);
    const young = await call('PATCH', '/me', { birthday: yearsAgo(16, 1) });
    expect(young.statusCode).toBe(422);
    expect(young.json()).toMatchObject({
      code: 40001,
      errors: { birthday: ['You must be at least 16 years old.'] },
    });
    expect((await call('PATCH', '/me', {})).json().data.profile.birthday).toBe(yearsAgo(16));
  });

  it.each([
    ['first_name', { first_name: 'x'.repeat(51) }, 'This value is too long (at most 50).'],
    ['last_name', { last_name: 'y'.repeat(51) }, 'This value is too long (at most 50).'],
    ['first_name', { first_name: '   ' }, 'This field is required.'],
    ['birthday', { birthday: '2099-01-01' }, 'You must be at least 16 years old.'],
    ['birthday', { birthday: '1850-01-01' }, 'Please enter a date between 1900 and 2100.'],
    ['working_since', { working_since: '0000-01-01' }, 'Please enter a date between 1900 and 2100.'],
    ['birthday', { birthday: '1995-02-30' }, 'This value is not in a valid format.'],
    ['working_since', { working_since: '2099-01-01' }, 'This date cannot be in the future.'],
    ['nationality_id', { nationality_id: 1 }, 'Please choose an option from the list.'],
    ['location_id', { location_id: 42 }, 'Please choose an option from the list.'],
    ['notice_period_id', { notice_period_id: 99 }, 'Please choose an option from the list.'],
    ['declared_identity_id', { declared_identity_id: 99 }, 'Please choose an option from the list.'],
    // The verified work eligibility comes only from identity verification (issue 15), whatever the value.
    ['user_identity_id', { user_identity_id: 1 }, 'Your work eligibility is set by verifying your identity.'],
    [
      'user_identity_id',
      { user_identity_id: null },
      'Your work eligibility is set by verifying your identity.',
    ],
    ['job_seeking_status', { job_seeking_status: 'sleeping' }, 'This value is not allowed.'],
    // The avatar changes only by an upload: no address of anyone's choosing.
    ['body', { avatar: 'https://tracker.example.com/pixel.png' }, 'This field is not expected.'],
    // The e-mail address changes only through a verified sign-in path.
    ['body', { email: 'new@example.com' }, 'This field is not expected.'],
  ])('refuses a bad %s: %j, and changes nothing', async (field, change, message) => {
    const { call } = await newSeeker();
    const res = await call('PATCH', '/me', { home_address: 'Changed', ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(40001);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await call('PATCH', '/me', {})).json().data.profile).toMatchObject({
      first_name: 'Maria',
      last_name: 'Santos',
      home_address: null,
    });
  });

  it("names every broken rule at once: the contract's, then the lists'", async () => {
    const { call } = await newSeeker();
    // The contract's rules (shared with the web's forms) answer first, each broken one at once…
    const res = await call('PATCH', '/me', {
      birthday: yearsAgo(3),
      last_name: '',
      working_since: '2099-01-01',
      notice_period_id: 99,
    });
    expect(Object.keys(res.json().errors).sort()).toEqual(['birthday', 'last_name', 'working_since']);
    // …then the ids the configuration lists do not have, all at once as well.
    const lists = await call('PATCH', '/me', { nationality_id: 1, notice_period_id: 99 });
    expect(Object.keys(lists.json().errors).sort()).toEqual(['nationality_id', 'notice_period_id']);
  });
});
