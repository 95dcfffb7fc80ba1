import { errorCodes } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { seekerCalls } from '../../testing/profile-requests';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 0 });
});
afterAll(async () => {
  await app.close();
});

async function newSeeker(user: Parameters<typeof signInSeeker>[1] = {}) {
  const seeker: SignedInSeeker = await signInSeeker(app, user);
  return { ...seeker, call: seekerCalls(app, seeker) };
}

describe('account settings read and change', () => {
  it('answers 401 / 40003 without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/jobseekers/account-setting'],
      ['POST', '/api/jobseekers/user-settings'],
      ['POST', '/api/jobseekers/greeting-messages/create'],
    ] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { x: 1 } : undefined });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(errorCodes.credentialsNotProvided);
    }
  });

  it('reads the defaults: toggles on, tips newsletter off, visible, nothing chosen', async () => {
    const { call } = await newSeeker();
    const res = await call('GET', '/account-setting');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      job_seeking_status: null,
      profile_visibility: 'visible',
      greeting: { enabled: true, messages: [], max: 10 },
      notifications: {
        email_chat: true,
        email_system: true,
        email_tips: false,
        sms_chat: true,
        sms_system: true,
      },
      language: null,
      edition_key: null,
      common_phrases_max: 20,
    });
  });

  it('takes the tips newsletter default from the consent given at sign-up, and keeps it once saved', async () => {
    const { userId, call } = await newSeeker();
    await app.services.db
      .insertInto('user_registrations')
      .values({
        user_id: userId,
        source: 'sign_up',
        country_key: 'ph',
        is_subscribe: true,
        terms_and_condition: true,
        campaign: null,
        client_id: '1',
      })
      .execute();
    expect((await call('GET', '/account-setting')).json().data.notifications.email_tips).toBe(true);
    // Another toggle saved: the consent stays as it was shown.
    const saved = await call('POST', '/user-settings', { notifications: { sms_chat: false } });
    expect(saved.json().data.notifications).toMatchObject({
      email_tips: true,
      sms_chat: false,
      email_chat: true,
    });
  });

  it('changes only the fields sent', async () => {
    const { call } = await newSeeker();
    const first = await call('POST', '/user-settings', {
      job_seeking_status: 'open_to_opportunities',
      profile_visibility: 'hidden',
      language: 'ja',
      edition_key: 'jp',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      job_seeking_status: 'open_to_opportunities',
      profile_visibility: 'hidden',
      language: 'ja',
      edition_key: 'jp',
    });
    const second = await call('POST', '/user-settings', { notifications: { email_chat: false } });
    expect(second.json().data).toMatchObject({
      job_seeking_status: 'open_to_opportunities',
      profile_visibility: 'hidden',
      language: 'ja',
      edition_key: 'jp',
      notifications: { email_chat: false, email_system: true },
    });
    const back = await call('POST', '/user-settings', { language: null, job_seeking_status: null });
    expect(back.json().data).toMatchObject({ language: null, job_seeking_status: null, edition_key: 'jp' });
    // The profile's basic info reads the same job-seeking status.
    await call('POST', '/user-settings', { job_seeking_status: 'not_looking' });
    expect((await call('GET', '/profile')).json().data.job_seeking_status).toBe('not_looking');
  });

  it.each([
    ['an empty body', {}],
    ['an unknown field', { theme: 'dark' }],
    ['an unknown toggle', { notifications: { push_chat: true } }],
    ['a toggle that is not a boolean', { notifications: { email_chat: 'no' } }],
    ['an unknown language', { language: 'fr' }],
    ['an unknown edition', { edition_key: 'xx' }],
    ['an unknown visibility', { profile_visibility: 'friends' }],
    ['a NUL byte', { language: 'e\u0000n' }],
  ])('refuses %s with 422 / 40001', async (_, body) => {
    const { call } = await newSeeker();
    const res = await call('POST', '/user-settings', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe(errorCodes.parameterInvalid);
  });
});

describe('greeting messages', () => {
  it('keeps at most 10 (41343), the first one the default', async () => {
    const { call } = await newSeeker();
    for (let n = 1; n <= 10; n++) {
      const res = await call('POST', '/greeting-messages/create', { text: `Hello, greeting number ${n}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.is_default).toBe(n === 1);
    }
    const eleventh = await call('POST', '/greeting-messages/create', { text: 'One too many' });
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json()).toMatchObject({
      code: errorCodes.tooManyGreetingMessages,
      message: 'You can save at most 10 greeting messages.',
    });
    const { greeting } = (await call('GET', '/account-setting')).json().data;
    expect(greeting.messages).toHaveLength(10);
    expect(greeting.messages.filter((m: { is_default: boolean }) => m.is_default)).toHaveLength(1);
  });

  it('holds the limit when many are added at once', async () => {
    const { call } = await newSeeker();
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, n) => call('POST', '/greeting-messages/create', { text: `Hi ${n}` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((a) => a.json().code === errorCodes.tooManyGreetingMessages)).toHaveLength(4);
  });

  it.each([
    ['a link', 'See my portfolio at www.example.com'],
    ['an email address', 'Write to maria.santos@example.com'],
    ['a phone number', 'Call me on +63 917 123 4567'],
  ])('refuses %s with 41344, on create and on update', async (_, text) => {
    const { call } = await newSeeker();
    const created = await call('POST', '/greeting-messages/create', { text });
    expect(created.statusCode).toBe(422);
    expect(created.json().code).toBe(errorCodes.noContactInMessages);
    const ok = (await call('POST', '/greeting-messages/create', { text: 'Hello there' })).json().data;
    const updated = await call('PUT', `/greeting-messages/${ok.id}/update`, { text });
    expect(updated.json().code).toBe(errorCodes.noContactInMessages);
  });

  it('refuses a blank or too long text with 422 / 40001', async () => {
    const { call } = await newSeeker();
    for (const text of ['   ', 'x'.repeat(201)]) {
      const res = await call('POST', '/greeting-messages/create', { text });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe(errorCodes.parameterInvalid);
    }
  });

  it('edits, chooses the default, and passes the default on when it is deleted', async () => {
    const { call } = await newSeeker();
    const [a, b, c] = await Promise.all(
      ['First', 'Second', 'Third'].map(async (text, n) => {
        await new Promise((resolve) => setTimeout(resolve, n * 20));
        return (await call('POST', '/greeting-messages/create', { text })).json().data;
      }),
    );
    const edited = await call('PUT', `/greeting-messages/${b.id}/update`, { text: 'Second, edited' });
    expect(edited.json().data).toMatchObject({ id: b.id, text: 'Second, edited', is_default: false });
    const chosen = await call('POST', '/user-settings', { default_greeting_id: c.id });
    const defaults = (list: { id: number; is_default: boolean }[]) =>
      list.filter((m) => m.is_default).map((m) => m.id);
    expect(defaults(chosen.json().data.greeting.messages)).toEqual([c.id]);
    expect((await call('DELETE', `/greeting-messages/${c.id}/delete`)).json().data).toEqual({ id: c.id });
    const after = (await call('GET', '/account-setting')).json().data.greeting.messages;
    expect(defaults(after)).toEqual([Math.min(a.id, b.id)]);
  });

  it("answers 404 for another seeker's message", async () => {
    const owner = await newSeeker();
    const other = await newSeeker();
    const { id } = (await owner.call('POST', '/greeting-messages/create', { text: 'Mine' })).json().data;
    for (const res of [
      await other.call('PUT', `/greeting-messages/${id}/update`, { text: 'Yours' }),
      await other.call('DELETE', `/greeting-messages/${id}/delete`),
      await other.call('POST', '/user-settings', { default_greeting_id: id }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(errorCodes.notFound);
    }
    expect((await owner.call('GET', '/account-setting')).json().data.greeting.messages).toEqual([
      expect.objectContaining({ id, text: 'Mine', is_default: true }),
    ]);
  });
});
