import { ZChatCheckExistsQuery, ZChatStartBody, ZChatStartParams } from '@talkhire/contracts';
import { ok } from '../../http/envelope';
import type { ZodPlugin } from '../../http/zod-provider';
import { requireSeekerOnEveryRoute, seekerOf } from '../jobseekers/signed-in-seeker';
import { listChatCards } from './chat-cards';
import { publishChatDeliveries } from './chat-event-log';
import { checkChatExists, startChat } from './start-chat';

/**
 * Starting a chat from a job (spec §4, §6, §7), under /api/job-applications: logged out → 401,
 * yourself → 41140, incomplete profile or blocked company → 403 / 40005, identity not eligible →
 * 41274; and the cards the conversation list shows beside the synced store.
 */
export const chatStartRoutes: ZodPlugin = async (app) => {
  const { db, bus } = app.services;
  requireSeekerOnEveryRoute(app);

  app.get(
    '/chats/check-exists/:recruiterId/jobseekers',
    { schema: { params: ZChatStartParams, querystring: ZChatCheckExistsQuery } },
    async (request) => {
      const { userId } = seekerOf(request);
      return ok(
        await checkChatExists(db, {
          seekerId: userId,
          recruiterId: request.params.recruiterId,
          jobId: request.query.job_id ?? null,
        }),
      );
    },
  );

  app.post(
    '/chats/:recruiterId/jobseekers',
    { schema: { params: ZChatStartParams, body: ZChatStartBody } },
    async (request) => {
      const { userId } = seekerOf(request);
      const { result, deliveries } = await startChat(db, {
        seekerId: userId,
        recruiterId: request.params.recruiterId,
        jobId: request.body.job_id ?? null,
        switchJob: request.body.switch_job ?? false,
      });
      await publishChatDeliveries(bus, deliveries);
      return ok(result);
    },
  );

  app.get('/chats', async (request) => {
    const { userId } = seekerOf(request);
    return ok({ chats: await listChatCards(db, userId) });
  });
};
