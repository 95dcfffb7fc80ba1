import type { LanguageCode } from '@talkhire/config';
import { optionLists } from '@talkhire/config/lists';
import {
  errorCodes,
  type TIdentityService,
  type TIdentityVerification,
  type TVerifyIdentityResult,
} from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { encryptIdentityData } from './data-cipher';
import { readPendingIdentity } from './pending-identity';

/**
 * Verify (spec §4 step 4): the pending identity data becomes the seeker's verified identity.
 * `user_identity_id` is set from it (the only way it is ever set), the seven shown fields are kept
 * encrypted, and the pending data is deleted. 41432 without pending data, 41431 after a failure.
 */
export async function verifyIdentity(
  db: Db,
  dataKey: Buffer,
  userId: number,
  service: TIdentityService,
  language: LanguageCode,
  now = new Date(),
): Promise<TVerifyIdentityResult> {
  const pending = await readPendingIdentity(db, dataKey, userId, service, now);
  if (pending.kind === 'missing') throw new ApiError(errorCodes.identityLoginMissing);
  if (pending.kind === 'failed') throw new ApiError(errorCodes.identityUnavailable);
  await db.transaction().execute(async (trx) => {
    const values = {
      service,
      user_identity_id: pending.identityId,
      data_encrypted: encryptIdentityData(dataKey, userId, pending.info),
      verified_at: now,
    };
    await trx
      .insertInto('identity_verifications')
      .values({ user_id: userId, ...values })
      .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
      .execute();
    await trx
      .updateTable('users')
      .set({ user_identity_id: pending.identityId, identity_verified_at: now })
      .where('id', '=', userId)
      .execute();
    await trx.deleteFrom('identity_pending').where('user_id', '=', userId).execute();
  });
  return {
    new_user_identity: { id: pending.identityId, value: identityLabel(pending.identityId, language) },
  };
}

/** GET /jobseekers/identity-verification. */
export async function identityVerificationOf(db: Db, userId: number): Promise<TIdentityVerification> {
  const row = await db
    .selectFrom('users')
    .select(['user_identity_id', 'identity_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const verified = row.identity_verified_at !== null;
  return {
    verified,
    user_identity_id: verified ? row.user_identity_id : null,
    verified_at: row.identity_verified_at?.toISOString() ?? null,
  };
}

function identityLabel(id: number, language: LanguageCode): string {
  const entry = optionLists.user_identity_lists.find((item) => item.id === id) as
    | { value: Record<string, string> }
    | undefined;
  return entry?.value[language] ?? entry?.value.en ?? String(id);
}
