import type { TInviteAcceptance } from '@talkhire/contracts';
import { errorCodes } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { grantVipMonth, vipUntil } from './vip';

/** An account counts as signed up through a link only within a day of its creation. */
export const newAccountWindowMs = 24 * 60 * 60 * 1000;

/**
 * A seeker opened an invitation after signing up through it: when the code is still valid, the
 * account is new (made after the code, within a day) and not the inviter's own, both sides get a
 * month of VIP in one transaction. The invitee is rewarded once (invite_rewards' primary key);
 * any other case answers why, and grants nothing.
 */
export async function acceptInvite(
  db: Db,
  code: string,
  inviteeId: number,
  now = new Date(),
): Promise<TInviteAcceptance> {
  return db.transaction().execute(async (trx) => {
    const link = await trx
      .selectFrom('invite_links')
      .select(['id', 'user_id', 'created_at', 'expires_at'])
      .where('code', '=', code)
      .executeTakeFirst();
    if (!link) throw new ApiError(errorCodes.notFound);
    const refuse = async (outcome: TInviteAcceptance['outcome']): Promise<TInviteAcceptance> => ({
      outcome,
      vip_until: (await vipUntil(trx, inviteeId, now))?.toISOString() ?? null,
    });
    if (link.user_id === inviteeId) return refuse('own_code');
    if (link.expires_at <= now) return refuse('expired');
    const invitee = await trx
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', inviteeId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const rewarded = await trx
      .selectFrom('invite_rewards')
      .select('inviter_id')
      .where('invitee_id', '=', inviteeId)
      .executeTakeFirst();
    if (rewarded) return refuse('already_rewarded');
    const created = invitee.created_at.getTime();
    if (created < link.created_at.getTime() || now.getTime() - created > newAccountWindowMs) {
      return refuse('not_new_account');
    }
    await trx
      .insertInto('invite_rewards')
      .values({ invitee_id: inviteeId, inviter_id: link.user_id, link_id: link.id })
      .execute();
    await grantVipMonth(trx, link.user_id, 'invite', now);
    const until = await grantVipMonth(trx, inviteeId, 'invite', now);
    return { outcome: 'rewarded', vip_until: until.toISOString() };
  });
}
