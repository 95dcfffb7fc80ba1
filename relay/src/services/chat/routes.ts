import websocket from '@fastify/websocket';
import { chatLimits, type TServerFrame } from '@talkhire/contracts';
import type { ZodPlugin } from '../../http/zod-provider';
import { queueChatWebPushes } from '../notification/chat-web-pushes';
import { ChatConnection } from './chat-connection';
import { createChatHub } from './chat-hub';
import { createChatSendQueue } from './chat-send-queue';
import { type ChatMember, requireAllowedOrigin, requireChatMember } from './chat-socket-access';

/** A socket that answers no ping for this long is gone (a closed laptop sends no close frame). */
const heartbeatMs = 30_000;

/**
 * `GET /api/chat/socket`: the chat socket of design.md "Chat backbone". The upgrade is refused
 * (401 / 403) before any socket exists when the session or the page's Origin is not acceptable;
 * frames over 16 KiB close the socket with 1009.
 */
export const chatRoutes: ZodPlugin = async (app) => {
  const { bus, metrics, db } = app.services;
  const hub = createChatHub({ bus, metrics });
  const sendQueue = createChatSendQueue({
    db,
    bus,
    afterCommit: (deliveries) =>
      void queueChatWebPushes(db, deliveries).catch((err: unknown) =>
        app.log.warn({ err }, 'web push not queued'),
      ),
  });
  await hub.start();
  app.addHook('onClose', async () => hub.stop());
  await app.register(websocket, { options: { maxPayload: chatLimits.frameBytesMax } });

  app.addHook('preValidation', async (request) => {
    requireAllowedOrigin(app, request);
    (request as { chatMember?: ChatMember }).chatMember = await requireChatMember(app, request);
  });

  app.get('/socket', { websocket: true }, (socket, request) => {
    const member = (request as { chatMember?: ChatMember }).chatMember;
    if (!member) {
      socket.close();
      return;
    }
    const connection = new ChatConnection(member, socket, {
      db,
      bus,
      log: request.log,
      language: request.locale.language,
      onDelivered: () => hub.delivered.inc(),
      sendQueue,
    });
    hub.add(connection);
    let alive = true;
    const heartbeat = setInterval(() => {
      if (!alive) {
        socket.terminate();
        return;
      }
      alive = false;
      socket.ping();
    }, heartbeatMs);
    socket.on('pong', () => {
      alive = true;
    });
    socket.on('message', (data, isBinary) => connection.receive(data, isBinary));
    socket.on('close', () => {
      clearInterval(heartbeat);
      hub.remove(connection);
    });
    socket.on('error', () => socket.terminate());
    const welcome: TServerFrame = { type: 'welcome', user_id: member.userId, role: member.role };
    socket.send(JSON.stringify(welcome));
  });
};
