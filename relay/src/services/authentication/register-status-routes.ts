import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from './sessions';

/**
 * Job seeker service: GET /check-first-registration. A seeker counts as freshly registered until
 * the profile-completion wizard has finished (spec §4), which is what the web app asks it for.
 */
export const registerStatusRoutes: ZodPlugin = async (app) => {
  app.get('/check-first-registration', async (request) => {
    const { userId } = await requireSignedIn(app, request);
    const user = await app.services.db
      .selectFrom('users')
      .select('is_profile_completed')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return ok({ is_first_registration: !user.is_profile_completed });
  });
};
