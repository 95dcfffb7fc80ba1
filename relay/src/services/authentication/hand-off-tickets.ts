import type { Db } from '../../db/database';
import { hashToken, newToken } from '../../http/session-tokens';

export const ticketLifetimeSeconds = 60;

export const ticketLimits = {
  issuePerUser: { limit: 30, windowSeconds: 60 },
  redeemPerIp: { limit: 30, windowSeconds: 60 },
} as const;

/**
 * Cross-site hand-off (design 'API rules'): a random ticket for `userId`, stored only as a hash,
 * good once and for a minute, so a link that leaks (history, logs, referrer) is worthless and
 * the session token itself never travels.
 */
export async function issueHandOffTicket(db: Db, userId: number): Promise<string> {
  const ticket = newToken();
  await db
    .insertInto('hand_off_tickets')
    .values({
      id: hashToken(ticket),
      user_id: userId,
      expires_at: new Date(Date.now() + ticketLifetimeSeconds * 1000),
    })
    .execute();
  return ticket;
}

/** Spends a ticket: its user, or null when it is unknown, used or expired. */
export async function redeemHandOffTicket(db: Db, ticket: string, now = new Date()): Promise<number | null> {
  // One statement decides: of two racing redeemers only one finds the ticket unused.
  const redeemed = await db
    .updateTable('hand_off_tickets')
    .set({ used_at: now })
    .where('id', '=', hashToken(ticket))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return redeemed?.user_id ?? null;
}
