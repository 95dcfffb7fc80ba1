import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { isFirstRegistration } from './profile-completion';

/**
 * Job seeker service: GET /check-first-registration. A seeker counts as freshly registered until
 * the profile-completion wizard has finished (spec §4), which is what the web app asks it for.
 */
export async function registerStatusRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.accounts.firstRegistration, async ({ viewer }) => ({
    is_first_registration: await isFirstRegistration(app.services.db, viewer.userId),
  }));
}
