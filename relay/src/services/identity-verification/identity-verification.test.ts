import { createHash, randomBytes } from 'node:crypto';
import { errorCodes, identityCookies, identityInfoFields } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { signInRecruiter } from '../../testing/chat-members';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { loginAtStandIn, type MyInfoStandIn, myInfoPersonas, startMyInfoStandIn } from '../myinfo-stand-in';
import { decryptIdentityData } from './data-cipher';
import { purgePendingIdentityData } from './pending-identity';

/*
 * The whole protocol against GovTech's MockPass in MyInfo's Test-environment mode (client secret
 * and encrypted person data), started here on a free port: authorise URL, the Singpass login page
 * and consent as a browser goes through them, the callback, the confirm data, verify.
 */
let standIn: MyInfoStandIn;
let app: App;
const dataKey = randomBytes(32);
const callbackUri = 'http://localhost/myinfo/callback';
const returnPath = '/en/jobs/123?tab=about&show_identity_info=1';

beforeAll(async () => {
  standIn = await startMyInfoStandIn({ host: '127.0.0.1', port: 0 });
  app = await createTestApp({
    MYINFO_URL: standIn.url,
    MYINFO_CLIENT_ID: standIn.clientId,
    MYINFO_CLIENT_SECRET: standIn.clientSecret,
    MYINFO_PRIVATE_KEY: standIn.privateKeyPath,
    MYINFO_CERT: standIn.certPath,
    IDENTITY_DATA_KEY: dataKey.toString('base64'),
  });
});
afterAll(async () => {
  await app?.close();
  await standIn?.close();
});

type Who = { cookies: Record<string, string> };
function call(who: Who | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    headers: { 'language-id': '1', 'country-id': '167' },
    ...(who ? { cookies: who.cookies } : {}),
    ...(payload === undefined ? {} : { payload }),
  });
}

async function authoriseUrlFor(seeker: SignedInSeeker): Promise<string> {
  const res = await call(seeker, 'POST', '/api/sg/myinfo/generate-authorise-url', {
    redirect_uri: callbackUri,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.authorise_url;
}

/** The provider's redirect back, as the browser follows it: with the session and the return cookie. */
async function returnToCallback(seeker: SignedInSeeker, callback: URL, returnCookie = returnPath) {
  return call(
    { cookies: { ...seeker.cookies, [identityCookies.returnUrl]: returnCookie } },
    'GET',
    `${callback.pathname}${callback.search}`,
  );
}

/** Steps 1–3 of spec §4 for a persona: authorise URL, login and consent, callback. */
async function loginAs(nric: string, seeker?: SignedInSeeker) {
  const who = seeker ?? (await signInSeeker(app, { is_profile_completed: true }));
  const callback = await loginAtStandIn(await authoriseUrlFor(who), nric);
  const back = await returnToCallback(who, callback);
  expect(back.statusCode).toBe(302);
  expect(back.headers.location).toBe(returnPath);
  return { seeker: who, callback };
}

describe('verifying with MyInfo (the MockPass stand-in)', () => {
  it('verifies a citizen: the seven fields, then Singapore Citizen (1), kept encrypted', async () => {
    const { seeker } = await loginAs(myInfoPersonas.citizen);
    const info = await call(seeker, 'GET', '/api/sg/myinfo/user-info');
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toEqual({
      uinfin: 'S9812381D',
      name: 'TAN HENG HUAT',
      residential_status: 'CITIZEN',
      nationality: 'SINGAPORE CITIZEN',
      pass_type: null,
      pass_status: null,
      pass_expiry_date: null,
    });
    const pending = await app.services.db
      .selectFrom('identity_pending')
      .selectAll()
      .where('user_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(pending.data_encrypted).not.toContain('TAN');
    expect(Buffer.from(pending.data_encrypted!.slice(3), 'base64').toString('latin1')).not.toContain(
      'S9812381D',
    );

    const verified = await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ new_user_identity: { id: 1, value: 'Singapore Citizen' } });

    const row = await app.services.db
      .selectFrom('identity_verifications')
      .selectAll()
      .where('user_id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    expect(row.user_identity_id).toBe(1);
    for (const plain of ['TAN HENG HUAT', 'S9812381D', 'CITIZEN']) {
      expect(row.data_encrypted).not.toContain(plain);
      expect(Buffer.from(row.data_encrypted.slice(3), 'base64').toString('latin1')).not.toContain(plain);
    }
    // Only the seven shown fields are kept, and only under the key and for this seeker.
    const kept = decryptIdentityData(dataKey, seeker.userId, row.data_encrypted) as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual([...identityInfoFields].sort());
    expect(kept.name).toBe('TAN HENG HUAT');
    expect(() => decryptIdentityData(dataKey, seeker.userId + 1, row.data_encrypted)).toThrow();
    expect(() => decryptIdentityData(randomBytes(32), seeker.userId, row.data_encrypted)).toThrow();
    // The pending data is gone once verified.
    expect(
      await app.services.db
        .selectFrom('identity_pending')
        .select('user_id')
        .where('user_id', '=', seeker.userId)
        .executeTakeFirst(),
    ).toBeUndefined();

    const status = (await call(seeker, 'GET', '/api/jobseekers/identity-verification')).json().data;
    expect(status).toMatchObject({ verified: true, user_identity_id: 1 });
    expect(Date.parse(status.verified_at)).toBeGreaterThan(Date.now() - 60_000);
    const profile = (await call(seeker, 'GET', '/api/jobseekers/profile')).json().data;
    expect(profile).toMatchObject({ user_identity_id: 1, identity_verified: true });
  });

  it.each([
    ['a permanent resident', myInfoPersonas.permanentResident, 2, 'Singapore Permanent Resident'],
    [
      'a work pass holder (Employment Pass, Live until 2031)',
      myInfoPersonas.workPassHolder,
      3,
      'Employment Pass',
    ],
    ['an expired pass (2019)', myInfoPersonas.expiredPass, 10, null],
  ])('verifies %s (%s) as identity %i', async (_name, nric, identityId, label) => {
    const { seeker } = await loginAs(nric);
    const info = (await call(seeker, 'GET', '/api/sg/myinfo/user-info')).json().data;
    expect(info.uinfin).toBe(nric);
    const verified = (await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity')).json().data;
    expect(verified.new_user_identity.id).toBe(identityId);
    if (label) expect(verified.new_user_identity.value).toBe(label);
  });

  it('shows the work pass holder added to the stand-in with its pass', async () => {
    const { seeker } = await loginAs(myInfoPersonas.workPassHolder);
    expect((await call(seeker, 'GET', '/api/sg/myinfo/user-info')).json().data).toMatchObject({
      name: 'RAJESH KUMAR',
      residential_status: null,
      pass_type: 'Employment Pass',
      pass_status: 'Live',
      pass_expiry_date: '2031-12-31',
    });
  });

  it('answers 41431 when the provider fails (the unavailable persona: person data 503)', async () => {
    const { seeker } = await loginAs(myInfoPersonas.unavailable);
    const info = await call(seeker, 'GET', '/api/sg/myinfo/user-info');
    expect(info.statusCode).toBe(503);
    expect(info.json()).toMatchObject({
      code: errorCodes.identityUnavailable,
      message: 'The national identity data service is currently unavailable. Please try again later.',
    });
    const verify = await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    expect(verify.json().code).toBe(errorCodes.identityUnavailable);
    const status = (await call(seeker, 'GET', '/api/jobseekers/identity-verification')).json().data;
    expect(status).toEqual({ verified: false, user_identity_id: null, verified_at: null });
  });

  it('answers 41432 without a pending identity login, and after consent is refused', async () => {
    const seeker = await signInSeeker(app);
    const info = await call(seeker, 'GET', '/api/sg/myinfo/user-info');
    expect(info.statusCode).toBe(422);
    expect(info.json()).toMatchObject({
      code: errorCodes.identityLoginMissing,
      message: 'Please log in with Singpass again to verify your identity.',
    });
    expect((await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );
    const denied = await loginAtStandIn(await authoriseUrlFor(seeker), myInfoPersonas.citizen, 'deny');
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect((await returnToCallback(seeker, denied)).statusCode).toBe(302);
    expect((await call(seeker, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );
  });

  it('refuses a replayed, forged or other-session state, and leaves no data', async () => {
    const { seeker, callback } = await loginAs(myInfoPersonas.citizen);
    await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    // Replayed: the state was single-use.
    expect((await returnToCallback(seeker, callback)).statusCode).toBe(302);
    expect((await call(seeker, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );

    const other = await signInSeeker(app);
    const forged = new URL(callback);
    forged.searchParams.set('state', randomBytes(32).toString('base64url'));
    await returnToCallback(other, forged);
    expect((await call(other, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );

    // A state started by one seeker's session does not complete in another's.
    const starter = await signInSeeker(app);
    const stolen = await loginAtStandIn(await authoriseUrlFor(starter), myInfoPersonas.citizen);
    await returnToCallback(other, stolen);
    expect((await call(other, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );
    expect((await call(starter, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );
    const pending = await app.services.db
      .selectFrom('identity_pending')
      .select('user_id')
      .where('user_id', 'in', [other.userId, starter.userId])
      .execute();
    expect(pending).toEqual([]);
  });

  it('sends state and a S256 PKCE challenge, keeps the verifier, and expires the state after 10 minutes', async () => {
    const seeker = await signInSeeker(app);
    const url = new URL(await authoriseUrlFor(seeker));
    expect(url.origin + url.pathname).toBe(`${standIn.url}/myinfo/v3/authorise`);
    expect(url.searchParams.get('client_id')).toBe(standIn.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(callbackUri);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('attributes')).toBe(
      'uinfin,name,residentialstatus,nationality,passtype,passstatus,passexpirydate',
    );
    const state = url.searchParams.get('state') as string;
    const row = await app.services.db
      .selectFrom('identity_login_states')
      .selectAll()
      .where('id', '=', createHash('sha256').update(state).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(createHash('sha256').update(row.code_verifier).digest('base64url')).toBe(
      url.searchParams.get('code_challenge'),
    );
    expect(url.toString()).not.toContain(row.code_verifier);
    expect(row.expires_at.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });

  it.each([
    ['another origin', 'https://evil.example/myinfo/callback'],
    ['another path', 'http://localhost/somewhere/else'],
    ['a query', 'http://localhost/myinfo/callback?next=https://evil.example'],
    ['not a URL', 'javascript:alert(1)'],
  ])('refuses a redirect_uri with %s (422 / 40001)', async (_name, redirectUri) => {
    const seeker = await signInSeeker(app);
    const res = await call(seeker, 'POST', '/api/sg/myinfo/generate-authorise-url', {
      redirect_uri: redirectUri,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(errorCodes.parameterInvalid);
    expect(res.json().errors.redirect_uri).toHaveLength(1);
  });

  it('returns only to a same-site path from the return cookie', async () => {
    const seeker = await signInSeeker(app);
    for (const cookie of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '']) {
      const back = await returnToCallback(
        seeker,
        new URL('http://localhost/myinfo/callback?state=x&code=y'),
        cookie,
      );
      expect(back.statusCode).toBe(302);
      expect(back.headers.location).toBe('/');
    }
    expect((await call(null, 'GET', '/unknown-service/callback')).statusCode).toBe(422);
  });

  it('purges identity data nobody confirmed within the hour', async () => {
    const { seeker } = await loginAs(myInfoPersonas.permanentResident);
    await purgePendingIdentityData(app.services.db, new Date(Date.now() + 30 * 60_000));
    expect((await call(seeker, 'GET', '/api/sg/myinfo/user-info')).statusCode).toBe(200);
    await purgePendingIdentityData(app.services.db, new Date(Date.now() + 61 * 60_000));
    expect((await call(seeker, 'GET', '/api/sg/myinfo/user-info')).json().code).toBe(
      errorCodes.identityLoginMissing,
    );
  });
});

describe('what verification is for', () => {
  async function restrictedJob() {
    const job = await app.services.db
      .selectFrom('jobs')
      .select(['id', 'recruiter_id'])
      .where('status', '=', 'active')
      .where('eligibility_identity_ids', 'is', null)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    await app.services.db
      .updateTable('jobs')
      .set({ eligibility_identity_ids: [1, 2] })
      .where('id', '=', job.id)
      .execute();
    return job;
  }

  it('shows the restriction on the job and lets only a verified identity apply (apply and quick apply)', async () => {
    const job = await restrictedJob();
    expect(
      (await call(null, 'GET', `/api/jobs/${job.id}/static`)).json().data.eligibility_identity_ids,
    ).toEqual([1, 2]);
    const declared = await signInSeeker(app, { is_profile_completed: true, declared_identity_id: 1 });
    const refused = await call(declared, 'POST', `/api/data/jobs/${job.id}/applications`, {});
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe(errorCodes.identityMismatch);
    const quick = await call(declared, 'POST', `/api/data/jobs/${job.id}/applications`, {
      source: 'quick_apply',
    });
    expect(quick.json().code).toBe(errorCodes.identityMismatch);

    const { seeker: verified } = await loginAs(myInfoPersonas.citizen);
    await call(verified, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    expect((await call(verified, 'POST', `/api/data/jobs/${job.id}/applications`, {})).statusCode).toBe(200);
    const { seeker: expired } = await loginAs(myInfoPersonas.expiredPass);
    await call(expired, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    expect((await call(expired, 'POST', `/api/data/jobs/${job.id}/applications`, {})).json().code).toBe(
      errorCodes.identityMismatch,
    );
  });

  it('lets only a verified identity start a chat about a restricted job', async () => {
    const job = await restrictedJob();
    const url = `/api/job-applications/chats/${job.recruiter_id}/jobseekers`;
    const declared = await signInSeeker(app, { is_profile_completed: true, declared_identity_id: 2 });
    expect((await call(declared, 'POST', url, { job_id: job.id })).json().code).toBe(
      errorCodes.identityMismatch,
    );
    const { seeker } = await loginAs(myInfoPersonas.permanentResident);
    await call(seeker, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    expect((await call(seeker, 'POST', url, { job_id: job.id })).statusCode).toBe(200);
  });

  it("refuses user_identity_id in PATCH /me and keeps the seeker's answer as declared_identity_id", async () => {
    const seeker = await signInSeeker(app);
    const refused = await call(seeker, 'PATCH', '/api/jobseekers/me', { user_identity_id: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_identity_id).toEqual([
      'Your work eligibility is set by verifying your identity.',
    ]);
    const saved = await call(seeker, 'PATCH', '/api/jobseekers/me', { declared_identity_id: 1 });
    expect(saved.json().data.profile).toMatchObject({
      declared_identity_id: 1,
      user_identity_id: null,
      identity_verified: false,
    });
  });

  it("ranks verified candidates first in the Boss's list and marks them", async () => {
    const boss = await signInRecruiter(app);
    const job = await app.services.db
      .selectFrom('jobs')
      .select('id')
      .where('recruiter_id', '=', boss.recruiterId)
      .where('status', '=', 'active')
      .where('eligibility_identity_ids', 'is', null)
      .executeTakeFirstOrThrow();
    const { seeker: verified } = await loginAs(myInfoPersonas.workPassHolder);
    await call(verified, 'POST', '/api/sg/myinfo/verify-singapore-identity');
    // The verified seeker applies first, so by time alone they would come last.
    expect((await call(verified, 'POST', `/api/data/jobs/${job.id}/applications`, {})).statusCode).toBe(200);
    const others = [await signInSeeker(app), await signInSeeker(app)];
    for (const other of others)
      expect((await call(other, 'POST', `/api/data/jobs/${job.id}/applications`, {})).statusCode).toBe(200);
    const list = (await call(boss, 'GET', '/api/recruiters/conversations')).json().data.conversations as {
      candidate: { id: number; identity_verified: boolean };
    }[];
    expect(list[0]?.candidate).toMatchObject({ id: verified.userId, identity_verified: true });
    expect(list.slice(1).every((row) => !row.candidate.identity_verified)).toBe(true);
    const candidate = (await call(boss, 'GET', `/api/recruiters/candidates/${verified.userId}`)).json().data;
    expect(candidate.candidate.identity_verified).toBe(true);
    expect(candidate.profile.basic.identity_verified).toBe(true);
  });
});

describe('without a provider', () => {
  it('refuses every step with 403 / 40005 and the reason', async () => {
    const bare = await createTestApp({ SEED_JOBS: 0 });
    try {
      const seeker = await signInSeeker(bare);
      const res = await bare.inject({
        method: 'POST',
        url: '/api/sg/myinfo/generate-authorise-url',
        cookies: seeker.cookies,
        payload: { redirect_uri: callbackUri },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        code: errorCodes.noPermission,
        message: 'Identity verification is not available on this site at the moment.',
      });
      const info = await bare.inject({
        method: 'GET',
        url: '/api/sg/myinfo/user-info',
        cookies: seeker.cookies,
      });
      expect(info.json().code).toBe(errorCodes.noPermission);
    } finally {
      await bare.close();
    }
  });
});
