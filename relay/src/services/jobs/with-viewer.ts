import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSignedIn } from '../authentication/sessions';

/** The request's locale plus the signed-in seeker, whose blocked companies the lists leave out. */
export async function withViewer(app: FastifyInstance, request: FastifyRequest) {
  return { ...request.locale, viewerId: (await readSignedIn(app, request))?.userId ?? null };
}
