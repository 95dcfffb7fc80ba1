import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

const employerRequests = new WeakSet<IncomingMessage>();

/** True when the request arrived on the employer site's listener (HTML routes then get employer.html). */
export function isEmployerRequest(request: IncomingMessage): boolean {
  return employerRequests.has(request);
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
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive connections would hold close() open until they time out.
        server.closeAllConnections();
      }),
  };
}
