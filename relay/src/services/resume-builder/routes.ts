import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { generateResume } from './generate-resume';
import { listResumeTemplates } from './resume-templates';

/** Resume templates and the resume made from the profile (spec §2, §7 POST /generate-resume). */
export async function resumeBuilderRoutes(app: FastifyInstance) {
  const { db, files } = app.services;
  const api = endpoints.resumeBuilder;
  serveEndpoint(app, api.templates, async () => listResumeTemplates(), { sameForEveryone: true });
  serveEndpoint(app, api.generate, async ({ viewer, body, locale }, request) =>
    generateResume({ db, files, log: request.log }, viewer.userId, {
      template: body.template,
      language: body.language ?? locale.language,
    }),
  );
}
