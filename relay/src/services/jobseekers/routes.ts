import { ZMeQuery } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn, sessionUser } from '../authentication/sessions';
import { basicProfileRoutes } from './basic-profile-routes';
import { completeProfileRoutes } from './complete-profile-routes';
import { educationRoutes } from './education-routes';
import { jobPreferenceRoutes } from './job-preference-routes';
import { resumeRoutes } from './resume-routes';
import { whoViewedMeRoutes } from './who-viewed-me-routes';
import { workExperienceRoutes } from './work-experience-routes';

/** Job seeker service (spec §7 'Job seeker service'): the signed-in seeker's own data. */
export const jobseekersRoutes: ZodPlugin = async (app) => {
  await app.register(jobPreferenceRoutes);
  await app.register(basicProfileRoutes);
  await app.register(workExperienceRoutes);
  await app.register(educationRoutes);
  await app.register(completeProfileRoutes);
  await app.register(resumeRoutes);
  await app.register(whoViewedMeRoutes);
  app.get('/me', { schema: { querystring: ZMeQuery } }, async (request) => {
    const { userId } = await requireSignedIn(app, request);
    return ok(await sessionUser(app, userId));
  });
};
