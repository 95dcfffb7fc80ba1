import { randomUUID } from 'node:crypto';
import { cookieLifetimeMs } from '@talkhire/config';
import type { App } from '../app';
import type { NewUser } from '../db/schema';
import { hashToken, newToken } from '../http/session-tokens';
import { hashPassword } from '../services/authentication/password';
import { publishChatDeliveries } from '../services/chat/chat-event-log';
import { openChat } from '../services/chat/open-chat';
import { signInSeeker } from './sign-in';

export interface SignedInRecruiter {
  userId: number;
  recruiterId: number;
  email: string;
  password: string;
  cookies: { sessionid: string };
}

/**
 * Gives a seeded recruiter (one without an account yet) a sign-in account and an open 'recruiter'
 * session, as the recruiter login makes them. Each call takes a different recruiter.
 */
export async function signInRecruiter(app: App): Promise<SignedInRecruiter> {
  const { db } = app.services;
  const password = 'Boss-password-1';
  const email = `boss-${randomUUID()}@example.com`;
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const recruiter = await trx
      .selectFrom('recruiters')
      .select(['id', 'first_name', 'last_name'])
      .where('user_id', 'is', null)
      .where((eb) =>
        eb.exists(eb.selectFrom('jobs').select('id').whereRef('jobs.recruiter_id', '=', 'recruiters.id')),
      )
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirstOrThrow();
    const { id: userId } = await trx
      .insertInto('users')
      .values({
        email,
        password_hash: passwordHash,
        first_name: recruiter.first_name,
        last_name: recruiter.last_name,
        role: 'recruiter',
        active_key: 1,
        is_email_verify: true,
        is_mobile_verified: false,
        is_profile_completed: true,
        country_id: 167,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('recruiters').set({ user_id: userId }).where('id', '=', recruiter.id).execute();
    const token = newToken();
    await trx
      .insertInto('sessions')
      .values({
        id: hashToken(token),
        user_id: userId,
        role: 'recruiter',
        device_uuid: null,
        device_name: 'test',
        device_type: 'web',
        fcm_token_web: null,
        country_id: 167,
        language_id: 1,
        expires_at: new Date(Date.now() + cookieLifetimeMs),
      })
      .execute();
    return { userId, recruiterId: recruiter.id, email, password, cookies: { sessionid: token } };
  });
}

/** A seeker and a recruiter with a chat between them, announced on the bus as the app would. */
export async function openTestChat(app: App, seeker: Partial<NewUser> = {}) {
  const member = await signInSeeker(app, seeker);
  const recruiter = await signInRecruiter(app);
  const { chat, deliveries } = await openChat(app.services.db, {
    jobseekerId: member.userId,
    recruiterId: recruiter.recruiterId,
    jobId: null,
  });
  await publishChatDeliveries(app.services.bus, deliveries);
  return { seeker: member, recruiter, chat };
}

/** `count` new seekers, each in a chat with the Boss, as a recruiter usually is. */
export async function openChatsWithSeekers(app: App, boss: { recruiterId: number }, count: number) {
  const chats: { seekerId: number; chatId: number }[] = [];
  for (let i = 0; i < count; i++) {
    const seeker = await signInSeeker(app);
    const { chat } = await openChat(app.services.db, {
      jobseekerId: seeker.userId,
      recruiterId: boss.recruiterId,
      jobId: null,
    });
    chats.push({ seekerId: seeker.userId, chatId: chat.id });
  }
  return chats;
}
