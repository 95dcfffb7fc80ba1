import { languageCodes } from '@talkhire/config';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type PageHandle, pageRoutes } from './page-routes';

const routes = pageRoutes();

/** The page route a path lands on, with its chunk loaded. */
async function pageAt(path: string) {
  const match = matchRoutes(routes, path)?.at(-1);
  if (!match) throw new Error(`nothing matches ${path}`);
  const route = match.route as RouteObject & { handle: PageHandle };
  const loaded = typeof route.lazy === 'function' ? await route.lazy() : {};
  return { module: route.handle.module, Component: (loaded as { Component?: unknown }).Component };
}

describe('page routes', () => {
  it('load a page for every route, from the chunk they tell the server to preload', async () => {
    for (const path of [
      '/',
      '/job/sales-1',
      '/chat',
      '/companies',
      '/company/a-1',
      '/my-jobs/saved',
      '/x-jobs',
      '/a/b/c',
    ]) {
      const page = await pageAt(path);
      expect(page.Component, path).toBeTypeOf('function');
      expect(page.module, path).toMatch(/^src\/app\/pages\/[a-z-]+\.ts$/);
    }
  });

  it('serve every language under its prefix, an unknown language segment as an English search', async () => {
    for (const code of languageCodes)
      expect((await pageAt(`/${code}/companies`)).module).toBe('src/app/pages/companies.ts');
    expect((await pageAt('/ar')).module).toBe('src/app/pages/home.ts');
    expect((await pageAt('/sales-jobs')).module).toBe('src/app/pages/job-search.ts');
    expect((await pageAt('/ar/x/y')).module).toBe('src/app/pages/not-found.ts');
  });
});
