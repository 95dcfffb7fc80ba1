import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { registerAccount } from './register-account';

/** Spec §7: POST authentication /register (the data service serves the same at /users/register). */
export async function registerRoutes(app: FastifyInstance) {
  serveEndpoint(app, endpoints.accounts.register, async ({ body }, request, reply) =>
    registerAccount(app.services, request, reply, body),
  );
}
