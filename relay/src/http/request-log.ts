import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { endpointOf } from './serve-endpoint';

/** Probes that load balancers and Prometheus call every few seconds. */
const probes = new Set(['/healthz', '/metrics']);

/**
 * One line per request instead of Fastify's two ("incoming request", "request completed"),
 * written when the answer is sent: method, address, status and duration, in the fields Fastify's
 * lines used (`req`, `res`, `responseTime`). Static files (hashed assets, any file of the built
 * web) and the probes write none unless the relay failed them: they are most requests and say
 * nothing about use. A 404 says so in its own line, not in a second one.
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

/** A probe, or a file: a path with an extension that no catalogue endpoint serves (robots.txt is one). */
function isQuiet(request: FastifyRequest): boolean {
  const path = request.url.split('?', 1)[0] ?? '';
  if (probes.has(path) || path.startsWith('/assets/')) return true;
  return /\.[A-Za-z0-9]+$/.test(path) && endpointOf(request) === undefined;
}
