import { randomUUID } from 'node:crypto';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { endpointOf } from './serve-endpoint';

/**
 * A server-rendered page calls the API in process for its data (up to seventeen calls for home):
 * those calls carry this header with this process's secret, and are part of the page's line, not
 * lines of their own. A secret, so a visitor cannot keep their own requests out of the log.
 */
export const subRequestHeader = 'x-talkhire-sub-request';
export const subRequestMark = randomUUID();

/** Probes that load balancers and Prometheus call every few seconds. */
const probes = new Set(['/healthz', '/metrics']);

/**
 * One line per request instead of Fastify's two ("incoming request", "request completed"),
 * written when the answer is sent: method, address, status and duration, in the fields Fastify's
 * lines used (`req`, `res`, `responseTime`). Static files (hashed assets, any file of the built
 * web) and the probes write none unless the relay failed them: they are most requests and say
 * nothing about use. A 404 says so in its own line, not in a second one. A page's in-process API
 * calls write none either: the page's line is the request.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    if (!error && status < 500 && isQuiet(request)) return;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    const { method, url } = request;
    const line = { req: { method, url }, res: { statusCode: status }, responseTime };
    const message = `${method} ${url} ${status} ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else reply.log.info(line, message);
  }
}

/**
 * A probe, a page's in-process API call, or a file: a path with an extension that no catalogue
 * endpoint serves (robots.txt is one).
 */
function isQuiet(request: FastifyRequest): boolean {
  if (request.headers[subRequestHeader] === subRequestMark) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  if (probes.has(path) || path.startsWith('/assets/')) return true;
  return /\.[A-Za-z0-9]+$/.test(path) && endpointOf(request) === undefined;
}
