import { limits } from '@talkhire/config';
import type { TMyInvites } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { currentInviteLink, invitationPath } from './invite-links';
import { vipUntil } from './vip';

/**
 * The invite-a-friend page: the current link, everyone invited (an address is 'joined' once an
 * account with it was rewarded through the seeker's links; people who came through the link
 * itself are listed by first name), newest first, and the seeker's VIP end.
 */
export async function myInvites(db: Db, userId: number, now = new Date()): Promise<TMyInvites> {
  const link = await currentInviteLink(db, userId, now);
  const joined = await db
    .selectFrom('invite_rewards as r')
    .innerJoin('users as u', 'u.id', 'r.invitee_id')
    .select(['u.first_name', 'u.email', 'r.rewarded_at'])
    .where('r.inviter_id', '=', userId)
    .execute();
  const mailed = await db
    .selectFrom('invite_emails')
    .select(['email', (eb) => eb.fn.max('sent_at').as('sent_at')])
    .where('user_id', '=', userId)
    .groupBy('email')
    .execute();
  const joinedEmails = new Set(joined.map((j) => j.email.toLowerCase()));
  const invited = [
    ...joined.map((j) => ({
      who: j.first_name || j.email,
      status: 'joined' as const,
      at: j.rewarded_at.toISOString(),
    })),
    ...mailed
      .filter((m) => !joinedEmails.has(m.email.toLowerCase()))
      .map((m) => ({ who: m.email, status: 'invited' as const, at: new Date(m.sent_at).toISOString() })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  const until = await vipUntil(db, userId, now);
  return {
    link: { code: link.code, path: invitationPath(link.code), expires_at: link.expires_at.toISOString() },
    invited,
    vip_until: until?.toISOString() ?? null,
    max_emails: limits.inviteBatchMax,
  };
}
