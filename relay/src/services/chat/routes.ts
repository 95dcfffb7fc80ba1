import websocket from '@fastify/websocket';
import { chatLimits, endpoints, type TServerFrame } from '@talkhire/contracts';
import type { FastifyInstance } from 'fastify';
import { serveSocket } from '../../http/serve-endpoint';
import { ChatConnection } from './chat-connection';
import { createChatHub } from './chat-hub';
import { createChatSendQueue } from './chat-send-queue';
import { chatMemberOf, requireAllowedOrigin } from './chat-socket-access';
import { queueChatWebPushes } from './chat-web-pushes';

/** A socket that answers no ping for this long is gone (a closed laptop sends no close frame). */
const heartbeatMs = 30_000;

/**
 * `GET /api/chat/socket`: the chat socket of design.md "Chat backbone". The upgrade is refused
 * (401 / 403) before any socket exists when the session or the page's Origin is not acceptable;
 * frames over 16 KiB close the socket with 1009.
 */
export async function chatRoutes(app: FastifyInstance) {
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

  // The plugin's hook runs before the route's session check: a foreign page is refused first, as
  // before the catalogue, whoever's cookie it carries.
  app.addHook('onRequest', async (request) => requireAllowedOrigin(app, request));

  serveSocket(app, endpoints.chat.socket, (socket, request) => {
    const member = chatMemberOf(request.viewer);
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
}
