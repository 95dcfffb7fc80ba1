import { limits } from '@talkhire/config';
import { errorCodes, type TVipStatus } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { vipUntil } from './vip';

/** The seeker's VIP end, last resume refresh, and how long that refresh still holds. */
export async function vipStatus(db: Db, userId: number, now = new Date()): Promise<TVipStatus> {
  const user = await db
    .selectFrom('users')
    .select('resume_refreshed_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const until = await vipUntil(db, userId, now);
  return statusOf(until, user.resume_refreshed_at, now);
}

/**
 * Spec §9's resume refresh, granted by VIP: for `limits.resumeRefreshDays` days the seeker's
 * resume comes first in Bosses' candidate lists after verified identities (boss-conversations),
 * from `users.resume_refreshed_at`. Without VIP: 403 / 40005.
 */
export async function refreshResume(db: Db, userId: number, now = new Date()): Promise<TVipStatus> {
  const until = await vipUntil(db, userId, now);
  if (!until) throw new ApiError(errorCodes.noPermission);
  await db.updateTable('users').set({ resume_refreshed_at: now }).where('id', '=', userId).execute();
  return statusOf(until, now, now);
}

function statusOf(vipEnd: Date | null, refreshedAt: Date | null, now: Date): TVipStatus {
  const refreshEnd = refreshedAt && new Date(refreshedAt.getTime() + limits.resumeRefreshDays * 86_400_000);
  return {
    vip_until: vipEnd?.toISOString() ?? null,
    resume_refreshed_at: refreshedAt?.toISOString() ?? null,
    refreshed_until: refreshEnd && refreshEnd > now ? refreshEnd.toISOString() : null,
  };
}
