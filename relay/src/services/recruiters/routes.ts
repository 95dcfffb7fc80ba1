import {
  errorCodes,
  ZBossCandidateParams,
  ZBossCandidateQuery,
  ZBossConversationsQuery,
  ZBossOpenChatBody,
  ZBossResumeParams,
  ZNotSuitableBody,
} from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { publishChatDeliveries } from '../chat/chat-event-log';
import { publishChatPush } from '../chat/chat-push';
import { openChat } from '../chat/open-chat';
import { recordApplicationEvent } from '../job-applications/record-application-event';
import { recordProfileView } from '../jobseekers/profile-views';
import { advanceApplications, readBossCandidate } from './boss-candidate';
import { readBossConversations } from './boss-conversations';
import { requireApplication, requireVisibleCandidate } from './candidate-access';
import { recruiterAccountOf, requireRecruiter, type SignedInRecruiter } from './recruiter-session';

const recruiters = new WeakMap<FastifyRequest, SignedInRecruiter>();

const ZCandidateJobBody = z
  .object({ job_id: z.coerce.number<string | number>().int().positive().max(2_147_483_647) })
  .strict();

/**
 * The employer (Boss) console's API under `/api/recruiters`: every route needs a recruiter's
 * session (401 without one, 403 for a seeker's), checked before the body is read.
 */
export const recruitersRoutes: ZodPlugin = async (app) => {
  const { db, bus, files } = app.services;
  const fastify = app as unknown as FastifyInstance;
  app.addHook('onRequest', async (request) => {
    recruiters.set(request, await requireRecruiter(fastify, request));
  });
  const me = (request: FastifyRequest) => {
    const recruiter = recruiters.get(request);
    if (!recruiter) throw new ApiError(errorCodes.credentialsNotProvided);
    return recruiter;
  };

  app.get('/me', async (request) => {
    const account = await recruiterAccountOf(fastify, me(request).userId);
    if (!account) throw new ApiError(errorCodes.noPermission);
    const company = await db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', account.company_id)
      .executeTakeFirstOrThrow();
    return ok({ ...account, company_name: company.name });
  });

  app.get('/conversations', { schema: { querystring: ZBossConversationsQuery } }, async (request) =>
    ok(await readBossConversations(db, me(request), request.query)),
  );

  // Opening the profile is a view (Who viewed me) and moves a fresh application to 'viewed'.
  app.get(
    '/candidates/:jobseekerId',
    { schema: { params: ZBossCandidateParams, querystring: ZBossCandidateQuery } },
    async (request) => {
      const recruiter = me(request);
      const { jobseekerId } = request.params;
      await requireVisibleCandidate(db, recruiter, jobseekerId);
      await recordProfileView(db, {
        recruiterId: recruiter.recruiterId,
        jobseekerId,
        jobId: request.query.job_id ?? null,
      });
      await advanceApplications(db, recruiter, {
        jobseekerId,
        jobId: request.query.job_id,
        from: ['applied'],
        kind: 'viewed',
      });
      return ok(await readBossCandidate(db, recruiter, jobseekerId));
    },
  );

  app.get(
    '/candidates/:jobseekerId/resumes/:resumeId/download',
    { schema: { params: ZBossResumeParams } },
    async (request, reply) => {
      const recruiter = me(request);
      const { jobseekerId, resumeId } = request.params;
      await requireVisibleCandidate(db, recruiter, jobseekerId);
      const resume = await db
        .selectFrom('resumes')
        .select(['filename', 'mime', 'storage_key'])
        .where('id', '=', resumeId)
        .where('user_id', '=', jobseekerId)
        .executeTakeFirst();
      const bytes = resume ? await files.get(resume.storage_key) : null;
      if (!resume || !bytes) throw new ApiError(errorCodes.notFound);
      await advanceApplications(db, recruiter, {
        jobseekerId,
        from: ['applied', 'viewed'],
        kind: 'resume_downloaded',
      });
      return reply
        .header('content-type', resume.mime)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(resume.filename)}`)
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );

  app.post(
    '/candidates/:jobseekerId/viewed',
    { schema: { params: ZBossCandidateParams, body: ZCandidateJobBody } },
    async (request) => {
      const recruiter = me(request);
      const { jobseekerId } = request.params;
      await requireVisibleCandidate(db, recruiter, jobseekerId);
      const application = await requireApplication(db, recruiter, {
        jobseekerId,
        jobId: request.body.job_id,
      });
      // Marking viewed moves a fresh application on; a later step (interview, not suitable) stays.
      const moved = await advanceApplications(db, recruiter, {
        jobseekerId,
        jobId: request.body.job_id,
        from: ['applied'],
        kind: 'viewed',
      });
      const now = await db
        .selectFrom('applications')
        .select('status')
        .where('id', '=', application.id)
        .executeTakeFirstOrThrow();
      return ok({ application_id: application.id, status: now.status, recorded: moved > 0 });
    },
  );

  app.post(
    '/candidates/:jobseekerId/not-suitable',
    { schema: { params: ZBossCandidateParams, body: ZNotSuitableBody.extend(ZCandidateJobBody.shape) } },
    async (request) => {
      const recruiter = me(request);
      const { jobseekerId } = request.params;
      await requireVisibleCandidate(db, recruiter, jobseekerId);
      const application = await requireApplication(db, recruiter, {
        jobseekerId,
        jobId: request.body.job_id,
      });
      if (application.status === 'not_suitable')
        throw new ApiError(errorCodes.parameterInvalid, {
          status: 409,
          fields: { error: ['boss.already_not_suitable'] },
        });
      const event = await recordApplicationEvent(db, application.id, 'not_suitable', request.body.reason);
      return ok({ application_id: application.id, status: event.kind, event });
    },
  );

  // The Boss answers an application that has no chat yet by opening one about its job.
  app.post('/chats', { schema: { body: ZBossOpenChatBody } }, async (request) => {
    const recruiter = me(request);
    const application = await db
      .selectFrom('applications as a')
      .innerJoin('jobs as j', 'j.id', 'a.job_id')
      .select(['a.jobseeker_id', 'a.job_id'])
      .where('a.id', '=', request.body.application_id)
      .where('j.recruiter_id', '=', recruiter.recruiterId)
      .executeTakeFirst();
    if (!application) throw new ApiError(errorCodes.notFound);
    await requireVisibleCandidate(db, recruiter, application.jobseeker_id);
    const { chat, created, deliveries } = await openChat(db, {
      jobseekerId: application.jobseeker_id,
      recruiterId: recruiter.recruiterId,
      jobId: application.job_id,
    });
    await publishChatDeliveries(bus, deliveries);
    // The Boss reached out: the seeker's open pages go to the chat (spec §2 jobseeker_redirect).
    if (created) await publishChatPush(bus, { user_id: application.jobseeker_id, chat_id: chat.id });
    return ok({ chat_id: chat.id });
  });
};
