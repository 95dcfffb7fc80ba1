import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const employerRequests = new WeakSet<IncomingMessage>();
/** Per app server: the origins its employer listener answers on, once it listens. */
const listenerOrigins = new WeakMap<Server, Set<string>>();

/** True when the request arrived on the employer site's listener (HTML routes then get employer.html). */
export function isEmployerRequest(request: IncomingMessage): boolean {
  return employerRequests.has(request);
}

/**
 * The origins a browser reaches the employer listener of this app on (its actual port, which
 * EMPLOYER_URL may not name when the port was picked by the system). Empty before it listens.
 */
export function employerListenerOrigins(app: FastifyInstance): ReadonlySet<string> {
  return listenerOrigins.get(app.server) ?? new Set();
}

export interface EmployerListener {
  port: number;
  close(): Promise<void>;
}

/**
 * The employer (Boss) site: a second port served by the same Fastify app. Its requests and socket
 * upgrades are handed to the app's own server listeners, so every route, hook and the chat socket
 * (which listens for 'upgrade' on `app.server`) work unchanged; only the HTML differs. Call after
 * the app is listening (or ready).
 */
export async function listenEmployerSite(
  app: FastifyInstance,
  options: { port: number; host: string },
): Promise<EmployerListener> {
  const server: Server = createServer();
  server.on('request', (request, response) => {
    employerRequests.add(request);
    app.server.emit('request', request, response);
  });
  server.on('upgrade', (request, socket, head) => {
    employerRequests.add(request);
    app.server.emit('upgrade', request, socket, head);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  listenerOrigins.set(app.server, originsOf(options.host, port));
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        listenerOrigins.delete(app.server);
        server.close(() => resolve());
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}

/** A loopback or wildcard address is opened as localhost or 127.0.0.1; another host by its name. */
function originsOf(host: string, port: number): Set<string> {
  const names = ['127.0.0.1', 'localhost', '::1', '0.0.0.0', '::'].includes(host)
    ? ['localhost', '127.0.0.1']
    : [host.includes(':') ? `[${host}]` : host];
  return new Set(names.map((name) => `http://${name}:${port}`));
}
