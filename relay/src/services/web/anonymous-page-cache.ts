import type { FastifyRequest } from 'fastify';
import { sessionCookies } from '../../http/session-cookies';

/** A page as it is sent: its status, its HTML and the ETag over what it shows. */
export interface SentPage {
  status: number;
  /** A page that sends its visitor elsewhere (a signed-in page for a guest): answered as a redirect. */
  redirect?: string;
  html: string;
  etag: string;
}

export interface AnonymousPageCache {
  /** The page for this request: kept for a visitor without a session, else made for them alone. */
  page(request: FastifyRequest, make: () => Promise<SentPage>): Promise<SentPage>;
}

/**
 * Public pages as a visitor without a session sees them, kept `seconds`: a search or job page is
 * the same for every such visitor of an edition (its address, the `country` and `tz` cookies), and
 * rendering it costs tens of milliseconds of the one thread that also answers the API. Visitors who
 * ask for a page being made wait for it rather than make it again. Signed-in and guest visitors
 * (a session cookie, the readable `user` cookie) always get a page of their own.
 */
export function anonymousPageCache(
  seconds: number,
  { maxPages = 500, now = Date.now }: { maxPages?: number; now?: () => number } = {},
): AnonymousPageCache {
  const kept = new Map<string, { at: number; page: SentPage }>();
  const making = new Map<string, Promise<SentPage>>();
  return {
    async page(request, make) {
      const key = seconds > 0 ? anonymousKey(request) : null;
      if (key === null) return make();
      const hit = kept.get(key);
      if (hit && now() - hit.at < seconds * 1000) return hit.page;
      const pending = making.get(key);
      if (pending) return pending;
      const made = make().then(
        (page) => {
          making.delete(key);
          // Oldest out first: a flood of odd addresses cannot grow the cache.
          kept.delete(key);
          if (kept.size >= maxPages) kept.delete(kept.keys().next().value as string);
          // A server fault is not kept: the next visitor gets a new try.
          if (page.status < 500 || page.status === 503) kept.set(key, { at: now(), page });
          return page;
        },
        (error: unknown) => {
          making.delete(key);
          throw error;
        },
      );
      making.set(key, made);
      return made;
    },
  };
}

/** Cookies that mean the page is the visitor's own (`user` is the session's readable display fields). */
const ownPageCookies = [sessionCookies.session, sessionCookies.role, 'user'];

function anonymousKey(request: FastifyRequest): string | null {
  const cookies = request.cookies ?? {};
  if (ownPageCookies.some((name) => cookies[name] !== undefined)) return null;
  return `${request.url}\n${cookies.country ?? ''}\n${cookies.tz ?? ''}`;
}
