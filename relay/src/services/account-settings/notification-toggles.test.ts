import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { newAddress } from '../../testing/addresses';
import { openTestChat } from '../../testing/chat-members';
import { postYesterdaysJob } from '../../testing/new-job';
import { type SignedInSeeker, signInSeeker } from '../../testing/sign-in';
import { createTestApp } from '../../testing/test-app';
import { sendChatMessage } from '../chat/send-chat-messages';
import { chatNoticeDelayMs } from './chat-mail-notices';

const minute = 60_000;
const day = 24 * 60 * minute;
const clock = { now: new Date() };
let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 200 }, { now: () => clock.now });
});
afterAll(async () => {
  await app.close();
});

type Who = { cookies: { sessionid: string } };
function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url,
    cookies: who.cookies,
    headers: { 'language-id': '1', 'country-id': '167', 'x-forwarded-for': newAddress() },
    ...(payload === undefined ? {} : { payload }),
  });
}

async function outboxTo(recipient: string) {
  return app.services.db
    .selectFrom('outbox')
    .select(['channel', 'subject', 'body_text'])
    .where('recipient', '=', recipient)
    .orderBy('id')
    .execute();
}

async function emailOf(userId: number) {
  const { email } = await app.services.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return email;
}

async function runSchedulerLater() {
  clock.now = new Date(Date.now() + chatNoticeDelayMs + minute);
  await app.services.scheduler.runDue();
}

/** A chat where the Boss wrote to a seeker with a verified number, who has not read it. */
async function unreadChat(toggles: Record<string, boolean>) {
  const phone = `+63917${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  const { seeker, recruiter, chat } = await openTestChat(app, {
    phone_num: phone,
    is_mobile_verified: true,
  });
  if (Object.keys(toggles).length > 0) {
    expect(
      (await call(seeker, 'POST', '/api/jobseekers/user-settings', { notifications: toggles })).statusCode,
    ).toBe(200);
  }
  await sendChatMessage(app.services.db, {
    senderUserId: recruiter.userId,
    clientId: randomUUID(),
    chatId: chat.id,
    body: { kind: 'text', text: 'Are you free for a call tomorrow?' },
  });
  return { seeker, recruiter, chat, phone, email: await emailOf(seeker.userId) };
}

describe('chat message notices (toggles email_chat and sms_chat)', () => {
  it('mails and texts once about unread messages, with the link to switch them off', async () => {
    const { chat, phone, email } = await unreadChat({});
    await app.services.scheduler.runDue(); // too early: the seeker may still read it on the site
    expect(await outboxTo(email)).toEqual([]);
    await runSchedulerLater();
    await runSchedulerLater(); // nothing new: nothing more
    const mails = await outboxTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/sent you a message on Talkhire$/);
    expect(mails[0]?.body_text).toContain(`/chat/${chat.id}`);
    expect(mails[0]?.body_text).toContain('/account-settings/notifications');
    const texts = await outboxTo(phone);
    expect(texts).toEqual([expect.objectContaining({ channel: 'sms' })]);
  });

  it('sends no mail with email_chat off and no SMS with sms_chat off', async () => {
    const noMail = await unreadChat({ email_chat: false });
    const noText = await unreadChat({ sms_chat: false });
    await runSchedulerLater();
    expect(await outboxTo(noMail.email)).toEqual([]);
    expect(await outboxTo(noMail.phone)).toHaveLength(1);
    expect(await outboxTo(noText.email)).toHaveLength(1);
    expect(await outboxTo(noText.phone)).toEqual([]);
  });

  it('says nothing about messages already read', async () => {
    const { chat, email } = await unreadChat({});
    await app.services.db
      .updateTable('chats')
      .set((eb) => ({ jobseeker_read_seq: eb.ref('last_chat_seq') }))
      .where('id', '=', chat.id)
      .execute();
    await runSchedulerLater();
    expect(await outboxTo(email)).toEqual([]);
  });
});

describe('system updates (toggles email_system and sms_system)', () => {
  async function invite(boss: Who, chatId: number) {
    const res = await call(boss, 'POST', '/api/recruiters/interviews', {
      chat_id: chatId,
      slots: [new Date(Date.now() + 2 * day).toISOString()],
      address: '12 Ayala Avenue, Makati',
      contact_person: 'Liza Cruz',
      contact_number: '+63 2 8123 4567',
      instructions: 'Bring a valid ID.',
    });
    expect(res.statusCode).toBe(200);
  }

  it('mails and texts an interview invitation while on, neither while off', async () => {
    const on = await unreadChat({});
    const off = await unreadChat({ email_system: false, sms_system: false });
    await invite(on.recruiter, on.chat.id);
    await invite(off.recruiter, off.chat.id);
    const onMail = await outboxTo(on.email);
    expect(onMail.map((m) => m.channel)).toEqual(['email']);
    expect(onMail[0]?.body_text).toContain('invites you to an interview');
    expect((await outboxTo(on.phone)).map((m) => m.body_text)).toEqual([
      expect.stringMatching(/^Talkhire: .+ invited you to an interview/),
    ]);
    expect(await outboxTo(off.email)).toEqual([]);
    expect(await outboxTo(off.phone)).toEqual([]);
  });

  it("writes the invitation in the seeker's own language when they chose one", async () => {
    const seeker = await unreadChat({});
    await call(seeker.seeker, 'POST', '/api/jobseekers/user-settings', { language: 'es' });
    await invite(seeker.recruiter, seeker.chat.id);
    const [text] = await outboxTo(seeker.phone);
    expect(text?.body_text).toMatch(/te invitó a una entrevista/);
  });

  it('sends a job alert digest only while system updates are on', async () => {
    const { word, locationId, yesterday } = await postYesterdaysJob(app);
    const alertFor = async (seeker: SignedInSeeker) => {
      const res = await call(seeker, 'POST', '/api/jobs/job-alerts/create', {
        keywords: word,
        filters: { job_locations: [locationId] },
        frequency: 'daily',
      });
      expect(res.statusCode).toBe(200);
      await app.services.db
        .updateTable('job_alerts')
        .set({ created_at: new Date(yesterday + 3600_000) })
        .where('id', '=', res.json().data.id)
        .execute();
    };
    const on = await signInSeeker(app);
    const off = await signInSeeker(app);
    await call(off, 'POST', '/api/jobseekers/user-settings', { notifications: { email_system: false } });
    await alertFor(on);
    await alertFor(off);
    await runSchedulerLater();
    expect((await outboxTo(await emailOf(on.userId))).map((m) => m.subject)).toEqual([
      expect.stringContaining(word),
    ]);
    expect(await outboxTo(await emailOf(off.userId))).toEqual([]);
  });
});
