import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import type { Seeker } from '../../http/viewer';
import { sessionUser } from '../authentication';
import { basicProfileOf, updateBasicProfile } from './basic-profile';
import { completeProfile } from './complete-profile';
import { educationEntries } from './educations';
import {
  createJobPreference,
  deleteJobPreference,
  listJobPreferences,
  readJobPreference,
  updateJobPreference,
} from './job-preferences';
import { createEntry, deleteEntry, updateEntry } from './profile-entries';
import { profilePartsRoutes } from './profile-parts-routes';
import { rewriteUserCookie } from './user-cookie';
import { whoViewedMe } from './who-viewed-me';
import { workExperienceEntries } from './work-experiences';

/** Job seeker service (spec §7 'Job seeker service'): the signed-in seeker's own data. */
export async function jobseekersRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.profile;
  // Names, avatar and completion are display fields: the readable `user` cookie is written again.
  const rewriteUser = async (viewer: Seeker, request: FastifyRequest, reply: FastifyReply) =>
    rewriteUserCookie(db, request, reply, viewer.sessionId, await sessionUser(db, viewer.userId));

  serveEndpoint(app, api.me, async ({ viewer }) => sessionUser(db, viewer.userId));
  serveEndpoint(app, api.basicProfile, async ({ viewer }) => basicProfileOf(db, viewer.userId));
  serveEndpoint(app, api.updateBasicProfile, async ({ viewer, body }, request, reply) => {
    const profile = await updateBasicProfile(db, viewer.userId, body);
    return { user: await rewriteUser(viewer, request, reply), profile };
  });
  serveEndpoint(app, api.completeProfile, async ({ viewer }, request, reply) => {
    await completeProfile(db, viewer.userId);
    return rewriteUser(viewer, request, reply);
  });

  serveEndpoint(app, api.jobPreferences, async ({ viewer }) => listJobPreferences(db, viewer.userId));
  serveEndpoint(app, api.jobPreference, async ({ viewer, params }) =>
    readJobPreference(db, viewer.userId, params.id),
  );
  serveEndpoint(app, api.createJobPreference, async ({ viewer, body, locale }) =>
    createJobPreference(db, viewer.userId, body, locale.edition),
  );
  serveEndpoint(app, api.updateJobPreference, async ({ viewer, params, body, locale }) =>
    updateJobPreference(db, viewer.userId, params.id, body, locale.edition),
  );
  serveEndpoint(app, api.deleteJobPreference, async ({ viewer, params }) =>
    deleteJobPreference(db, viewer.userId, params.id),
  );

  serveEndpoint(app, api.workExperiences, async ({ viewer }) =>
    workExperienceEntries.read(db, viewer.userId),
  );
  serveEndpoint(app, api.createWorkExperience, async ({ viewer, body }) =>
    createEntry(db, workExperienceEntries, viewer.userId, body),
  );
  serveEndpoint(app, api.updateWorkExperience, async ({ viewer, params, body }) =>
    updateEntry(db, workExperienceEntries, viewer.userId, params.id, body),
  );
  serveEndpoint(app, api.deleteWorkExperience, async ({ viewer, params }) =>
    deleteEntry(db, workExperienceEntries, viewer.userId, params.id),
  );

  serveEndpoint(app, api.educations, async ({ viewer }) => educationEntries.read(db, viewer.userId));
  serveEndpoint(app, api.createEducation, async ({ viewer, body }) =>
    createEntry(db, educationEntries, viewer.userId, body),
  );
  serveEndpoint(app, api.updateEducation, async ({ viewer, params, body }) =>
    updateEntry(db, educationEntries, viewer.userId, params.id, body),
  );
  serveEndpoint(app, api.deleteEducation, async ({ viewer, params }) =>
    deleteEntry(db, educationEntries, viewer.userId, params.id),
  );

  serveEndpoint(app, api.whoViewedMe, async ({ viewer, query, locale }) =>
    whoViewedMe(db, viewer.userId, query, locale.language),
  );

  // Its own plugin: the multipart parser is for the license attachment only.
  await app.register(profilePartsRoutes);
}
