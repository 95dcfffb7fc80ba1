import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app';
import { createTestApp } from '../../testing/test-app';
import { newAddress, registration } from './password-account-testkit';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

it('keeps the sign-up source the free resume template page sends (spec §9 free_resume)', async () => {
  for (const source of ['free_resume', 'web'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      payload: registration({ source }),
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(200);
    const stored = await app.services.db
      .selectFrom('user_registrations')
      .select('source')
      .where('user_id', '=', res.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored.source).toBe(source);
  }
});
