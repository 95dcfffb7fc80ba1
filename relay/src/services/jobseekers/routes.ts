import { ZMeQuery } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn, sessionUser } from '../authentication/sessions';

/** Job seeker service (spec §7 'Job seeker service'): the signed-in seeker's own data. */
export const jobseekersRoutes: ZodPlugin = async (app) => {
  app.get('/me', { schema: { querystring: ZMeQuery } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    return ok(await sessionUser(app, userId));
  });
};
