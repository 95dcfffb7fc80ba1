import { EventEmitter } from 'node:events';
import websocket from '@fastify/websocket';
import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { InspectionHub } from './inspection-hub';
import { inspectRelayLifecycles } from './lifecycle-inspection';
import { machineCatalogue } from './machine-catalogue';
import { renderMachinesPage } from './machines-page';
import { machinesScript } from './machines-script';
import { machinesStyle } from './machines-style';

/** A source's message is one inspection event: a snapshot with a large context stays well under this. */
const maxEventBytes = 1024 * 1024;

/**
 * The developers' statechart inspector (mounted only when `isMachineInspectorOn`): `/dev/inspect`,
 * the WebSocket hub pages, the chat worker and the relay send @statelyai/inspect's inspection
 * events to (`?role=source`) and viewers follow (`?role=viewer`), and `/dev/machines`, the page
 * that draws every machine and shows its running actors.
 */
export async function machineInspectorRoutes(app: FastifyInstance) {
  const hub = new InspectionHub();
  const unwatch = await inspectRelayLifecycles(hub);
  app.addHook('onClose', async () => unwatch());
  // The chat feature's websocket plugin already takes the server's upgrades and routes them; this
  // scope's instance only wraps its own route, so it listens on a server that never upgrades.
  await app.register(websocket, {
    options: { maxPayload: maxEventBytes, server: new EventEmitter() as never },
  });

  app.get('/dev/machines', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMachinesPage()),
  );
  app.get('/dev/machines/machines.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(machinesScript),
  );
  app.get('/dev/machines/machines.css', async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(machinesStyle),
  );
  app.get('/dev/machines/catalogue', async () => ok(machineCatalogue()));

  app.route({
    method: 'GET',
    url: '/dev/inspect',
    // Only this site's own pages (either site's origin) and tools without an Origin may connect:
    // inspection events carry what the machines hold (addresses, names).
    onRequest: async (request) => requireOwnOrigin(request),
    handler: (_request, reply) => reply.status(426).send(),
    wsHandler: (socket, request) => {
      const role = (request.query as { role?: string }).role === 'source' ? 'source' : 'viewer';
      socket.on('error', () => socket.terminate());
      if (role === 'viewer') {
        const stop = hub.watch({ send: (data) => socket.send(data) });
        socket.on('close', stop);
        return;
      }
      socket.on('message', (data, isBinary) => {
        if (!isBinary) hub.receive(data.toString());
      });
    },
  });
}

function requireOwnOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new ApiError(errorCodes.noPermission);
  }
  if (host !== request.headers.host) throw new ApiError(errorCodes.noPermission);
}
