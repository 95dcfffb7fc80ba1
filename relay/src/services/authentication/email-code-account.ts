import { limits } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';

/**
 * The account an emailed code or link signs into. "Continue with email" signs up and in at once:
 * without an account one is created (first name from the part before the @, as spec §5 does for
 * job-alert sign-ups; no password). Receiving the mail proves the address, so the account's email
 * counts as verified either way. Suspended accounts are refused with 41044.
 *
 * Call it inside the transaction that uses the code up, so a refusal leaves the code usable and a
 * failure leaves no account behind.
 */
export async function emailCodeAccount(
  trx: Db,
  email: string,
  options: { countryId: number },
): Promise<{ userId: number; created: boolean }> {
  const existing = await findByEmail(trx, email);
  if (existing) {
    if (existing.suspended_at) throw new ApiError(errorCodes.accountSuspended);
    if (!existing.is_email_verify) {
      await trx.updateTable('users').set({ is_email_verify: true }).where('id', '=', existing.id).execute();
    }
    return { userId: existing.id, created: false };
  }
  const inserted = await trx
    .insertInto('users')
    .values({
      email,
      password_hash: null,
      first_name: firstNameOf(email),
      last_name: '',
      phone_num: null,
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: true,
      is_mobile_verified: false,
      is_profile_completed: false,
      avatar: null,
      country_id: options.countryId,
      suspended_at: null,
    })
    // Two tabs verifying at once: the second finds the account the first created.
    .onConflict((oc) => oc.expression(sql`lower(email)`).where(sql<boolean>`email <> ''`).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { userId: inserted.id, created: true };
  const raced = await findByEmail(trx, email);
  if (!raced) throw new Error('account vanished while signing in');
  return { userId: raced.id, created: false };
}

function findByEmail(trx: Db, email: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'is_email_verify', 'suspended_at'])
    .where(sql`lower(email)`, '=', email.toLowerCase())
    .where('email', '<>', '')
    .executeTakeFirst();
}

function firstNameOf(email: string): string {
  const local = email.slice(0, email.lastIndexOf('@'));
  return local.slice(0, limits.nameMax);
}
