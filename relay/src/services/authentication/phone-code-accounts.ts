import { errorCodes, type TPhoneAccountChoice } from '@talkhire/contracts';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import { hashToken, newToken } from '../../http/session-tokens';

export const selectionTtlSeconds = 5 * 60;

export type PhoneSignIn =
  | { kind: 'signed_in'; userId: number; created: boolean }
  | { kind: 'choose'; selectionToken: string; accounts: TPhoneAccountChoice[] };

/**
 * What a verified SMS code signs into. Only accounts whose number is verified count: a number
 * someone typed into a profile and never confirmed may be a stranger's. One account: that one.
 * Several: a single-use, five-minute selection token for the seeker's choice. None: a new account
 * with the number, verified, and no email yet (stored as '', which the email index ignores).
 * Signing in by phone code sets `is_mobile_verified` (spec §4's state action).
 */
export async function phoneCodeSignIn(
  trx: Db,
  phone: string,
  options: { countryId: number; deviceUuid: string | null | undefined },
): Promise<PhoneSignIn> {
  const accounts = await trx
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'avatar', 'suspended_at'])
    .where('phone_num', '=', phone)
    .where('is_mobile_verified', '=', true)
    .orderBy('id')
    .execute();
  const [only] = accounts;
  if (accounts.length === 1 && only) {
    await markPhoneVerified(trx, only);
    return { kind: 'signed_in', userId: only.id, created: false };
  }
  if (accounts.length > 1) {
    const selectionToken = newToken();
    await trx
      .insertInto('phone_account_selections')
      .values({
        token_hash: hashToken(selectionToken),
        phone_num: phone,
        user_ids: accounts.map((a) => a.id),
        device_uuid: options.deviceUuid ?? null,
        expires_at: new Date(Date.now() + selectionTtlSeconds * 1000),
      })
      .execute();
    return {
      kind: 'choose',
      selectionToken,
      accounts: accounts.map((a) => ({
        id: a.id,
        email_masked: maskEmail(a.email),
        first_name: a.first_name,
        avatar: a.avatar,
      })),
    };
  }
  const created = await trx
    .insertInto('users')
    .values({
      email: '',
      password_hash: null,
      first_name: '',
      last_name: '',
      phone_num: phone,
      role: 'jobseeker',
      active_key: 1,
      is_email_verify: false,
      is_mobile_verified: true,
      is_profile_completed: false,
      avatar: null,
      country_id: options.countryId,
      suspended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { kind: 'signed_in', userId: created.id, created: true };
}

/**
 * Uses a selection token up for one of its accounts. Replayed → 41042, expired or unknown → 41043
 * (either way the seeker needs a new code); an account that is not one of the choices → 40001.
 */
export async function chooseAccount(
  trx: Db,
  selectionToken: string,
  accountId: number,
  now = new Date(),
): Promise<{ userId: number; deviceUuid: string | null }> {
  const selection = await trx
    .selectFrom('phone_account_selections')
    .selectAll()
    .where('token_hash', '=', hashToken(selectionToken))
    .forUpdate()
    .executeTakeFirst();
  if (!selection) throw new ApiError(errorCodes.otpExpired);
  if (selection.used_at) throw new ApiError(errorCodes.otpUsed);
  if (selection.expires_at <= now) throw new ApiError(errorCodes.otpExpired);
  const account = selection.user_ids.includes(accountId)
    ? await trx
        .selectFrom('users')
        .select(['id', 'suspended_at'])
        .where('id', '=', accountId)
        .where('phone_num', '=', selection.phone_num)
        .where('is_mobile_verified', '=', true)
        .executeTakeFirst()
    : undefined;
  if (!account) {
    throw new ApiError(errorCodes.parameterInvalid, { fields: { account_id: ['field.invalid_value'] } });
  }
  await markPhoneVerified(trx, account);
  await trx
    .updateTable('phone_account_selections')
    .set({ used_at: now })
    .where('token_hash', '=', selection.token_hash)
    .execute();
  return { userId: account.id, deviceUuid: selection.device_uuid };
}

async function markPhoneVerified(trx: Db, account: { id: number; suspended_at: Date | null }) {
  if (account.suspended_at) throw new ApiError(errorCodes.accountSuspended);
  await trx.updateTable('users').set({ is_mobile_verified: true }).where('id', '=', account.id).execute();
}

/** 'jane.doe@example.com' → 'j***@example.com': enough to recognise one's own account. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '';
  return `${email[0]}***${email.slice(at)}`;
}
