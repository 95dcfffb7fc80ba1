import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { anonymousPageCache, type SentPage } from './anonymous-page-cache';

const visit = (url: string, cookies: Record<string, string> = {}) => ({ url, cookies }) as FastifyRequest;

/** A page maker that counts how often it ran and answers with the given status. */
function maker(status = 200) {
  let made = 0;
  return {
    make: async (): Promise<SentPage> => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { status, html: `<p>page ${made}</p>`, etag: `"${made}"` };
    },
    get made() {
      return made;
    },
  };
}

describe('the anonymous page cache', () => {
  it('makes a page once for visitors without a session asking at once or within its seconds', async () => {
    let clock = 0;
    const cache = anonymousPageCache(10, { now: () => clock });
    const pages = maker();
    const first = await Promise.all([1, 2, 3].map(() => cache.page(visit('/nurse-jobs'), pages.make)));
    expect(pages.made).toBe(1);
    expect(new Set(first.map((page) => page.html)).size).toBe(1);
    clock = 9_999;
    await cache.page(visit('/nurse-jobs', { uuid: 'x' }), pages.make);
    expect(pages.made).toBe(1);
    clock = 10_000;
    expect((await cache.page(visit('/nurse-jobs'), pages.make)).html).toBe('<p>page 2</p>');
  });

  it('keeps one page per address, edition and time zone', async () => {
    const cache = anonymousPageCache(10);
    const pages = maker();
    await cache.page(visit('/nurse-jobs'), pages.make);
    await cache.page(visit('/nurse-jobs?page=2'), pages.make);
    await cache.page(visit('/nurse-jobs', { country: 'jp' }), pages.make);
    await cache.page(visit('/nurse-jobs', { tz: 'Asia/Tokyo' }), pages.make);
    expect(pages.made).toBe(4);
  });

  it('makes every page anew for a visitor with a session, and when it is off', async () => {
    const cache = anonymousPageCache(10);
    const pages = maker();
    const sessions: Record<string, string>[] = [{ sessionid: 's' }, { session_role: '1' }, { user: '{}' }];
    for (const cookies of sessions) await cache.page(visit('/nurse-jobs', cookies), pages.make);
    expect(pages.made).toBe(3);
    const off = anonymousPageCache(0);
    await off.page(visit('/nurse-jobs'), pages.make);
    await off.page(visit('/nurse-jobs'), pages.make);
    expect(pages.made).toBe(5);
  });

  it('keeps no server fault, and holds at most its number of pages', async () => {
    const cache = anonymousPageCache(10, { maxPages: 2 });
    const failing = maker(500);
    await cache.page(visit('/a'), failing.make);
    await cache.page(visit('/a'), failing.make);
    expect(failing.made).toBe(2);
    const pages = maker();
    for (const url of ['/a', '/b', '/c', '/a']) await cache.page(visit(url), pages.make);
    expect(pages.made).toBe(4);
  });
});
