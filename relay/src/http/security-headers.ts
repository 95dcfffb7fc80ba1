import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { RelayConfig } from '../config/config';

/**
 * Security headers on every answer, the employer listener's included (its requests run through
 * this app's hooks): the Content-Security-Policy below, nosniff, a referrer trimmed to the origin
 * across sites, no framing, and HSTS once the site is public over https.
 *
 * Helmet works the headers out once, here: @fastify/helmet built helmet's middleware again for
 * every request (parsing the policy each time), about 2 % of the relay's CPU under beacon load.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: RelayConfig) {
  const headers = securityHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers helmet sets on an answer, read by running its middleware on a recording answer. */
export function securityHeaders(config: RelayConfig): Record<string, string> {
  const https = isHttpsSite(config);
  const middleware = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Browsers ignore HSTS over http; sent over https it pins the host for a year. Subdomains are
    // left out: other hosts of the domain may be served by someone else.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * The policy the built site runs under (the e2e suite fails on any violation):
 * - scripts and style sheets only from files of this origin: Vite emits no inline script, and the
 *   JSON-LD and the server-rendered page's state are data blocks CSP does not govern;
 * - style attributes inline: a page rendered on the server writes React's style props as
 *   attributes (the accessible primitives position and hide with them). An attribute cannot run
 *   script, and `<style>` elements stay refused;
 * - images also from data: (inlined flags, the QR code) and blob: (attachment previews);
 * - connections to this origin, with the chat socket's ws:/wss: forms of both sites named as
 *   well, for browsers whose 'self' does not cover WebSocket schemes;
 * - workers (chat SharedWorker, service worker) from this origin;
 * - forms post only here (the OIDC sandbox's pages post to the relay that serves them).
 */
export function contentSecurityPolicy(config: RelayConfig): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...socketOrigins(config)],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(isHttpsSite(config) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function isHttpsSite(config: Pick<RelayConfig, 'PUBLIC_URL'>): boolean {
  return config.PUBLIC_URL?.startsWith('https:') ?? false;
}

/** ws://host or wss://host of the seeker and employer sites as configured. */
function socketOrigins(config: Pick<RelayConfig, 'PUBLIC_URL' | 'EMPLOYER_URL'>): string[] {
  const origins = [config.PUBLIC_URL, config.EMPLOYER_URL]
    .filter((url): url is string => Boolean(url))
    .map((url) => new URL(url))
    .map((url) => `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`);
  return [...new Set(origins)];
}
