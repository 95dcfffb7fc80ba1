import { randomUUID } from 'node:crypto';
import { errorCodes, type TChatEvent, type TInterview } from '@talkhire/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { replayedTo } from '../../testing/chat-logs';
import { openTestChat, type SignedInRecruiter } from '../../testing/chat-members';
import { createTestApp } from '../../testing/test-app';
import { sendChatMessage } from '../chat/send-chat-messages';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

let app: App;
let clock = new Date();
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 200 }, { now: () => clock });
});
afterAll(async () => {
  await app.close();
});

type Cookies = { sessionid: string };
async function call(cookies: Cookies, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    cookies,
    headers: { 'x-forwarded-for': newAddress() },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json(), raw: res };
}

/** A chat whose seeker has a mobile number and a resume, and whose Boss has a number too. */
async function chatPair() {
  const { seeker, recruiter, chat } = await openTestChat(app, { phone_num: '+639171234567' });
  await app.services.db
    .updateTable('recruiters')
    .set({ phone_num: '+6328123456' })
    .where('id', '=', recruiter.recruiterId)
    .execute();
  const { id: resumeId } = await app.services.db
    .insertInto('resumes')
    .values({
      user_id: seeker.userId,
      filename: 'ana-reyes.pdf',
      mime: 'application/pdf',
      size: 1234,
      storage_key: randomUUID(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { seeker, boss: recruiter, chatId: chat.id, resumeId };
}

function invite(boss: SignedInRecruiter, chatId: number, starts: number[], extra: object = {}) {
  return call(boss.cookies, 'POST', '/api/recruiters/interviews', {
    chat_id: chatId,
    slots: starts.map((start) => new Date(start).toISOString()),
    address: '12 Ayala Avenue, Makati',
    contact_person: 'Liza Cruz',
    contact_number: '+63 2 8123 4567',
    instructions: 'Bring a valid ID.',
    ...extra,
  });
}

/** What a new browser of the member is replayed, every chat of theirs in its log's order. */
async function loggedEvents(userId: number): Promise<TChatEvent[]> {
  return (await replayedTo(app.services.db, userId)).map((e) => e.event);
}

const soon = () => Date.now() + 10 * minute;

describe('interview invitations', () => {
  it('delivers the invitation to both chat logs as a record and a card, mails the seeker and lights the red dot', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const starts = [Date.now() + 2 * day, Date.now() + day, Date.now() + 3 * day];
    const sent = await invite(boss, chatId, starts);
    expect(sent.status).toBe(200);
    const interview: TInterview = sent.body.data;
    expect(interview).toMatchObject({
      status: 'pending',
      chosen_slot: null,
      time_zone: expect.stringMatching(/^[A-Z][a-z]+\/|^UTC$/),
    });
    // Earliest first, whatever order the Boss typed them in.
    expect(interview.slots.map((slot) => Date.parse(slot))).toEqual([...starts].sort((a, b) => a - b));
    for (const userId of [seeker.userId, boss.userId]) {
      const events = await loggedEvents(userId);
      const record = events.findIndex((e) => e.type === 'interview' && e.interview.id === interview.id);
      const card = events.findIndex((e) => e.type === 'message' && e.message.body.kind === 'interview');
      expect(record).toBeGreaterThanOrEqual(0);
      expect(card).toBeGreaterThan(record);
    }
    const { email } = await app.services.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    const mail = await app.services.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', email)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.body_text).toContain(interview.company_name);
    expect((await call(seeker.cookies, 'GET', '/api/interview/red_dot')).body.data).toEqual({
      red_dot: true,
      count: 1,
    });
    const listed = await call(seeker.cookies, 'GET', '/api/interviews?status=pending');
    expect(listed.body.data.interviews.map((i: TInterview) => i.id)).toEqual([interview.id]);
    expect((await call(seeker.cookies, 'POST', '/api/interviews/seen')).body.data).toEqual({
      red_dot: false,
      count: 0,
    });
    expect((await call(seeker.cookies, 'GET', '/api/interview/red_dot')).body.data.red_dot).toBe(false);
  });

  it('refuses slots in the past, more than three, and an invitation with no place', async () => {
    const { boss, chatId } = await chatPair();
    expect((await invite(boss, chatId, [Date.now() - minute])).body.code).toBe(
      errorCodes.interviewSlotPassed,
    );
    const four = [1, 2, 3, 4].map((n) => Date.now() + n * day);
    expect((await invite(boss, chatId, four)).status).toBe(422);
    const nowhere = await invite(boss, chatId, [Date.now() + day], { address: null });
    expect(nowhere.body.errors).toMatchObject({ address: [expect.any(String)] });
  });

  it('lets only the seeker answer, with a proposed slot that has not passed', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    // A Boss is not a signed-in seeker: seeker-only endpoints answer 401.
    expect((await call(boss.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 })).status).toBe(401);
    const noSlot = await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 2 });
    expect(noSlot.body).toMatchObject({
      code: errorCodes.interviewTimeRequired,
      message: 'Please select an interview time',
    });
    const accepted = await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    expect(accepted.body.data).toMatchObject({ status: 'accepted', chosen_slot: 0 });
    const again = await call(seeker.cookies, 'POST', `/api/interviews/${id}/decline`);
    expect(again.body.code).toBe(errorCodes.chatActionNoLongerPossible);
  });

  it('needs a reason to reject, and keeps it', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    const empty = await call(seeker.cookies, 'POST', `/api/interviews/${id}/reject`, { reason: '  ' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.reason).toEqual(['Please enter reason']);
    const rejected = await call(seeker.cookies, 'POST', `/api/interviews/${id}/reject`, {
      reason: 'I took another offer',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'I took another offer' });
  });

  it('refuses a cancel within 3 hours of the start and a check-in outside its window', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + 2 * hour])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    const cancel = await call(seeker.cookies, 'POST', `/api/interviews/${id}/cancel`, { reason: 'Unwell' });
    expect(cancel.body.code).toBe(errorCodes.interviewCancelTooLate);
    expect(cancel.body.message).toMatch(/^Unable to cancel interview/);
    const bossCancel = await call(boss.cookies, 'POST', `/api/interviews/${id}/cancel`, { reason: 'Filled' });
    expect(bossCancel.body.code).toBe(errorCodes.interviewCancelTooLate);
    const checkIn = await call(seeker.cookies, 'POST', `/api/interviews/${id}/check-in`);
    expect(checkIn.body).toMatchObject({
      code: errorCodes.checkInNotAllowed,
      message: 'You cannot check in now.',
    });
  });

  it('cancels an accepted interview more than 3 hours ahead, with the reason and who cancelled', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    const cancelled = await call(boss.cookies, 'POST', `/api/interviews/${id}/cancel`, {
      reason: 'The role is filled',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'recruiter',
      reason: 'The role is filled',
    });
  });

  it('runs an interview to its result: check-in, attendance, result request, passed', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [soon()])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    expect((await call(seeker.cookies, 'POST', `/api/interviews/${id}/check-in`)).body.data.status).toBe(
      'checked_in',
    );
    const attended = await call(boss.cookies, 'POST', `/api/recruiters/interviews/${id}/attendance`, {
      attended: true,
    });
    expect(attended.body.data).toMatchObject({ status: 'completed', attendance: 'attended' });
    const asked = await call(seeker.cookies, 'POST', `/api/interviews/${id}/request-result`);
    expect(asked.body.data.result_requested_at).not.toBeNull();
    const twice = await call(seeker.cookies, 'POST', `/api/interviews/${id}/request-result`);
    expect(twice.body.code).toBe(errorCodes.interviewResultAlreadyRequested);
    const mine = await call(seeker.cookies, 'POST', `/api/recruiters/interviews/${id}/result`, {
      result: 'passed',
    });
    expect(mine.status).toBe(403);
    const passed = await call(boss.cookies, 'POST', `/api/recruiters/interviews/${id}/result`, {
      result: 'passed',
    });
    expect(passed.body.data.status).toBe('passed');
    // Once, whatever the state: asked before the result, not again after it.
    const after = await call(seeker.cookies, 'POST', `/api/interviews/${id}/request-result`);
    expect(after.body.code).toBe(errorCodes.interviewResultAlreadyRequested);
  });

  it('lets the seeker ask for the result after the Boss set it', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [soon()])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/check-in`);
    await call(boss.cookies, 'POST', `/api/recruiters/interviews/${id}/attendance`, { attended: true });
    await call(boss.cookies, 'POST', `/api/recruiters/interviews/${id}/result`, { result: 'passed' });
    const asked = await call(seeker.cookies, 'POST', `/api/interviews/${id}/request-result`);
    expect(asked.body.data).toMatchObject({ status: 'passed', result_requested_at: expect.any(String) });
  });

  it('refuses a result request from an absent seeker with the spec message', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [soon()])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/check-in`);
    await call(boss.cookies, 'POST', `/api/recruiters/interviews/${id}/attendance`, { attended: false });
    const asked = await call(seeker.cookies, 'POST', `/api/interviews/${id}/request-result`);
    expect(asked.body).toMatchObject({
      code: errorCodes.interviewResultAbsent,
      message: 'You are unable to request for interview result as you did not attend the interview.',
    });
  });

  it('serves the accepted interview as an iCalendar event', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/interviews/${id}/calendar.ics`,
      cookies: seeker.cookies,
    });
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.body).toContain('BEGIN:VEVENT');
    expect(res.body).toContain('LOCATION:12 Ayala Avenue');
    const stranger = (await openTestChat(app)).seeker;
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/interviews/${id}/calendar.ics`,
          cookies: stranger.cookies,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('interview reports', () => {
  it('takes one of report_interview_reasons, once per seeker, and refuses others and strangers', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const { id } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    const unknown = await call(seeker.cookies, 'POST', `/api/interviews/${id}/report`, { reason_id: 999 });
    expect(unknown.status).toBe(422);
    const reported = await call(seeker.cookies, 'POST', `/api/interviews/${id}/report`, {
      reason_id: 1,
      description: 'Nobody came.',
    });
    expect(reported.status).toBe(200);
    expect(
      (await call(seeker.cookies, 'POST', `/api/interviews/${id}/report`, { reason_id: 2 })).status,
    ).toBe(200);
    const rows = await app.services.db
      .selectFrom('interview_reports')
      .selectAll()
      .where('interview_id', '=', id)
      .execute();
    expect(rows.map((r) => [r.reason_id, r.description])).toEqual([[1, 'Nobody came.']]);
    const stranger = (await openTestChat(app)).seeker;
    expect(
      (await call(stranger.cookies, 'POST', `/api/interviews/${id}/report`, { reason_id: 1 })).status,
    ).toBe(404);
  });
});

describe('the interview clock', () => {
  it('expires a pending invitation at its first slot and moves an accepted one through the interview', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const first = Date.now() + day;
    const pending = (await invite(boss, chatId, [first, first + day])).body.data.id;
    const accepted = (await invite(boss, chatId, [first])).body.data.id;
    await call(seeker.cookies, 'POST', `/api/interviews/${accepted}/accept`, { slot: 0 });
    const status = async (id: number) =>
      (
        await app.services.db
          .selectFrom('interviews')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;

    clock = new Date(first - minute);
    await app.services.scheduler.runDue();
    expect([await status(pending), await status(accepted)]).toEqual(['pending', 'accepted']);

    clock = new Date(first);
    await app.services.scheduler.runDue();
    expect([await status(pending), await status(accepted)]).toEqual(['expired', 'not_checked_in']);

    clock = new Date(first + hour);
    await app.services.scheduler.runDue();
    expect(await status(accepted)).toBe('finished');

    clock = new Date(first + hour + day);
    await app.services.scheduler.runDue();
    expect(await status(accepted)).toBe('pending_results');
    // The seeker sees what time did: the red dot is on and both logs carry the new state.
    const events = await loggedEvents(seeker.userId);
    expect(
      events.some(
        (e) =>
          e.type === 'interview' && e.interview.id === accepted && e.interview.status === 'pending_results',
      ),
    ).toBe(true);
  });

  it('reminds the seeker by mail in the hour before an accepted interview, once', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const start = Date.now() + day;
    const { id } = (await invite(boss, chatId, [start])).body.data;
    await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    const { email } = await app.services.db
      .selectFrom('users')
      .select('email')
      .where('id', '=', seeker.userId)
      .executeTakeFirstOrThrow();
    const reminders = async () =>
      (
        await app.services.db
          .selectFrom('outbox')
          .select('subject')
          .where('recipient', '=', email)
          .where('subject', 'like', 'Reminder:%')
          .execute()
      ).length;
    const before = await reminders();
    clock = new Date(start - 30 * minute);
    await app.services.scheduler.runDue();
    await app.services.scheduler.runDue();
    expect(await reminders()).toBe(before + 1);
  });
});

describe('the no-show ban', () => {
  it('bars accepting for 6 months after three no-shows within 3 months, naming the end date', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const base = Date.now() - 40 * day;
    for (const offset of [0, 10, 20]) {
      await app.services.db
        .insertInto('interviews')
        .values({
          chat_id: chatId,
          job_id: null,
          jobseeker_id: seeker.userId,
          recruiter_id: boss.recruiterId,
          status: 'not_attended',
          slots: [new Date(base + offset * day)],
          chosen_slot: 0,
          duration_minutes: 60,
          time_zone: 'Asia/Manila',
          contact_person: 'Liza',
          contact_number: '+6328123456',
          attendance: 'absent',
        })
        .execute();
    }
    const ban = (await call(seeker.cookies, 'GET', '/api/interviews/ban')).body.data.banned_until;
    const expected = new Date(base + 20 * day);
    expected.setUTCMonth(expected.getUTCMonth() + 6);
    expect(Date.parse(ban)).toBe(expected.getTime());
    const { id, time_zone } = (await invite(boss, chatId, [Date.now() + day])).body.data;
    const refused = await call(seeker.cookies, 'POST', `/api/interviews/${id}/accept`, { slot: 0 });
    expect(refused.body.code).toBe(errorCodes.interviewNoShowBan);
    // The day as the invitation's zone names it: near midnight UTC it differs from Manila's.
    expect(refused.body.message).toContain(
      new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: time_zone }).format(expected),
    );
  });
});

describe('offers', () => {
  it('lets the seeker accept an offer once; a rejection needs a reason', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const offer = {
      chat_id: chatId,
      salary: 'PHP 60,000 a month',
      start_date: '2027-01-04',
      note: 'Welcome aboard',
    };
    const first = (await call(boss.cookies, 'POST', '/api/recruiters/offers', offer)).body.data;
    expect(first).toMatchObject({ status: 'sent', salary: 'PHP 60,000 a month', start_date: '2027-01-04' });
    expect((await call(boss.cookies, 'POST', `/api/offers/${first.id}/accept`)).status).toBe(401);
    expect((await call(seeker.cookies, 'POST', `/api/offers/${first.id}/accept`)).body.data.status).toBe(
      'accepted',
    );
    expect(
      (await call(seeker.cookies, 'POST', `/api/offers/${first.id}/reject`, { reason: 'No' })).body.code,
    ).toBe(errorCodes.chatActionNoLongerPossible);
    const second = (await call(boss.cookies, 'POST', '/api/recruiters/offers', offer)).body.data;
    expect(
      (await call(seeker.cookies, 'POST', `/api/offers/${second.id}/reject`, { reason: '' })).status,
    ).toBe(422);
    const rejected = await call(seeker.cookies, 'POST', `/api/offers/${second.id}/reject`, {
      reason: 'Too far',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'Too far' });
    const mine = await call(seeker.cookies, 'GET', '/api/offers');
    expect(mine.body.data.offers.map((o: { status: string }) => o.status)).toEqual(['rejected', 'accepted']);
    const events = await loggedEvents(boss.userId);
    expect(events.filter((e) => e.type === 'offer').map((e) => e.type === 'offer' && e.offer.status)).toEqual(
      ['sent', 'accepted', 'sent', 'rejected'],
    );
  });
});

describe('number exchange, resume request and send resume', () => {
  async function bothReply(seekerId: number, bossUserId: number, chatId: number) {
    await sendChatMessage(app.services.db, {
      senderUserId: seekerId,
      clientId: randomUUID(),
      chatId,
      body: { kind: 'text', text: 'Hello!' },
    });
    await sendChatMessage(app.services.db, {
      senderUserId: bossUserId,
      clientId: randomUUID(),
      chatId,
      body: { kind: 'text', text: 'Hi Ana' },
    });
  }

  it('opens only after both sides replied, then shares both numbers and lets contact details through', async () => {
    const { seeker, boss, chatId } = await chatPair();
    const early = await call(seeker.cookies, 'POST', `/api/chat/chats/${chatId}/exchanges`, {
      kind: 'mobile',
    });
    expect(early.body.code).toBe(errorCodes.chatActionsLocked);
    const phoneText = {
      senderUserId: seeker.userId,
      clientId: randomUUID(),
      chatId,
      body: { kind: 'text', text: 'Call me on 0917 123 4567' },
    } as const;
    await expect(sendChatMessage(app.services.db, phoneText)).rejects.toMatchObject({
      code: errorCodes.noContactInMessages,
    });
    await bothReply(seeker.userId, boss.userId, chatId);
    const asked = await call(seeker.cookies, 'POST', `/api/chat/chats/${chatId}/exchanges`, {
      kind: 'mobile',
    });
    expect(asked.body.data).toMatchObject({
      kind: 'mobile',
      status: 'requested',
      requested_by: 'jobseeker',
      numbers: null,
    });
    const own = await call(seeker.cookies, 'POST', `/api/chat/exchanges/${asked.body.data.id}/answer`, {
      accept: true,
    });
    expect(own.status).toBe(403);
    const done = await call(boss.cookies, 'POST', `/api/chat/exchanges/${asked.body.data.id}/answer`, {
      accept: true,
    });
    expect(done.body.data).toMatchObject({
      status: 'finished',
      numbers: { jobseeker: '+639171234567', recruiter: '+6328123456' },
    });
    await expect(
      sendChatMessage(app.services.db, { ...phoneText, clientId: randomUUID() }),
    ).resolves.toBeTruthy();
    const state = await call(boss.cookies, 'GET', `/api/chat/chats/${chatId}/actions`);
    expect(state.body.data).toMatchObject({ both_replied: true, numbers_shared: true });
  });

  it('sends a resume on request, and on the seeker own initiative', async () => {
    const { seeker, boss, chatId, resumeId } = await chatPair();
    await bothReply(seeker.userId, boss.userId, chatId);
    expect(
      (await call(seeker.cookies, 'POST', `/api/chat/chats/${chatId}/exchanges`, { kind: 'resume' })).status,
    ).toBe(403);
    const asked = (
      await call(boss.cookies, 'POST', `/api/chat/chats/${chatId}/exchanges`, { kind: 'resume' })
    ).body.data;
    const answered = await call(seeker.cookies, 'POST', `/api/chat/exchanges/${asked.id}/answer`, {
      accept: true,
      resume_id: resumeId,
    });
    expect(answered.body.data).toMatchObject({
      status: 'finished',
      resume: { id: resumeId, filename: 'ana-reyes.pdf' },
    });
    const sent = await call(seeker.cookies, 'POST', `/api/chat/chats/${chatId}/resume`, {
      resume_id: resumeId,
    });
    expect(sent.status).toBe(200);
    const cards = (await loggedEvents(boss.userId)).filter(
      (e) => e.type === 'message' && e.message.body.kind === 'resume',
    );
    expect(cards).toHaveLength(2);
    const other = await chatPair();
    const foreign = await call(seeker.cookies, 'POST', `/api/chat/chats/${chatId}/resume`, {
      resume_id: other.resumeId,
    });
    expect(foreign.status).toBe(404);
  });
});

describe("a Boss's activity", () => {
  it('is now after any console request, so the job page says active just now', async () => {
    const { boss } = await chatPair();
    const { db } = app.services;
    await db
      .updateTable('recruiters')
      .set({ last_active_at: new Date(Date.now() - 10 * day) })
      .where('id', '=', boss.recruiterId)
      .execute();
    await call(boss.cookies, 'GET', '/api/recruiters/interviews');
    const { last_active_at } = await db
      .selectFrom('recruiters')
      .select('last_active_at')
      .where('id', '=', boss.recruiterId)
      .executeTakeFirstOrThrow();
    expect(Date.now() - new Date(last_active_at).getTime()).toBeLessThan(minute);
  });
});
