import { errorCodes, type TVipStatus } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { vipUntil } from './vip';

/** The seeker's VIP end and last resume refresh. */
export async function vipStatus(db: Db, userId: number, now = new Date()): Promise<TVipStatus> {
  const user = await db
    .selectFrom('users')
    .select('resume_refreshed_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const until = await vipUntil(db, userId, now);
  return {
    vip_until: until?.toISOString() ?? null,
    resume_refreshed_at: user.resume_refreshed_at?.toISOString() ?? null,
  };
}

/**
 * Spec §9's resume refresh, granted by VIP: the seeker's resume counts as fresh again
 * (`users.resume_refreshed_at`, the freshness a candidate list orders by). Without VIP: 403 / 40005.
 */
export async function refreshResume(db: Db, userId: number, now = new Date()): Promise<TVipStatus> {
  const until = await vipUntil(db, userId, now);
  if (!until) throw new ApiError(errorCodes.noPermission);
  await db.updateTable('users').set({ resume_refreshed_at: now }).where('id', '=', userId).execute();
  return { vip_until: until.toISOString(), resume_refreshed_at: now.toISOString() };
}
