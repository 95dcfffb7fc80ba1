import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { createTestCompany } from '../companies/company-testkit';
import { isBlockedBetween } from './is-blocked-between';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('isBlockedBetween', () => {
  it('is true both ways once the seeker blocks the company, and false again after unblocking', async () => {
    const { db } = app.services;
    const seeker = await signInSeeker(app);
    const bystander = await signInSeeker(app);
    const company = await createTestCompany(app);
    const other = await createTestCompany(app);
    expect(await isBlockedBetween(db, seeker.userId, company.id)).toBe(false);

    const res = await app.inject({
      method: 'POST',
      url: '/api/companies/blacklist-companies/create',
      payload: { company_id: company.id },
      cookies: seeker.cookies,
    });
    expect(res.statusCode).toBe(200);
    // The seeker's side and the company's recruiters' side ask the same question.
    expect(await isBlockedBetween(db, seeker.userId, company.id)).toBe(true);
    expect(await isBlockedBetween(db, seeker.userId, other.id)).toBe(false);
    expect(await isBlockedBetween(db, bystander.userId, company.id)).toBe(false);

    await app.inject({
      method: 'DELETE',
      url: `/api/companies/${company.id}/blacklist-companies/delete`,
      cookies: seeker.cookies,
    });
    expect(await isBlockedBetween(db, seeker.userId, company.id)).toBe(false);
  });
});
