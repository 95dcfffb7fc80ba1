import { ZBasicProfilePatch } from '@talkhire/contracts';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { checkBasicProfile } from './basic-profile-rules';
import { todayIso } from './field-problems';
import { lockSeeker, readBasicProfile } from './profile-rows';
import { requireSeekerOnEveryRoute, seekerOf } from './signed-in-seeker';
import { rewriteUserCookie } from './user-cookie';

/**
 * PATCH /me (spec §7): the seeker's basic info, notice period and work eligibility (§4 step 1
 * saves it with the first preference). Names and avatar are display fields, so the `user` cookie
 * is written again.
 */
export const basicProfileRoutes: ZodPlugin = async (app) => {
  requireSeekerOnEveryRoute(app);
  const { db } = app.services;

  // The wizard and the profile page read the basic info back (PATCH /me answers it too).
  app.get('/profile', async (request) => {
    const profile = await readBasicProfile(db, seekerOf(request).userId);
    if (!profile) throw ApiError.notFound();
    return ok(profile);
  });

  app.patch('/me', { schema: { body: ZBasicProfilePatch } }, async (request, reply) => {
    const seeker = seekerOf(request);
    const patch = checkBasicProfile(request.body, todayIso());
    await db.transaction().execute(async (trx) => {
      await lockSeeker(trx, seeker.userId);
      if (Object.keys(patch).length > 0) {
        await trx.updateTable('users').set(patch).where('id', '=', seeker.userId).execute();
      }
    });
    const user = await rewriteUserCookie(app, request, reply, seeker);
    const profile = await readBasicProfile(db, seeker.userId);
    if (!profile) throw ApiError.notFound();
    return ok({ user, profile });
  });
};
