import { type LanguageCode, limits } from '@talkhire/config';
import { errorCodes, type TOidcIdTokenClaims, type TSocialProvider } from '@talkhire/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { Outbox } from '../../outbox/outbox';
import { enqueueMail } from '../../outbox/templated-mail';
import { socialLoginCodes } from './oidc-client';

export interface SocialIdentity {
  provider: TSocialProvider;
  /** Verified ID token claims: the only source of who this is. */
  claims: TOidcIdTokenClaims;
  /** Names and picture the app sent, used only where the token has none (Apple). */
  fallback?: { firstName?: string | null; lastName?: string | null; avatar?: string | null };
}

/**
 * The seeker behind a verified provider identity, in one transaction:
 * - a linked provider account signs its seeker in;
 * - else an account with the same email, which the provider vouches for, is linked and signed in;
 * - else a new account is created from the token (email verified by the provider) with a welcome mail.
 * Without a provider-verified email there is nothing to link or create: 41054. Suspended: 41044.
 */
export async function signInSocialIdentity(
  db: Db,
  outbox: Outbox,
  identity: SocialIdentity,
  context: { countryId: number; language: LanguageCode; completeProfileLink: string },
): Promise<{ userId: number; created: boolean }> {
  const { provider, claims } = identity;
  return db.transaction().execute(async (trx) => {
    const linked = await trx
      .selectFrom('social_accounts')
      .innerJoin('users', 'users.id', 'social_accounts.user_id')
      .select(['users.id', 'users.suspended_at'])
      .where('social_accounts.provider', '=', provider)
      .where('social_accounts.subject', '=', claims.sub)
      .executeTakeFirst();
    if (linked) {
      if (linked.suspended_at) throw new ApiError(errorCodes.accountSuspended);
      await trx
        .updateTable('social_accounts')
        .set({ last_login_at: new Date() })
        .where('provider', '=', provider)
        .where('subject', '=', claims.sub)
        .execute();
      return { userId: linked.id, created: false };
    }

    const email = claims.email?.trim();
    if (!email || claims.email_verified !== true || !isPlausibleEmail(email)) {
      throw new ApiError(socialLoginCodes.emailUnverified);
    }
    let userId: number;
    let created = false;
    const existing = await findByEmail(trx, email);
    if (existing) {
      if (existing.suspended_at) throw new ApiError(errorCodes.accountSuspended);
      userId = existing.id;
      // The provider proved the address, as a mailed code would have.
      await trx.updateTable('users').set({ is_email_verify: true }).where('id', '=', userId).execute();
    } else {
      const names = namesOf(identity, email);
      const inserted = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: null,
          first_name: names.first,
          last_name: names.last,
          phone_num: null,
          role: 'jobseeker',
          active_key: 1,
          is_email_verify: true,
          is_mobile_verified: false,
          is_profile_completed: false,
          avatar: pictureOf(identity),
          country_id: context.countryId,
          suspended_at: null,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).where(sql<boolean>`email <> ''`).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) {
        userId = inserted.id;
        created = true;
        await enqueueMail(outbox, {
          to: email,
          language: context.language,
          template: 'welcome',
          values: { name: names.first, link: context.completeProfileLink },
          db: trx,
        });
      } else {
        // Another sign-in with this address created the account a moment ago.
        const raced = await findByEmail(trx, email);
        if (!raced) throw new ApiError(socialLoginCodes.emailUnverified);
        userId = raced.id;
      }
    }
    // Two first sign-ins of one provider account at once: the unique key keeps one link.
    await trx
      .insertInto('social_accounts')
      .values({ provider, subject: claims.sub, user_id: userId, email })
      .onConflict((oc) => oc.columns(['provider', 'subject']).doNothing())
      .execute();
    const link = await trx
      .selectFrom('social_accounts')
      .select('user_id')
      .where('provider', '=', provider)
      .where('subject', '=', claims.sub)
      .executeTakeFirstOrThrow();
    return { userId: link.user_id, created: created && link.user_id === userId };
  });
}

function findByEmail(trx: Db, email: string) {
  return trx
    .selectFrom('users')
    .select(['id', 'suspended_at'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('email', '<>', '')
    .executeTakeFirst();
}

function namesOf(identity: SocialIdentity, email: string): { first: string; last: string } {
  const { claims, fallback } = identity;
  const clip = (value: string | null | undefined) => value?.trim().slice(0, limits.nameMax) || undefined;
  const fromName = claims.name?.trim().split(/\s+/) ?? [];
  const first =
    clip(claims.given_name) ??
    clip(fallback?.firstName) ??
    clip(fromName[0]) ??
    clip(email.slice(0, email.lastIndexOf('@'))) ??
    '';
  const last =
    clip(claims.family_name) ?? clip(fallback?.lastName) ?? clip(fromName.slice(1).join(' ')) ?? '';
  return { first, last };
}

function pictureOf(identity: SocialIdentity): string | null {
  const picture = identity.claims.picture ?? identity.fallback?.avatar ?? null;
  return picture && /^https?:\/\//i.test(picture) && picture.length <= 2000 ? picture : null;
}

function isPlausibleEmail(email: string): boolean {
  return email.length <= 320 && /^[^\s@]+@[^\s@]+$/.test(email);
}
