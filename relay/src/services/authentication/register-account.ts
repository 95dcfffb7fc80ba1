import { editionByKey, isEditionKey } from '@talkhire/config';
import { errorCodes, type TRegisterBody, type TSessionUser } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { publicOrigin } from '../../http/public-origin';
import { enqueueMail } from '../../outbox/templated-mail';
import { hashPassword } from './password';
import { findAccountByEmail } from './password-account-lookup';
import { openUserSession } from './sessions';

/** Sign-ups from one network address: enough for a shared office, too few for a script. */
// Generous enough for many people behind one office or campus address; per-email rules stay strict.
export const registerLimitPerIp = { limit: 60, windowSeconds: 600 };

/**
 * Creates a seeker account from the spec §3 registration payload and signs it in on this browser
 * (so this browser's device is the account's first known device). The account, what the sign-up
 * sent and the welcome mail are written in one transaction: all of them or none.
 */
export async function registerAccount(
  services: Pick<FastifyInstance['services'], 'db' | 'outbox' | 'rateLimits' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  body: TRegisterBody,
): Promise<TSessionUser> {
  const { db, outbox, rateLimits } = services;
  await rateLimits.consume(`register:ip:${request.ip}`, registerLimitPerIp);
  if (await findAccountByEmail(db, body.email)) throw emailTaken();
  // Spec §5's 'default password' is a form convenience; storing it would make every such account
  // open to anyone who knows it, so these accounts get no password and sign in by code.
  const passwordHash = body.password ? await hashPassword(body.password) : null;
  const countryKey = isEditionKey(body.country_key) ? body.country_key : 'tw';

  const userId = await db
    .transaction()
    .execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          email: body.email,
          password_hash: passwordHash,
          first_name: body.first_name,
          last_name: body.last_name,
          phone_num: body.contact_number ?? null,
          role: 'jobseeker',
          active_key: 1,
          is_email_verify: false,
          is_mobile_verified: false,
          is_profile_completed: false,
          avatar: null,
          country_id: editionByKey(countryKey).id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('user_registrations')
        .values({
          user_id: user.id,
          source: body.source,
          country_key: countryKey,
          is_subscribe: body.is_subscribe,
          terms_and_condition: body.terms_and_condition,
          campaign: body.campaign ?? null,
          client_id: body.client_id,
        })
        .execute();
      await enqueueMail(outbox, {
        to: body.email,
        language: request.locale.language,
        template: 'welcome',
        values: {
          name: body.first_name,
          link: `${publicOrigin(services.config, request)}/jobseeker-complete-profile`,
        },
        db: trx,
      });
      return user.id;
    })
    .catch((error: unknown) => {
      // Two sign-ups with one address at the same moment: the unique index decides, same answer.
      if ((error as { code?: string }).code === '23505') throw emailTaken();
      throw error;
    });
  return openUserSession(db, request, reply, userId, { uuid: body.device_uuid });
}

/** Spec §5: the field error is exactly 'The email has already been taken.' (errors.json 41001). */
function emailTaken() {
  return new ApiError(errorCodes.emailTaken, { fields: { email: [String(errorCodes.emailTaken)] } });
}
