import { ZEmailVerifyQuery, ZRegisterBody } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { registerAccount } from '../authentication/register-account';
import { confirmEmailVerification, sendEmailVerification } from './email-verification';
import { jobApplicationRoutes } from './job-application-routes';

/** Data service (spec §7 'data'): registration at its second path, and email verification. */
export const dataRoutes: ZodPlugin = async (app) => {
  await app.register(jobApplicationRoutes);
  app.post('/users/register', { schema: { body: ZRegisterBody } }, async (request, reply) =>
    ok(await registerAccount(app, request, reply, request.body)),
  );

  app.post('/email/generate-otp', async (request) => ok(await sendEmailVerification(app, request)));

  app.get('/email/verify', { schema: { querystring: ZEmailVerifyQuery } }, async (request, reply) =>
    ok(await confirmEmailVerification(app, request, reply, request.query.code)),
  );
};
