import type { TIdentityInfo, TIdentityService } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { decryptIdentityData, encryptIdentityData } from './data-cipher';

/** Identity data fetched at the callback waits this long for the seeker to confirm it. */
export const pendingIdentityLifetimeMs = 60 * 60_000;

/** What the callback leaves for the confirm dialog: the data (and the identity it gives), or a failure. */
export type PendingIdentity =
  | { kind: 'data'; info: TIdentityInfo; identityId: number }
  | { kind: 'failed' }
  | { kind: 'missing' };

/** Keeps the callback's outcome for the seeker, replacing an earlier one; the data encrypted. */
export async function keepPendingIdentity(
  db: Db,
  dataKey: Buffer,
  userId: number,
  service: TIdentityService,
  outcome: { info: TIdentityInfo; identityId: number } | 'failed',
  now = new Date(),
): Promise<void> {
  const values = {
    service,
    data_encrypted: outcome === 'failed' ? null : encryptIdentityData(dataKey, userId, outcome),
    failed: outcome === 'failed',
    created_at: now,
  };
  await db
    .insertInto('identity_pending')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The seeker's pending outcome for this service; older than an hour counts as missing. */
export async function readPendingIdentity(
  db: Db,
  dataKey: Buffer,
  userId: number,
  service: TIdentityService,
  now = new Date(),
): Promise<PendingIdentity> {
  const row = await db
    .selectFrom('identity_pending')
    .selectAll()
    .where('user_id', '=', userId)
    .where('service', '=', service)
    .where('created_at', '>', new Date(now.getTime() - pendingIdentityLifetimeMs))
    .executeTakeFirst();
  if (!row) return { kind: 'missing' };
  if (row.failed || !row.data_encrypted) return { kind: 'failed' };
  const data = decryptIdentityData(dataKey, userId, row.data_encrypted) as {
    info: TIdentityInfo;
    identityId: number;
  };
  return { kind: 'data', info: data.info, identityId: data.identityId };
}

export async function forgetPendingIdentity(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('identity_pending').where('user_id', '=', userId).execute();
}

/** Retention: identity data nobody confirmed within the hour is deleted (scheduler, hourly). */
export async function purgePendingIdentityData(db: Db, now = new Date()): Promise<void> {
  await db
    .deleteFrom('identity_pending')
    .where('created_at', '<=', new Date(now.getTime() - pendingIdentityLifetimeMs))
    .execute();
  await db.deleteFrom('identity_login_states').where('expires_at', '<', now).execute();
}
