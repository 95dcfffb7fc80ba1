import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { errorCodes, type TBossConversation } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { type SignedInRecruiter, signInRecruiter } from '../../testing/chat-members';
import { openSyncedSocket } from '../../testing/chat-socket-client';
import { signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { markChatRead } from '../chat/mark-chat-read';
import { openChat } from '../chat/open-chat';
import { sendChatMessage } from '../chat/send-chat-messages';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Cookies = { sessionid: string };
const call = (cookies: Cookies | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({
    method,
    url,
    ...(cookies ? { cookies } : {}),
    ...(payload ? { payload } : {}),
    headers: { 'x-forwarded-for': newAddress() },
  });

async function activeJobOf(recruiter: SignedInRecruiter): Promise<number> {
  const job = await app.services.db
    .selectFrom('jobs')
    .select('id')
    .where('recruiter_id', '=', recruiter.recruiterId)
    .where('status', '=', 'active')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return job.id;
}

/** A Boss with an open job and a seeker who applied to it, as the apply screen does it. */
async function applicant() {
  const boss = await signInRecruiter(app);
  const jobId = await activeJobOf(boss);
  const seeker = await signInSeeker(app, { first_name: 'Ana', last_name: 'Reyes' });
  const applied = await call(seeker.cookies, 'POST', `/api/data/jobs/${jobId}/applications`, {
    source: 'web',
    first_message: 'I have five years on a ward.',
  });
  expect(applied.statusCode).toBe(200);
  return { boss, jobId, seeker };
}

const conversations = async (boss: SignedInRecruiter): Promise<TBossConversation[]> =>
  (await call(boss.cookies, 'GET', '/api/recruiters/conversations')).json().data.conversations;

const history = async (seeker: Cookies, jobId: number) =>
  (await call(seeker, 'GET', `/api/jobs/applied-jobs/${jobId}`)).json().data as {
    status: string;
    events: { kind: string; reason: string | null }[];
  };

describe('who may use the Boss console API', () => {
  it('answers guests 401 / 40003 and seekers 403 / 40005', async () => {
    const guest = await call(undefined, 'GET', '/api/recruiters/conversations');
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe(errorCodes.credentialsNotProvided);
    const seeker = await signInSeeker(app);
    const refused = await call(seeker.cookies, 'GET', '/api/recruiters/conversations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(errorCodes.noPermission);
    const marked = await call(
      seeker.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: 1,
        reason: 'x',
      },
    );
    expect(marked.statusCode).toBe(403);
  });
});

describe('conversations', () => {
  it('lists an application without a chat, then the chat the Boss opens for it, with the job and status', async () => {
    const { boss, jobId, seeker } = await applicant();
    const [first] = await conversations(boss);
    expect(first).toMatchObject({
      chat_id: null,
      candidate: { id: seeker.userId, first_name: 'Ana', last_name: 'Reyes' },
      job: { id: jobId },
      status: 'applied',
    });
    const opened = await call(boss.cookies, 'POST', '/api/recruiters/chats', {
      application_id: first?.application_id,
    });
    expect(opened.statusCode).toBe(200);
    const chatId = opened.json().data.chat_id as number;
    const list = await conversations(boss);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      chat_id: chatId,
      application_id: first?.application_id,
      status: 'applied',
      unread_count: 0,
    });
  });

  it("sends the seeker's open pages to the chat the Boss opens (push jobseeker_redirect), once", async () => {
    const { boss, seeker } = await applicant();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    const [first] = await conversations(boss);
    const opened = await call(boss.cookies, 'POST', '/api/recruiters/chats', {
      application_id: first?.application_id,
    });
    const chatId = opened.json().data.chat_id as number;
    expect(await socket.next('push')).toEqual({
      type: 'push',
      push_type: 'jobseeker_redirect',
      chat_id: chatId,
    });
    // Opening the same chat again is no news.
    await call(boss.cookies, 'POST', '/api/recruiters/chats', { application_id: first?.application_id });
    socket.send({ type: 'ping' });
    await socket.next('pong');
    expect(socket.frames.filter((f) => f.type === 'push')).toHaveLength(1);
    socket.ws.close();
  });

  it('lists a chat the seeker started about a job without applying, with the job and no status', async () => {
    const boss = await signInRecruiter(app);
    const jobId = await activeJobOf(boss);
    const seeker = await signInSeeker(app, { first_name: 'Joy' });
    const { chat } = await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: boss.recruiterId,
      jobId,
    });
    expect(await conversations(boss)).toEqual([
      expect.objectContaining({
        chat_id: chat.id,
        application_id: null,
        candidate: expect.objectContaining({ first_name: 'Joy' }),
        job: expect.objectContaining({ id: jobId }),
        status: null,
      }),
    ]);
  });

  it("counts the candidate's messages the Boss has not read, until the Boss reads them", async () => {
    const boss = await signInRecruiter(app);
    const seeker = await signInSeeker(app);
    const { chat } = await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: boss.recruiterId,
      jobId: null,
    });
    for (const text of ['Hello', 'Is it still open?'])
      await sendChatMessage(app.services.db, {
        senderUserId: seeker.userId,
        clientId: randomUUID(),
        chatId: chat.id,
        body: { kind: 'text', text },
      });
    await sendChatMessage(app.services.db, {
      senderUserId: boss.userId,
      clientId: randomUUID(),
      chatId: chat.id,
      body: { kind: 'text', text: 'Yes' },
    });
    expect((await conversations(boss))[0]).toMatchObject({ chat_id: chat.id, unread_count: 2 });
    await markChatRead(app.services.db, { readerUserId: boss.userId, chatId: chat.id, upToSeq: 3 });
    expect((await conversations(boss))[0]).toMatchObject({ chat_id: chat.id, unread_count: 0 });
  });

  it('pages the list, newest first, with the total', async () => {
    const boss = await signInRecruiter(app);
    const names = ['First', 'Second', 'Third'];
    for (const first_name of names) {
      const seeker = await signInSeeker(app, { first_name });
      await openChat(app.services.db, {
        jobseekerId: seeker.userId,
        recruiterId: boss.recruiterId,
        jobId: null,
      });
    }
    const page = (n: number) =>
      call(boss.cookies, 'GET', `/api/recruiters/conversations?page=${n}&size=2`).then((r) => r.json().data);
    const [one, two] = [await page(1), await page(2)];
    expect(one.total_num).toBe(3);
    expect(
      [...one.conversations, ...two.conversations].map((c: TBossConversation) => c.candidate.first_name),
    ).toEqual(['Third', 'Second', 'First']);
  });

  it("never lists another recruiter's candidates", async () => {
    await applicant();
    const other = await signInRecruiter(app);
    expect(await conversations(other)).toEqual([]);
  });
});

describe('a candidate', () => {
  it('opening the profile records a view (Who viewed me) and moves the application to viewed', async () => {
    const { boss, jobId, seeker } = await applicant();
    await app.services.db
      .insertInto('work_experiences')
      .values({
        user_id: seeker.userId,
        job_title: 'Nurse',
        company_name: 'St. Luke',
        industry_id: null,
        job_function_ids: [],
        start_date: '2020-01-01',
        end_date: null,
        is_currently_working: true,
        monthly_salary: null,
        salary_currency: null,
        description: null,
        is_hidden_from_company: false,
      })
      .execute();
    const profile = await call(
      boss.cookies,
      'GET',
      `/api/recruiters/candidates/${seeker.userId}?job_id=${jobId}`,
    );
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      candidate: { id: seeker.userId },
      headline: { job_title: 'Nurse', company_name: 'St. Luke', is_current: true },
      applications: [{ job: { id: jobId }, status: 'viewed', first_message: 'I have five years on a ward.' }],
    });
    expect((await history(seeker.cookies, jobId)).events.map((e) => e.kind)).toEqual(['applied', 'viewed']);
    const viewers = (await call(seeker.cookies, 'GET', '/api/jobseekers/who-viewed-me')).json().data;
    expect(JSON.stringify(viewers)).toContain(String(jobId));
    // A second look adds no second 'viewed'.
    await call(boss.cookies, 'GET', `/api/recruiters/candidates/${seeker.userId}`);
    expect((await history(seeker.cookies, jobId)).events.map((e) => e.kind)).toEqual(['applied', 'viewed']);
  });

  it('downloading a resume serves the file and records resume_downloaded', async () => {
    const { boss, jobId, seeker } = await applicant();
    const bytes = Buffer.from('%PDF-1.4 resume of Ana');
    await app.services.files.put(`resumes/boss-test-${seeker.userId}.pdf`, bytes);
    const { id } = await app.services.db
      .insertInto('resumes')
      .values({
        user_id: seeker.userId,
        filename: 'Ana Reyes CV.pdf',
        mime: 'application/pdf',
        size: bytes.length,
        storage_key: `resumes/boss-test-${seeker.userId}.pdf`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const download = await call(
      boss.cookies,
      'GET',
      `/api/recruiters/candidates/${seeker.userId}/resumes/${id}/download`,
    );
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Ana%20Reyes%20CV.pdf");
    expect((await history(seeker.cookies, jobId)).status).toBe('resume_downloaded');
  });

  it('marks viewed, then not suitable with a reason the seeker reads in their history; only once', async () => {
    const { boss, jobId, seeker } = await applicant();
    const viewed = await call(boss.cookies, 'POST', `/api/recruiters/candidates/${seeker.userId}/viewed`, {
      job_id: jobId,
    });
    expect(viewed.json().data).toMatchObject({ status: 'viewed', recorded: true });
    const reason = 'We need someone with a nursing licence.';
    const marked = await call(
      boss.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: jobId,
        reason,
      },
    );
    expect(marked.statusCode).toBe(200);
    const seen = await history(seeker.cookies, jobId);
    expect(seen.status).toBe('not_suitable');
    expect(seen.events.at(-1)).toMatchObject({ kind: 'not_suitable', reason });
    expect((await conversations(boss))[0]?.status).toBe('not_suitable');

    const twice = await call(
      boss.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: jobId,
        reason,
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errors.error[0]).toBe('This candidate is already marked not suitable.');
    // 'Viewed' never turns a later step back.
    const late = await call(boss.cookies, 'POST', `/api/recruiters/candidates/${seeker.userId}/viewed`, {
      job_id: jobId,
    });
    expect(late.json().data).toMatchObject({ status: 'not_suitable', recorded: false });
    const blank = await call(
      boss.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: jobId,
        reason: '  ',
      },
    );
    expect(blank.statusCode).toBe(422);
  });

  it("refuses clearly when the candidate has not applied, and 404s for another recruiter's job", async () => {
    const boss = await signInRecruiter(app);
    const seeker = await signInSeeker(app);
    await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: boss.recruiterId,
      jobId: null,
    });
    const jobId = await activeJobOf(boss);
    const none = await call(
      boss.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: jobId,
        reason: 'Not a fit',
      },
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().errors.error[0]).toBe('This candidate has not applied to this job.');
    const other = await signInRecruiter(app);
    const foreign = await call(boss.cookies, 'POST', `/api/recruiters/candidates/${seeker.userId}/viewed`, {
      job_id: await activeJobOf(other),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is not found for a seeker who neither applied nor chats with this Boss', async () => {
    const boss = await signInRecruiter(app);
    const stranger = await signInSeeker(app);
    expect(
      (await call(boss.cookies, 'GET', `/api/recruiters/candidates/${stranger.userId}`)).statusCode,
    ).toBe(404);
  });

  it('is invisible once the seeker blocked the Boss company (spec §6)', async () => {
    const { boss, jobId, seeker } = await applicant();
    const company = await app.services.db
      .selectFrom('recruiters')
      .select('company_id')
      .where('id', '=', boss.recruiterId)
      .executeTakeFirstOrThrow();
    const blocked = await call(seeker.cookies, 'POST', '/api/companies/blacklist-companies/create', {
      company_id: company.company_id,
    });
    expect(blocked.statusCode).toBe(200);
    expect(await conversations(boss)).toEqual([]);
    expect((await call(boss.cookies, 'GET', `/api/recruiters/candidates/${seeker.userId}`)).statusCode).toBe(
      404,
    );
    const marked = await call(
      boss.cookies,
      'POST',
      `/api/recruiters/candidates/${seeker.userId}/not-suitable`,
      {
        job_id: jobId,
        reason: 'x',
      },
    );
    expect(marked.statusCode).toBe(404);
    expect((await history(seeker.cookies, jobId)).status).toBe('applied');
  });
});
