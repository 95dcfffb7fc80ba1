import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { latestAnalysis, markIssue, startAnalysis } from './resume-analysis';

/**
 * AI resume analysis under /api/jobseekers/ai (issue 17, spec §4): the latest result, a start
 * (answered at once as generating; the checks run after the answer), and marking an issue resolved.
 */
export async function aiResumeRoutes(app: FastifyInstance) {
  const { db, files, ai } = app.services;
  const api = endpoints.aiResume;
  const onError = (err: unknown, message: string) => app.log.error({ err }, message);

  serveEndpoint(app, api.latest, async ({ viewer }) => latestAnalysis({ db }, viewer.userId));
  serveEndpoint(app, api.start, async ({ viewer, locale }) => {
    const { answer } = await startAnalysis({ db, files, ai, onError }, viewer.userId, locale.language);
    return answer;
  });
  serveEndpoint(app, api.markIssue, async ({ viewer, params, body }) =>
    markIssue(db, viewer.userId, params.id, body.resolved),
  );
}
