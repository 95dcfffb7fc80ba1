import { languageCodes } from '@talkhire/config';
import { describe, expect, it } from 'vitest';
import { loadPagesAt } from './page-routes';

/** The chunk of the page a path lands on, once loaded. */
async function pageAt(path: string) {
  const modules = await loadPagesAt(path);
  expect(modules, path).toHaveLength(1);
  return modules[0];
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
    ])
      expect(await pageAt(path), path).toMatch(/^src\/app\/pages\/[a-z-]+\.ts$/);
    // The first import of each page's modules is transformed here: seconds on a busy machine.
  }, 30_000);

  it('serve every language under its prefix, an unknown language segment as an English search', async () => {
    for (const code of languageCodes)
      expect(await pageAt(`/${code}/companies`)).toBe('src/app/pages/companies.ts');
    expect(await pageAt('/ar')).toBe('src/app/pages/home.ts');
    expect(await pageAt('/AR/companies')).toBe('src/app/pages/companies.ts');
    expect(await pageAt('/ar/sales-jobs')).toBe('src/app/pages/job-search.ts');
    expect(await pageAt('/sales-jobs')).toBe('src/app/pages/job-search.ts');
    expect(await pageAt('/ar/x/y')).toBe('src/app/pages/not-found.ts');
  });
});
