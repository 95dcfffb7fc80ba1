import { errorCodes } from '@talkhire/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';
import { employerListenerOrigins } from './employer-listener';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes a POST from another site's page by design and proves the request another
     * way (e.g. an OIDC callback: single-use state bound to this browser, plus PKCE).
     */
    acceptsCrossSitePost?: true;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Requests that change state must come from one of our pages, besides SameSite cookies (which
 * let a same-site but foreign origin through, and older browsers ignore): a browser names the
 * page's origin in `Origin`, or at least says `Sec-Fetch-Site: cross-site`. Either one naming
 * another site answers 403 / 40005. Requests with neither are not from a browser page (curl,
 * server to server) and carry no ambient authority worth forging, so they pass.
 */
export function installOriginCheck(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method) || request.routeOptions.config.acceptsCrossSitePost) return;
    const origin = request.headers.origin;
    const foreign =
      origin !== undefined
        ? !isAllowedOrigin(app, request, origin)
        : request.headers['sec-fetch-site'] === 'cross-site';
    if (foreign) throw new ApiError(errorCodes.noPermission);
  });
}

/**
 * Our pages' origins: the one the request was addressed to (scheme as the trusted proxy tells it,
 * and the Host), the seeker site (PUBLIC_URL), the employer site (EMPLOYER_URL) and the employer
 * listener's actual origin. The opaque origin 'null' is never ours.
 */
export function isAllowedOrigin(app: FastifyInstance, request: FastifyRequest, origin: string): boolean {
  const claimed = originOf(origin);
  if (claimed === null) return false;
  const { PUBLIC_URL, EMPLOYER_URL } = app.services.config;
  const ours = [`${request.protocol}://${request.host}`, PUBLIC_URL, EMPLOYER_URL]
    .filter((url): url is string => Boolean(url))
    .map(originOf);
  return ours.includes(claimed) || employerListenerOrigins(app).has(claimed);
}

/** scheme://host[:port] with default ports dropped, or null for anything that is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
