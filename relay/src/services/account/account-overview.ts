import type { TAccountOverview } from '@talkhire/contracts';
import type { Db } from '../../db/database';

/** The sign-in details the Account tab shows, and how this account confirms a change. */
export async function accountOverview(db: Db, userId: number): Promise<TAccountOverview> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_email_verify', 'phone_num', 'is_mobile_verified', 'password_hash'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const hasPassword = user.password_hash !== null;
  return {
    email: user.email,
    is_email_verify: user.is_email_verify,
    phone_num: user.phone_num,
    is_mobile_verified: user.is_mobile_verified,
    has_password: hasPassword,
    confirmation: hasPassword ? 'password' : 'email_code',
  };
}
