import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { oneMonthAfter } from './vip';

export interface InviteLink {
  id: number;
  code: string;
  expires_at: Date;
}

/**
 * The seeker's current subject code: spec §9 says a link expires within one month, so the newest
 * unexpired code is reused and a new one made after that. 12 url-safe characters from 9 random
 * bytes: not guessable, short enough to read out.
 */
export async function currentInviteLink(db: Db, userId: number, now = new Date()): Promise<InviteLink> {
  const live = await db
    .selectFrom('invite_links')
    .select(['id', 'code', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '>', now)
    .orderBy('expires_at', 'desc')
    .executeTakeFirst();
  if (live) return live;
  return db
    .insertInto('invite_links')
    .values({
      user_id: userId,
      code: randomBytes(9).toString('base64url'),
      created_at: now,
      expires_at: oneMonthAfter(now),
    })
    .returning(['id', 'code', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** The site path of an invitation page. */
export function invitationPath(code: string): string {
  return `/invite/${code}`;
}
