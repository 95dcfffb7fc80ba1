import type { FastifyRequest } from 'fastify';
import type { RelayConfig } from '../config/config';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where links in mail point: PUBLIC_URL when configured (set it in every deployment). Without it
 * the request's origin is used only for a loopback host: anyone can register someone else's
 * address, so a forged Host header must never put a stranger's domain in mail to that address.
 */
export function publicOrigin(
  config: Pick<RelayConfig, 'PUBLIC_URL' | 'PORT'>,
  request: FastifyRequest,
): string {
  const { PUBLIC_URL, PORT } = config;
  if (PUBLIC_URL) return PUBLIC_URL.replace(/\/+$/, '');
  const port = request.port;
  if (loopbackHosts.has(request.hostname) && (port === null || Number.isInteger(port))) {
    // Rebuilt from the parsed parts, so 'localhost:1@evil.example' cannot survive as a host.
    return `${request.protocol === 'https' ? 'https' : 'http'}://${request.hostname}${port ? `:${port}` : ''}`;
  }
  return `http://localhost:${PORT}`;
}
