import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { requireSignedIn, type SignedIn } from '../authentication/sessions';

const seekers = new WeakMap<FastifyRequest, SignedIn>();

/**
 * Every route of the calling plugin needs a signed-in seeker. The check runs before the body is
 * parsed, so a stranger gets 401 / 40003 and never learns what a valid request looks like.
 */
export function requireSeekerOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    seekers.set(request, await requireSignedIn(app, request));
  });
}

/** The seeker the hook found for this request. */
export function seekerOf(request: FastifyRequest): SignedIn {
  const seeker = seekers.get(request);
  if (!seeker) throw new ApiError(errorCodes.credentialsNotProvided);
  return seeker;
}
