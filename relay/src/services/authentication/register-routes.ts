import { ZRegisterBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { registerAccount } from './register-account';

/** Spec §7: POST authentication /register (the data service serves the same at /users/register). */
export const registerRoutes: ZodPlugin = async (app) => {
  app.post('/register', { schema: { body: ZRegisterBody } }, async (request, reply) =>
    ok(await registerAccount(app, request, reply, request.body)),
  );
};
