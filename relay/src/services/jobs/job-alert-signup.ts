import { randomBytes } from 'node:crypto';
import { limits } from '@talkhire/config';
import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { findAccountByEmail, registerAccount } from '../authentication';

/**
 * Spec §5 job-alert sign-up without an account: the first name is the part of the email before
 * the @, the password is random, terms are not accepted, and the source is 'jobalert'. The
 * browser is signed in to the new account, as quick apply does. An address that already has an
 * account must sign in instead (48905): otherwise anyone could attach alerts to someone's account.
 */
export async function signUpForJobAlert(
  services: Pick<FastifyInstance['services'], 'db' | 'outbox' | 'rateLimits' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  deviceUuid: string | undefined,
): Promise<number> {
  if (await findAccountByEmail(services.db, email)) {
    throw new ApiError(errorCodes.emailAlreadyRegistered);
  }
  const localPart = email.slice(0, email.lastIndexOf('@')).trim();
  const user = await registerAccount(services, request, reply, {
    email,
    password: randomBytes(24).toString('base64url'),
    first_name: localPart.slice(0, limits.nameMax) || email.slice(0, limits.nameMax),
    last_name: '',
    terms_and_condition: false,
    is_subscribe: false,
    source: 'jobalert',
    country_key: request.locale.edition.key,
    client_id: '1',
    client_secret: 'jobalert',
    campaign: undefined,
    contact_number: undefined,
    device_uuid: deviceUuid,
  });
  return user.id;
}
