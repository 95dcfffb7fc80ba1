import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { replayedTo } from '../../testing/chat-logs';
import { openTestChat } from '../../testing/chat-members';
import { pastExperience, seekerCalls } from '../../testing/profile-requests';
import { createTestApp } from '../../testing/test-app';
import { hashPassword } from '../authentication';
import { sendChatMessage } from '../chat/send-chat-messages';
import {
  accountCalls,
  accountSeeker,
  lastMessageTo,
  oldPassword,
  openAnotherSession,
} from './account-testkit';
import { keptForTheOtherSide } from './personal-data';

let app: App;
beforeAll(async () => {
  app = await createTestApp({ SEED_JOBS: 20 });
});
afterAll(async () => {
  await app.close();
});

/** A seeker with a bit of everything: profile, resume file, alert, saved job, social link, a chat with a Boss. */
async function busySeeker() {
  const { db, files } = app.services;
  const { seeker, recruiter, chat } = await openTestChat(app, {
    is_profile_completed: true,
    password_hash: await hashPassword(oldPassword),
    phone_num: '+639170001234',
    is_mobile_verified: true,
    avatar: 'https://cdn.example.com/avatars/maria.png',
    home_address: '12 Mabini Street, Makati',
  });
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', seeker.userId)
    .executeTakeFirstOrThrow();
  expect(
    (await seekerCalls(app, seeker)('POST', '/work-experiences/create', pastExperience)).statusCode,
  ).toBe(200);

  const storageKey = `resumes/${randomUUID()}.pdf`;
  await files.put(storageKey, new TextEncoder().encode('%PDF-1.4 Maria Santos'));
  await db
    .insertInto('resumes')
    .values({
      user_id: seeker.userId,
      filename: 'Maria CV.pdf',
      mime: 'application/pdf',
      size: 21,
      storage_key: storageKey,
    })
    .execute();
  const job = await db.selectFrom('jobs').select('id').orderBy('id').executeTakeFirstOrThrow();
  await db.insertInto('saved_jobs').values({ user_id: seeker.userId, job_id: job.id }).execute();
  await db
    .insertInto('job_alerts')
    .values({
      user_id: seeker.userId,
      keywords: 'designer',
      filters: JSON.stringify({}),
      criteria_key: randomUUID(),
      edition_id: 167,
      language: 'en',
      frequency: 'daily',
      unsubscribe_token: randomUUID(),
    })
    .execute();
  await db
    .insertInto('social_accounts')
    .values({ provider: 'google', subject: randomUUID(), user_id: seeker.userId, email })
    .execute();

  const said = await sendChatMessage(db, {
    senderUserId: seeker.userId,
    clientId: randomUUID(),
    chatId: chat.id,
    body: { kind: 'text', text: 'I worked at Acme Manila for three years' },
  });
  await sendChatMessage(db, {
    senderUserId: recruiter.userId,
    clientId: randomUUID(),
    chatId: chat.id,
    body: { kind: 'text', text: 'Thanks, we will call you.' },
  });
  return {
    seeker,
    recruiter,
    chat,
    email,
    storageKey,
    seekerMessageId: said.ack.message_id,
    call: accountCalls(app, seeker),
  };
}

/** Rows of any table that still point at the user, by table (foreign keys found in the catalogue). */
async function rowsPointingAt(userId: number) {
  const { db } = app.services;
  const references = await sql<{ table: string; column: string }>`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f' and c.confrelid = 'users'::regclass
  `.execute(db);
  const found: Record<string, number> = {};
  for (const { table, column } of references.rows) {
    const rows = await sql<{
      n: number;
    }>`select count(*)::int as n from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(db);
    if ((rows.rows[0]?.n ?? 0) > 0) found[`${table}.${column}`] = rows.rows[0]!.n;
  }
  return found;
}

describe('deleting the account', () => {
  it('removes the personal data, anonymises the seeker in the Boss’s chat and ends every session', async () => {
    const busy = await busySeeker();
    const other = await openAnotherSession(app, busy.seeker.userId);
    const res = await busy.call('POST', '/delete', {
      email: busy.email.toUpperCase(),
      current_password: oldPassword,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ deleted: true });
    for (const name of ['sessionid', 'user']) {
      const cookie = res.cookies.find((c) => c.name === name);
      expect(cookie?.value, name).toBe('');
    }

    // Every session of the account is gone, this one and the other browser's.
    for (const cookies of [busy.seeker.cookies, other.cookies]) {
      const me = await app.inject({ method: 'GET', url: '/api/jobseekers/me', cookies });
      expect(me.statusCode).toBe(401);
    }
    // Nothing points at the user any more but the chat the Boss keeps and the seeker's messages in it.
    const left = await rowsPointingAt(busy.seeker.userId);
    for (const key of Object.keys(left)) expect(keptForTheOtherSide.has(key.split('.')[0]!), key).toBe(true);
    expect(left['chats.jobseeker_id']).toBe(1);
    expect(await app.services.files.get(busy.storageKey)).toBeNull();

    const user = await app.services.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', busy.seeker.userId)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      password_hash: null,
      phone_num: null,
      avatar: null,
      home_address: null,
      is_mobile_verified: false,
    });
    expect(user.email).toMatch(/^deleted-\d+-[0-9a-f-]+@deleted\.invalid$/);
    expect(user.deleted_at).toBeInstanceOf(Date);

    // The Boss still has the chat: their own message as it was, the seeker's recalled.
    const messages = await app.services.db
      .selectFrom('chat_messages')
      .select(['id', 'sender_user_id', 'body', 'recalled_at'])
      .where('chat_id', '=', busy.chat.id)
      .orderBy('chat_seq')
      .execute();
    const seekers = messages.filter((m) => m.sender_user_id === busy.seeker.userId);
    expect(seekers.map((m) => m.body)).toEqual([{ kind: 'recalled' }]);
    expect(messages.some((m) => JSON.stringify(m.body).includes('Thanks, we will call you.'))).toBe(true);
    // A new browser of the Boss is replayed the chat with the tombstone alone.
    const bossLog = await replayedTo(app.services.db, busy.recruiter.userId);
    expect(bossLog.some((e) => e.event.type === 'message' && e.event.message.body.kind === 'recalled')).toBe(
      true,
    );
    expect(JSON.stringify(bossLog)).not.toContain('Acme Manila for three years');
    expect(JSON.stringify(bossLog)).toContain('Thanks, we will call you.');

    const goodbye = await lastMessageTo(app, busy.email);
    expect(goodbye.subject).toBe('Your Talkhire account was deleted');
  });

  it('signs in nowhere afterwards, and the address can sign up again', async () => {
    const busy = await busySeeker();
    expect(
      (await busy.call('POST', '/delete', { email: busy.email, current_password: oldPassword })).statusCode,
    ).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/authentication/login',
      headers: { 'x-forwarded-for': '10.201.0.1' },
      payload: { email: busy.email, password: oldPassword, client_id: '1' },
    });
    expect(login.statusCode).toBe(401);

    const again = await app.inject({
      method: 'POST',
      url: '/api/authentication/register',
      headers: { 'x-forwarded-for': '10.201.0.2' },
      payload: {
        email: busy.email,
        password: 'a-new-beginning',
        first_name: 'Maria',
        last_name: 'Santos',
        client_id: '1',
        client_secret: 'web',
      },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).not.toBe(busy.seeker.userId);
  });

  it('needs the email typed right and the current password, and deletes nothing otherwise', async () => {
    const seeker = await accountSeeker(app);
    const mistyped = await seeker.call('POST', '/delete', {
      email: 'someone@example.com',
      current_password: oldPassword,
    });
    expect(mistyped.statusCode).toBe(422);
    expect(mistyped.json()).toMatchObject({
      code: 40001,
      errors: { email: ["Type your account's email address exactly as it is shown."] },
    });
    const wrong = await seeker.call('POST', '/delete', {
      email: seeker.email,
      current_password: 'not-my-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe(40002);
    expect((await seeker.call('GET', '')).statusCode).toBe(200);
  });

  it('confirms an account without a password by the mailed code', async () => {
    const seeker = await accountSeeker(app, { password: null });
    const withoutCode = await seeker.call('POST', '/delete', { email: seeker.email });
    expect(withoutCode.json().errors).toEqual({ confirmation_otp: ['The code has 6 digits.'] });
    await seeker.call('POST', '/confirmation-code');
    const { code } = await lastMessageTo(app, seeker.email);
    const res = await seeker.call('POST', '/delete', { email: seeker.email, confirmation_otp: code });
    expect(res.statusCode).toBe(200);
    expect((await seeker.call('GET', '')).statusCode).toBe(401);
  });
});
