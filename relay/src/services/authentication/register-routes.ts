import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { registerAccount } from './register-account';

/** Spec §7: POST authentication /register (the data service serves the same at /users/register). */
export async function registerRoutes(app: FastifyInstance) {
  for (const entry of [endpoints.accounts.register, endpoints.accounts.dataRegister])
    serveEndpoint(app, entry, async ({ body }, request, reply) =>
      registerAccount(app.services, request, reply, body),
    );
}
