import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { seekerIdOf } from '../../http/viewer';
import { readJobDetail, readJobStatic } from './job-detail-read';
import { similarJobs } from './job-detail-similar';

/**
 * Shared caches may keep the static part a minute: a job's text changes rarely, and its status
 * (closed, on hold) showing a minute late does no harm, since applying checks it again.
 */
const staticCaching = 'public, max-age=60';

/** Spec §7: one job's page, its static part and its similar jobs. */
export async function jobDetailRoutes(app: FastifyInstance) {
  const { db } = app.services;
  const api = endpoints.jobs;

  serveEndpoint(app, api.similar, async ({ query, locale, viewer }) =>
    similarJobs(db, query.job_id, query.size, locale.language, seekerIdOf(viewer)),
  );
  serveEndpoint(app, api.detail, async ({ params, locale, viewer }) =>
    readJobDetail(db, params.jobId, locale.language, seekerIdOf(viewer)),
  );
  serveEndpoint(
    app,
    api.static,
    async ({ params, locale }, _request, reply) => {
      const job = await readJobStatic(db, params.jobId, locale.language);
      // The language is the only input besides the path: Language-Id, or language_code in the URL.
      reply.header('cache-control', staticCaching).header('vary', 'language-id');
      return job;
    },
    { sameForEveryone: true },
  );
}
