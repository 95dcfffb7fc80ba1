import type { FastifyInstance } from 'fastify';

export type Fetch = (
  url: string,
  init?: { method?: string; headers?: Headers | Record<string, string>; body?: string },
) => Promise<Response>;

/**
 * A fetch that sends the request through this app instead of a socket: the request line,
 * headers and body are the same as over the network (Host and X-Forwarded-Proto name the URL's
 * origin, so the sandbox computes the same issuer), and the answer is a real `Response`.
 */
export function inProcessFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    headers.host = target.host;
    headers['x-forwarded-proto'] = target.protocol.replace(':', '');
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers,
      ...(init.body === undefined ? {} : { payload: init.body }),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const item of [value].flat()) responseHeaders.append(name, String(item));
    }
    const bodyless =
      res.statusCode === 204 || res.statusCode === 304 || (res.statusCode >= 100 && res.statusCode < 200);
    return new Response(bodyless ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: responseHeaders,
    });
  };
}

/** The network fetch, with a timeout: a provider that hangs must not hold a sign-in forever. */
export const networkFetch: Fetch = (url, init = {}) =>
  fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
