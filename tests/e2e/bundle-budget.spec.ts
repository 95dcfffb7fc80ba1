import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/** The production build the e2e relay serves (see playwright.config.ts). */
const webDist = process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist');

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The public routes of issue 12, by the page module their route loads (web/src/app/pages). */
const publicPages = [
  'home',
  'job-search',
  'job-detail',
  'companies',
  'remote-jobs',
  'onsite-jobs',
  'not-found',
];

/**
 * Issue 12's budget for what a public page loads before it is interactive: the public build's entry
 * (public.html, src/public-main.tsx) and the route's chunk with everything they import statically,
 * gzip-compressed. The public build has no React Router and no i18next (src/public-runtime stands
 * in for them: links load pages from the server), which leaves React, React DOM and TanStack Query
 * at about 80 KB gzip of the 120.
 */
const cssBudget = 30 * 1024;
const jsBudget = 120 * 1024;
test.describe('bundle budget of the production build', () => {
  // The public pages' build (web/scripts/public-runtime-build.mjs) has a manifest of its own.
  const manifest = JSON.parse(
    readFileSync(path.join(webDist, '.vite', 'manifest-public.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gzipSize = (file: string) => gzipSync(readFileSync(path.join(webDist, file)), { level: 9 }).length;

  /** Which sources each chunk holds, from its source map (a chunk with no map holds no module). */
  function sourceMaps(files: string[]): string[] {
    return files.flatMap((file) => {
      try {
        return [readFileSync(path.join(webDist, `${file}.map`), 'utf8')];
      } catch {
        return [];
      }
    });
  }

  function initialFiles(keys: string[]) {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return { js: [...js], css: [...css] };
  }

  for (const page of publicPages) {
    test(`the ${page} page loads at most its budget`, () => {
      const key = `src/app/pages/${page}.ts`;
      expect(manifest[key], `${key} in the manifest`).toBeDefined();
      const { js, css } = initialFiles(['public.html', key]);
      const jsBytes = js.reduce((sum, file) => sum + gzipSize(file), 0);
      const cssBytes = css.reduce((sum, file) => sum + gzipSize(file), 0);
      test.info().annotations.push({
        type: 'size',
        description: `${page}: JS ${(jsBytes / 1024).toFixed(1)} KB (budget ${jsBudget / 1024}), CSS ${(cssBytes / 1024).toFixed(1)} KB gzip`,
      });
      expect(cssBytes).toBeLessThanOrEqual(cssBudget);
      expect(jsBytes).toBeLessThanOrEqual(jsBudget);
    });
  }

  test('heavy parts stay out of every public page: the chat store, emoji picker, phone metadata, Boss console, forms, flows, schemas, dialogs, the router and i18next', () => {
    for (const page of publicPages) {
      const sources = sourceMaps(initialFiles(['public.html', `src/app/pages/${page}.ts`]).js);
      for (const heavy of [
        'node_modules/dexie/',
        'node_modules/emoji-mart/',
        'src/employer/',
        'libphonenumber-js',
        // Forms, flows and schemas load with the dialogs and pages that use them.
        'node_modules/react-hook-form/',
        'node_modules/xstate/',
        'node_modules/zod/v4/classic/schemas',
        'node_modules/@radix-ui/react-dialog/',
        'node_modules/@floating-ui/',
        // Public pages load pages from the server and read text with src/public-runtime's translator.
        'node_modules/react-router/',
        'node_modules/i18next/',
        'node_modules/react-i18next/',
      ])
        expect(
          sources.some((map) => map.includes(heavy)),
          `${heavy} in the ${page} page`,
        ).toBe(false);
    }
  });

  test('the tracker every public page loads after hydrating carries no schemas', () => {
    // Events are checked by the relay; a contracts constant run at load would bring all of zod.
    const { js } = initialFiles(['src/tracking/TrackingRoot.tsx']);
    expect(js.length).toBeGreaterThan(0);
    const maps = sourceMaps(js);
    expect(maps.some((map) => map.includes('node_modules/zod/v4/classic/schemas'))).toBe(false);
  });
});
