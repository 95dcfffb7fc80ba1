import path from 'node:path';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';

/** Where the baseline page is served: a name only this page's routes answer, never the network. */
export const baselineOrigin = 'http://virtuoso-baseline.invalid';

const css = `
html, body, #root { margin: 0; height: 100%; font: 15px system-ui, sans-serif; }
main { display: flex; flex-direction: column; height: 100%; }
.messages { flex: 1; min-block-size: 0; }
.message { display: flex; flex-direction: column; align-items: flex-start; padding: 4px 14px; }
.message--mine { align-items: flex-end; }
.message__bubble { max-inline-size: 70%; background: #f4f5f7; border-radius: 8px; padding: 8px 12px; }
.message--mine .message__bubble { background: #dbe8ff; }
.message__bubble p { margin: 0; }
`;

/** Bundles the baseline's entry (React and react-virtuoso of the repo's own node_modules), minified as production is. */
export async function buildBaseline(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'virtuoso-baseline-entry.ts')],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** Serves the baseline page and its script on this page's requests to `baselineOrigin`. */
export async function routeBaseline(page: Page, script: string): Promise<void> {
  await page.route(`${baselineOrigin}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/app.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>virtuoso baseline</title><style>${css}</style></head><body><div id="root"></div><script type="module" src="/app.js"></script></body></html>`,
    });
  });
}
