import multipart from '@fastify/multipart';
import { endpoints, feedbackLimits } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import type { RateRule } from '../../http/rate-limit';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { listFeedback, readFeedbackPicture, saveFeedback } from './feedback';
import { readFeedbackUpload } from './read-feedback-upload';

/** A person sends feedback a few times; more from one address within an hour is a script. */
export const feedbackPerAddress: RateRule = { limit: 10, windowSeconds: 3600 };

/**
 * Spec §7 POST /user/feedback: seekers and guests (a guest gives an email to be answered at).
 * The pictures are checked by content; the form is kept with them for the operations list.
 */
export async function feedbackRoutes(app: FastifyInstance) {
  const { db, files, rateLimits } = app.services;
  await app.register(multipart, {
    // A picture beyond 5 MB is cut off and flagged, so it is refused without being kept; one part
    // more than the three pictures is read so a fourth is refused by name, not silently dropped.
    throwFileSizeLimit: false,
    limits: {
      fileSize: feedbackLimits.pictureBytes,
      files: feedbackLimits.pictures + 1,
      fields: 5,
      parts: 9,
    },
  });

  serveEndpoint(app, endpoints.feedback.send, async ({ viewer, locale }, request) => {
    await rateLimits.consume(`feedback:ip:${request.ip}`, feedbackPerAddress);
    const upload = await readFeedbackUpload(request);
    return saveFeedback(
      { db, files, log: request.log },
      { userId: seekerIdOf(viewer), language: locale.language, editionId: locale.edition.id },
      upload.fields,
      upload.pictures,
    );
  });
}

/** The operations reads of the feedback: mounted inside the ops plugin, behind its bearer token. */
export async function feedbackOpsRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  serveEndpoint(
    app,
    endpoints.feedback.opsList,
    async ({ query }) => listFeedback(db, query.page, query.size),
    {
      sameForEveryone: true,
    },
  );
  serveEndpoint(
    app,
    endpoints.feedback.opsPicture,
    async ({ params }, _request, reply) => {
      const picture = await readFeedbackPicture(files, params.name);
      return reply
        .header('content-type', picture.mime)
        .header('cache-control', 'private, no-store')
        .send(picture.bytes);
    },
    { sameForEveryone: true },
  );
}
