import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { addCommonPhrase, editCommonPhrase, listCommonPhrases, removeCommonPhrase } from './common-phrases';

/**
 * The seeker's common phrases for chat, under /api/jobseekers (spec §9: at most 20, 41181; spec §5:
 * no contact information, 41344).
 */
export async function commonPhraseRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.chat;

  serveEndpoint(app, api.phrases, async ({ viewer }) => ({
    phrases: await listCommonPhrases(db, viewer.userId),
  }));
  serveEndpoint(app, api.addPhrase, async ({ viewer, body }) =>
    addCommonPhrase(db, viewer.userId, body.text),
  );
  serveEndpoint(app, api.editPhrase, async ({ viewer, params, body }) =>
    editCommonPhrase(db, viewer.userId, { id: params.id, text: body.text }),
  );
  serveEndpoint(app, api.removePhrase, async ({ viewer, params }) =>
    removeCommonPhrase(db, viewer.userId, params.id),
  );
}
