import { endpoints } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../../http/serve-endpoint';
import { listChatCards } from './chat-cards';
import { publishChatDeliveries } from './chat-event-log';
import { checkChatExists, startChat } from './start-chat';

/**
 * Starting a chat from a job (spec §4, §6, §7), under /api/job-applications: logged out → 401,
 * yourself → 41140, incomplete profile or blocked company → 403 / 40005, identity not eligible →
 * 41274; and the cards the conversation list shows beside the synced store.
 */
export async function chatStartRoutes(app: FastifyInstance) {
  const { db, bus } = app.services;
  const api = endpoints.chat;

  serveEndpoint(app, api.checkExists, async ({ viewer, params, query }) =>
    checkChatExists(db, {
      seekerId: viewer.userId,
      recruiterId: params.recruiterId,
      jobId: query.job_id ?? null,
    }),
  );
  serveEndpoint(app, api.start, async ({ viewer, params, body }) => {
    const { result, deliveries } = await startChat(db, {
      seekerId: viewer.userId,
      recruiterId: params.recruiterId,
      jobId: body.job_id ?? null,
      switchJob: body.switch_job ?? false,
    });
    await publishChatDeliveries(bus, deliveries);
    return result;
  });
  serveEndpoint(app, api.cards, async ({ viewer }) => ({ chats: await listChatCards(db, viewer.userId) }));
}
