import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { replayedTo } from '../../testing/chat-logs';
import { type SignedInRecruiter, signInRecruiter } from '../../testing/chat-members';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { seekerGreetingClientId } from '../chat';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 200 });
});
afterAll(async () => {
  await app.close();
});

type Who = { cookies: { sessionid: string } };
function call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    cookies: who.cookies,
    headers: { 'language-id': '1', 'country-id': '167' },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function bossWithJob(greeting: string | null) {
  const boss = await signInRecruiter(app);
  await app.services.db
    .updateTable('recruiters')
    .set({ greeting })
    .where('id', '=', boss.recruiterId)
    .execute();
  const job = await app.services.db
    .selectFrom('jobs')
    .select('id')
    .where('recruiter_id', '=', boss.recruiterId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { boss, jobId: job.id };
}

async function startChat(seeker: Who, boss: SignedInRecruiter, jobId: number) {
  const res = await call(seeker, 'POST', `/api/job-applications/chats/${boss.recruiterId}/jobseekers`, {
    job_id: jobId,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.chat.id as number;
}

async function messagesOf(chatId: number) {
  return app.services.db
    .selectFrom('chat_messages')
    .select(['sender_user_id', 'body', 'client_id', 'chat_seq'])
    .where('chat_id', '=', chatId)
    .orderBy('chat_seq')
    .execute();
}

describe("the seeker's greeting when a chat starts", () => {
  it("sends the default greeting once, as the seeker's message after the Boss's greeting", async () => {
    const seeker = await signInSeeker(app, { is_profile_completed: true });
    await call(seeker, 'POST', '/api/jobseekers/greeting-messages/create', {
      text: 'Hello, I am not chosen',
    });
    const second = await call(seeker, 'POST', '/api/jobseekers/greeting-messages/create', {
      text: 'Hi! I would love to hear more about this role.',
    });
    await call(seeker, 'POST', '/api/jobseekers/user-settings', {
      default_greeting_id: second.json().data.id,
    });
    const { boss, jobId } = await bossWithJob('Thanks for your interest!');

    const chatId = await startChat(seeker, boss, jobId);
    // Starting again (a retry, a second tab) sends nothing more.
    await startChat(seeker, boss, jobId);
    expect(await messagesOf(chatId)).toEqual([
      expect.objectContaining({
        sender_user_id: boss.userId,
        body: { kind: 'text', text: 'Thanks for your interest!' },
      }),
      {
        sender_user_id: seeker.userId,
        body: { kind: 'text', text: 'Hi! I would love to hear more about this role.' },
        client_id: seekerGreetingClientId(chatId),
        chat_seq: 2,
      },
    ]);
    // The Boss's console reads it from the chat's log, as any message.
    const bossLog = await replayedTo(app.services.db, boss.userId);
    expect(
      bossLog.some(
        (row) =>
          row.chat_id === chatId &&
          row.event.type === 'message' &&
          row.event.message.sender_user_id === seeker.userId &&
          row.event.message.body.kind === 'text' &&
          row.event.message.body.text === 'Hi! I would love to hear more about this role.',
      ),
    ).toBe(true);
  });

  it('sends nothing while greetings are off, or when there is no greeting', async () => {
    const off = await signInSeeker(app, { is_profile_completed: true });
    await call(off, 'POST', '/api/jobseekers/greeting-messages/create', { text: 'Hello there' });
    await call(off, 'POST', '/api/jobseekers/user-settings', { greeting_enabled: false });
    const none = await signInSeeker(app, { is_profile_completed: true });
    for (const seeker of [off, none]) {
      const { boss, jobId } = await bossWithJob(null);
      const chatId = await startChat(seeker, boss, jobId);
      expect(await messagesOf(chatId)).toEqual([]);
    }
  });
});

describe('profile visibility in the Boss console', () => {
  it('a hidden profile opens only for a recruiter the seeker applied to, not one they only chat with', async () => {
    const seeker = await signInSeeker(app, { is_profile_completed: true });
    const { boss, jobId } = await bossWithJob(null);
    await startChat(seeker, boss, jobId);
    const candidate = () => call(boss, 'GET', `/api/recruiters/candidates/${seeker.userId}`);
    expect((await candidate()).statusCode).toBe(200);

    await call(seeker, 'POST', '/api/jobseekers/user-settings', { profile_visibility: 'hidden' });
    const hidden = await candidate();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().code).toBe(40004);
    const viewsBefore = await app.services.db
      .selectFrom('profile_views')
      .select('id')
      .where('jobseeker_id', '=', seeker.userId)
      .execute();

    await app.services.db
      .insertInto('applications')
      .values({
        job_id: jobId,
        jobseeker_id: seeker.userId,
        resume_id: null,
        source: 'web',
        first_message: null,
        screening_answers: '[]',
      })
      .execute();
    expect((await candidate()).statusCode).toBe(200);
    // Only the allowed look is recorded under Who viewed me.
    const viewsAfter = await app.services.db
      .selectFrom('profile_views')
      .select('id')
      .where('jobseeker_id', '=', seeker.userId)
      .execute();
    expect(viewsAfter.length).toBe(viewsBefore.length + 1);
  });
});
