import { randomUUID } from 'node:crypto';
import { errorCodes, type TNotification } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { openTestChat } from '../../testing/chat-members';
import { openSyncedSocket } from '../../testing/chat-socket-client';
import { postYesterdaysJob } from '../../testing/new-job';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp, opsAuthorization } from '../../testing/test-app';
import { sendChatMessage } from '../chat/send-chat-messages';
import { recordApplicationEvent } from '../job-applications';

const minute = 60_000;
const day = 24 * 60 * minute;
const clock = { now: new Date() };
let app: App;
let port: number;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 200 }, { now: () => clock.now });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

type Who = { cookies: { sessionid: string } };
async function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    cookies: who.cookies,
    headers: { 'language-id': '1', 'country-id': '167', 'x-forwarded-for': newAddress() },
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: res.statusCode, body: res.json() };
}

async function noticesOf(who: Who, query = ''): Promise<TNotification[]> {
  const res = await call(who, 'GET', `/api/notification/notifications${query}`);
  expect(res.status).toBe(200);
  return res.body.data.notifications;
}

async function unreadOf(who: Who): Promise<number> {
  return (await call(who, 'GET', '/api/notification/notifications/unread-count')).body.data.unread;
}

function invite(boss: Who, chatId: number) {
  return call(boss, 'POST', '/api/recruiters/interviews', {
    chat_id: chatId,
    slots: [new Date(Date.now() + day).toISOString()],
    address: '12 Ayala Avenue, Makati',
    contact_person: 'Liza Cruz',
    contact_number: '+63 2 8123 4567',
  });
}

describe('notices where the product makes them', () => {
  it('tells the seeker of an interview invitation live over the chat socket, then of its cancellation', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const socket = await openSyncedSocket(port, seeker.cookies.sessionid);
    const invited = await invite(recruiter, chat.id);
    expect(invited.status).toBe(200);
    const frame = await socket.next('notification');
    expect(frame.unread).toBe(1);
    const [notice] = await noticesOf(seeker);
    expect(notice).toMatchObject({
      id: frame.notification_id,
      kind: 'interview_invited',
      chat_id: chat.id,
      interview_id: invited.body.data.id,
      read_at: null,
      data: { company: invited.body.data.company_name, status: 'pending' },
    });
    // The notification center is the seeker's: a Boss has none to read.
    expect((await call(recruiter, 'GET', '/api/notification/notifications')).status).toBe(401);

    const cancelled = await call(recruiter, 'POST', `/api/interviews/${invited.body.data.id}/cancel`, {
      reason: 'Filled',
    });
    expect(cancelled.status).toBe(200);
    await socket.next('notification', (f) => f.unread === 2);
    expect((await noticesOf(seeker)).map((n) => [n.kind, n.data.status])).toEqual([
      ['interview_changed', 'cancelled'],
      ['interview_invited', 'pending'],
    ]);
    socket.ws.close();
  });

  it("does not tell the seeker of the seeker's own steps", async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const invited = await invite(recruiter, chat.id);
    const accepted = await call(seeker, 'POST', `/api/interviews/${invited.body.data.id}/accept`, {
      slot: 0,
    });
    expect(accepted.status).toBe(200);
    expect((await noticesOf(seeker)).map((n) => n.kind)).toEqual(['interview_invited']);
  });

  it('tells the seeker of an offer', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    const sent = await call(recruiter, 'POST', '/api/recruiters/offers', {
      chat_id: chat.id,
      salary: 'PHP 60,000 a month',
      start_date: '2027-01-04',
      note: '',
      letter_file_id: null,
    });
    expect(sent.status).toBe(200);
    expect(await noticesOf(seeker)).toEqual([
      expect.objectContaining({ kind: 'offer_sent', offer_id: sent.body.data.id, chat_id: chat.id }),
    ]);
  });

  it("tells the seeker of the employer's steps on an application, not of their own", async () => {
    const seeker = await signInSeeker(app);
    const job = await app.services.db
      .selectFrom('jobs')
      .innerJoin('companies', 'companies.id', 'jobs.company_id')
      .select(['jobs.id', 'jobs.title', 'companies.name'])
      .where('jobs.status', '=', 'active')
      .orderBy('jobs.id')
      .executeTakeFirstOrThrow();
    const { id } = await app.services.db
      .insertInto('applications')
      .values({
        job_id: job.id,
        jobseeker_id: seeker.userId,
        source: 'web' as never,
        screening_answers: '[]',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordApplicationEvent(app.services.db, id, 'applied');
    await recordApplicationEvent(app.services.db, id, 'viewed');
    await recordApplicationEvent(app.services.db, id, 'not_suitable', 'Not a fit');
    expect((await noticesOf(seeker)).map((n) => [n.kind, n.job_id, n.data])).toEqual([
      ['application_status', job.id, { company: job.name, job_title: job.title, status: 'not_suitable' }],
      ['application_status', job.id, { company: job.name, job_title: job.title, status: 'viewed' }],
    ]);
  });

  it('keeps a chat message for a seeker who stayed away ten minutes', async () => {
    const { seeker, recruiter, chat } = await openTestChat(app);
    await sendChatMessage(app.services.db, {
      senderUserId: recruiter.userId,
      clientId: randomUUID(),
      chatId: chat.id,
      body: { kind: 'text', text: 'Are you free for a call tomorrow?' },
    });
    await app.services.scheduler.runDue();
    expect(await noticesOf(seeker)).toEqual([]); // still on the site, maybe
    clock.now = new Date(Date.now() + 11 * minute);
    await app.services.scheduler.runDue();
    await app.services.scheduler.runDue();
    expect(await noticesOf(seeker)).toEqual([
      expect.objectContaining({
        kind: 'chat_message',
        chat_id: chat.id,
        data: expect.objectContaining({ count: 1 }),
      }),
    ]);
    clock.now = new Date();
  });

  it('tells the seeker when a job alert found new jobs', async () => {
    const { word, locationId, yesterday } = await postYesterdaysJob(app);
    const seeker = await signInSeeker(app);
    const created = await call(seeker, 'POST', '/api/jobs/job-alerts/create', {
      keywords: word,
      filters: { job_locations: [locationId] },
      frequency: 'daily',
    });
    expect(created.status).toBe(200);
    await app.services.db
      .updateTable('job_alerts')
      .set({ created_at: new Date(yesterday + 3600_000) })
      .where('id', '=', created.body.data.id)
      .execute();
    await app.services.scheduler.runDue();
    expect(await noticesOf(seeker)).toEqual([
      expect.objectContaining({
        kind: 'job_alert',
        alert_id: created.body.data.id,
        data: { count: 1, keywords: word },
      }),
    ]);
  });

  it('sends a system notice from operations (with the ops token only)', async () => {
    const seeker = await signInSeeker(app);
    const payload = {
      user_ids: [seeker.userId],
      title: 'Maintenance',
      text: 'We update the site on Sunday.',
    };
    const refused = await app.inject({ method: 'POST', url: '/ops/system-notices', payload });
    expect(refused.statusCode).toBe(401);
    const sent = await app.inject({
      method: 'POST',
      url: '/ops/system-notices',
      headers: opsAuthorization,
      payload,
    });
    expect(sent.json().data).toEqual({ sent: 1 });
    expect(await noticesOf(seeker)).toEqual([
      expect.objectContaining({
        kind: 'system',
        data: { title: 'Maintenance', text: 'We update the site on Sunday.' },
      }),
    ]);
  });
});

describe('reading the notification center', () => {
  async function seekerWithNotices(count: number): Promise<SignedInSeeker> {
    const seeker = await signInSeeker(app);
    const res = await app.inject({
      method: 'POST',
      url: '/ops/system-notices',
      headers: opsAuthorization,
      payload: { user_ids: [seeker.userId], title: 'Notice', text: 'Text' },
    });
    expect(res.statusCode).toBe(200);
    for (let i = 1; i < count; i++)
      await app.inject({
        method: 'POST',
        url: '/ops/system-notices',
        headers: opsAuthorization,
        payload: { user_ids: [seeker.userId], title: `Notice ${i}`, text: 'Text' },
      });
    return seeker;
  }

  it('answers 401 / 40003 without a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/notification/notifications/unread-count' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(errorCodes.credentialsNotProvided);
  });

  it('lists newest first, a page at a time, and only unread ones when asked', async () => {
    const seeker = await seekerWithNotices(5);
    const first = await call(seeker, 'GET', '/api/notification/notifications?size=2');
    expect(first.body.data).toMatchObject({ total: 5, page: 1, has_more: true });
    expect(first.body.data.notifications.map((n: TNotification) => n.data.title)).toEqual([
      'Notice 4',
      'Notice 3',
    ]);
    const last = await call(seeker, 'GET', '/api/notification/notifications?size=2&page=3');
    expect(last.body.data).toMatchObject({ total: 5, page: 3, has_more: false });
    expect(last.body.data.notifications.map((n: TNotification) => n.data.title)).toEqual(['Notice']);

    const [newest] = first.body.data.notifications as TNotification[];
    const marked = await call(seeker, 'POST', `/api/notification/notifications/${newest?.id}/read`);
    expect(marked.body.data).toEqual({ marked: 1, unread: 4 });
    expect(
      (await call(seeker, 'POST', `/api/notification/notifications/${newest?.id}/read`)).body.data,
    ).toEqual({
      marked: 0,
      unread: 4,
    });
    expect(await unreadOf(seeker)).toBe(4);
    const unread = await noticesOf(seeker, '?unread=1');
    expect(unread.map((n) => n.data.title)).toEqual(['Notice 3', 'Notice 2', 'Notice 1', 'Notice']);
    expect((await noticesOf(seeker))[0]?.read_at).not.toBeNull();

    expect((await call(seeker, 'POST', '/api/notification/notifications/read-all')).body.data).toEqual({
      marked: 4,
      unread: 0,
    });
    expect(await unreadOf(seeker)).toBe(0);
  });

  it("never shows or marks another seeker's notices", async () => {
    const owner = await seekerWithNotices(1);
    const other = await signInSeeker(app);
    const [notice] = await noticesOf(owner);
    expect(await noticesOf(other)).toEqual([]);
    const res = await call(other, 'POST', `/api/notification/notifications/${notice?.id}/read`);
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(errorCodes.notFound);
    await call(other, 'POST', '/api/notification/notifications/read-all');
    expect(await unreadOf(owner)).toBe(1);
  });

  it('refuses a bad page with 40001', async () => {
    const seeker = await signInSeeker(app);
    const res = await call(seeker, 'GET', '/api/notification/notifications?page=0');
    expect(res.status).toBe(422);
    expect(res.body.code).toBe(errorCodes.parameterInvalid);
  });
});
