import { timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@talkhire/contracts';
import type { onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from './api-error';

/**
 * An onRequest hook for endpoints meant for the people who run the site, not its users: the
 * `Authorization: Bearer {token}` header must match, compared in constant time; otherwise 401 / 40003.
 */
export function requireBearerToken(token: string): onRequestAsyncHookHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (request) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new ApiError(errorCodes.credentialsNotProvided);
    }
  };
}
