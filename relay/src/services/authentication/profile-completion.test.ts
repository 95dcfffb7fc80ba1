import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { completeProfileOf } from '../../testing/completed-profile';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { sessionUser } from './sessions';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

const flagsOf = async (userId: number) => {
  const user = await sessionUser(app.services.db, userId);
  return { completed: user.is_profile_completed, needsUpdate: user.profile_needs_update };
};

describe('profile_needs_update of the session user (spec §4 "needs update")', () => {
  it('is false for a profile never completed (that one is simply incomplete)', async () => {
    const seeker = await signInSeeker(app);
    expect(await flagsOf(seeker.userId)).toEqual({ completed: false, needsUpdate: false });
  });

  it('is false for a completed profile that still holds what completion asks for', async () => {
    const seeker = await signInSeeker(app);
    await completeProfileOf(app, seeker.userId);
    expect(await flagsOf(seeker.userId)).toEqual({ completed: true, needsUpdate: false });
  });

  it('is true once a completed profile lost a required basic field', async () => {
    const seeker = await signInSeeker(app);
    await completeProfileOf(app, seeker.userId);
    await app.services.db
      .updateTable('users')
      .set({ location_id: null })
      .where('id', '=', seeker.userId)
      .execute();
    expect(await flagsOf(seeker.userId)).toEqual({ completed: true, needsUpdate: true });
  });

  it('is true for a completed profile without a job preference', async () => {
    const seeker = await signInSeeker(app);
    await completeProfileOf(app, seeker.userId);
    await app.services.db.deleteFrom('job_preferences').where('user_id', '=', seeker.userId).execute();
    expect(await flagsOf(seeker.userId)).toEqual({ completed: true, needsUpdate: true });
  });

  it('leaves check-first-registration to the wizard: a completed profile is no first registration', async () => {
    const seeker = await signInSeeker(app);
    const ask = () =>
      app.inject({ method: 'GET', url: '/api/jobseekers/check-first-registration', cookies: seeker.cookies });
    expect((await ask()).json().data).toEqual({ is_first_registration: true });
    await completeProfileOf(app, seeker.userId);
    expect((await ask()).json().data).toEqual({ is_first_registration: false });
  });
});
