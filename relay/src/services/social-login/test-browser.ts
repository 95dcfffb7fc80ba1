import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../app';

/**
 * A browser for `inject` tests: keeps the cookies each answer sets (by name and path, as a browser
 * does, dropping the ones cleared) and sends those whose path matches, so a flow across several
 * requests and redirects can be followed by hand.
 */
export function testBrowser(app: App) {
  const jar = new Map<string, { name: string; value: string; path: string }>();

  function store(res: LightMyRequestResponse) {
    for (const cookie of res.cookies as {
      name: string;
      value: string;
      path?: string;
      expires?: Date;
      maxAge?: number;
    }[]) {
      const path = cookie.path ?? '/';
      const key = `${cookie.name}@${path}`;
      const cleared =
        cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (cleared) jar.delete(key);
      else jar.set(key, { name: cookie.name, value: cookie.value, path });
    }
  }

  function cookiesFor(url: string): Record<string, string> {
    const pathname = new URL(url, 'http://localhost').pathname;
    const out: Record<string, string> = {};
    for (const cookie of jar.values()) {
      if (
        pathname === cookie.path.replace(/\/$/, '') ||
        pathname.startsWith(cookie.path.endsWith('/') ? cookie.path : `${cookie.path}/`) ||
        cookie.path === '/'
      ) {
        out[cookie.name] = cookie.value;
      }
    }
    return out;
  }

  return {
    async request(options: InjectOptions & { url: string }) {
      const res = await app.inject({
        ...options,
        cookies: { ...cookiesFor(options.url), ...(options.cookies ?? {}) },
      });
      store(res);
      return res;
    },
    cookie(name: string): string | undefined {
      return [...jar.values()].find((c) => c.name === name)?.value;
    },
    /** Cookies as a `cookie` header, for requests made with fetch. */
    header(url: string): string {
      return Object.entries(cookiesFor(url))
        .map(([name, value]) => `${name}=${value}`)
        .join('; ');
    },
  };
}

/** The path and query of a redirect's Location, for following it with inject. */
export function locationOf(res: LightMyRequestResponse): URL {
  const location = res.headers.location;
  if (typeof location !== 'string') throw new Error(`no redirect (status ${res.statusCode}): ${res.body}`);
  return new URL(location, 'http://localhost:80');
}
