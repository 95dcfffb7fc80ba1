import { ZApplicationBody, ZApplicationJobParams } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSignedIn } from '../authentication/sessions';
import { applyToJob } from '../job-applications/apply-to-job';

/** Spec §7 POST data jobs/{jobId}/applications: the signed-in seeker applies. */
export const jobApplicationRoutes: ZodPlugin = async (app) => {
  app.post(
    '/jobs/:jobId/applications',
    { schema: { params: ZApplicationJobParams, body: ZApplicationBody } },
    async (request) => {
      const { userId } = await requireSignedIn(app, request);
      return ok(
        await applyToJob(
          app.services.db,
          userId,
          request.params.jobId,
          request.body,
          request.locale.language,
        ),
      );
    },
  );
};
