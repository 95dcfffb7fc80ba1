import type { TChangePasswordBody, TPasswordChanged } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import type { RateLimits } from '../../http/rate-limit';
import { hashPassword } from '../authentication';
import { checkProof, useProof } from './account-proof';

/**
 * Changes the password (or sets one, for an account that signs in by code): confirmed by the
 * current password, or by the mailed confirmation code when there is none. Every other session
 * of the account ends, so a browser someone else had open is signed out; this one stays.
 */
export async function changePassword(
  { db, rateLimits }: { db: Db; rateLimits: RateLimits },
  viewer: { userId: number; sessionId: string },
  body: TChangePasswordBody,
): Promise<TPasswordChanged> {
  const proof = await checkProof(db, rateLimits, viewer.userId, body);
  const passwordHash = await hashPassword(body.new_password);
  const ended = await db.transaction().execute(async (trx) => {
    await useProof(trx, proof);
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', viewer.userId)
      .execute();
    return trx
      .deleteFrom('sessions')
      .where('user_id', '=', viewer.userId)
      .where('id', '<>', viewer.sessionId)
      .returning('id')
      .execute();
  });
  return { password_changed: true, other_sessions_ended: ended.length };
}
