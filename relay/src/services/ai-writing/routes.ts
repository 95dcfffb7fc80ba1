import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import type { RateRule } from '../../http/rate-limit';
import { serveEndpoint } from '../../http/serve-endpoint';
import { sessionUser } from '../authentication';
import { replaceAvatar } from '../avatars';
import { rewriteUserCookie } from '../jobseekers';
import { generateAvatar, listAvatarCandidates, markChosen, readCandidate } from './ai-avatars';
import { writeCareerSummary } from './career-summary';
import { writingQuota } from './writing-quota';

/** Choosing re-renders a picture (a second of CPU): a person chooses a few times, a script more. */
const avatarChoicesPerUser: RateRule = { limit: 30, windowSeconds: 3600 };

/**
 * Issue 17 points 3 and 4: the career summary writing (the same under POST, PUT and PATCH, spec
 * §7) and AI avatars. The provider is read from `app.services.ai` at each request.
 */
export async function aiWritingRoutes(app: FastifyInstance) {
  const { db, files, rateLimits } = app.services;
  const api = endpoints.aiWriting;

  for (const definition of [api.careerSummary, api.careerSummaryPut, api.careerSummaryPatch])
    serveEndpoint(app, definition, async ({ body, viewer, locale }, request, reply) =>
      writeCareerSummary(
        { db, ai: app.services.ai },
        {
          userId: viewer.userId,
          jobPreferenceId: body.job_preference_id,
          rewriteType: body.rewrite_type,
          currentText: body.current_text,
          stream: body.stream,
          language: locale.language,
        },
        request,
        reply,
      ),
    );

  serveEndpoint(app, api.writingQuota, async ({ viewer }) => writingQuota(db, viewer.userId));

  serveEndpoint(app, api.avatarCandidates, async ({ viewer }) => listAvatarCandidates(db, viewer.userId));

  serveEndpoint(app, api.generateAvatar, async ({ viewer }) =>
    generateAvatar({ db, files, ai: app.services.ai }, viewer.userId),
  );

  serveEndpoint(app, api.chooseAvatar, async ({ params, viewer }, request, reply) => {
    await rateLimits.consume(`ai-avatar-choose:user:${viewer.userId}`, avatarChoicesPerUser);
    const png = await readCandidate({ db, files }, viewer.userId, params.id);
    await replaceAvatar({ db, files, log: request.log }, viewer.userId, png);
    await markChosen(db, viewer.userId, params.id);
    return rewriteUserCookie(db, request, reply, viewer.sessionId, await sessionUser(db, viewer.userId));
  });

  serveEndpoint(app, api.avatarCandidate, async ({ params, viewer }, _request, reply) =>
    reply
      .header('content-type', 'image/png')
      .header('cache-control', 'private, max-age=86400')
      .send(await readCandidate({ db, files }, viewer.userId, params.name.slice(0, 32))),
  );
}
