/// <reference types="vitest/config" />
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { browserCataloguePlugin } from './scripts/browser-catalogue.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';
import {
  entryChunkGroup,
  publicAliases,
  publicManifest,
  publicMode,
  publicRuntimePlugin,
} from './scripts/public-runtime-build.mjs';
import { pureContractsPlugin } from './scripts/pure-contracts.mjs';

const relay = process.env.RELAY_URL ?? 'http://127.0.0.1:3000';

/** Flags are files, not data URLs in the scripts: a page shows one or two of the twenty. */
const assetsInlineLimit = (file: string) => (file.includes('/flag-icons/') ? false : undefined);

/** The chat's service worker is served from the root, so its scope is the whole site. */
const serviceWorker = { name: 'chat-service-worker', source: 'src/chat/chat-service-worker.ts' };

/**
 * The developers' machine inspector (src/machine-inspection) is in the dev server's pages and in a
 * build made with INSPECT_MACHINES=1 (npm start's opt-in, which the relay refuses with
 * NODE_ENV=production); never in the server build or unit tests, and not in a plain production
 * build. Being a constant, `false` drops the inspector's dynamic import, and its code, from the
 * bundle (tests/e2e/machine-inspector-bundle.spec.ts checks the e2e's build).
 */
function carriesMachineInspector(command: string, mode: string, ssr: boolean): boolean {
  if (ssr || mode === 'test') return false;
  return command === 'serve' || process.env.INSPECT_MACHINES === '1';
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    react(),
    // The browser's endpoint catalogue has no zod schemas (see the script).
    browserCataloguePlugin(),
    // Contracts schemas no page uses, and zod with them, are left out of the browser's scripts.
    pureContractsPlugin(),
    // The public pages' build, after the app's browser build (scripts/public-runtime-build.mjs).
    publicRuntimePlugin(),
    // A .br and a .gz beside each text file of the browser build, served as they are by the relay:
    // once, after the public build, which is the last to write into the folder.
    ...(mode === publicMode ? [precompressPlugin()] : []),
    {
      name: 'talkhire-chat-service-worker-dev',
      // In development the root URL of the service worker serves its source, transformed by vite.
      configureServer(server) {
        server.middlewares.use((request, _response, next) => {
          if (request.url === `/${serviceWorker.name}.js`) request.url = `/${serviceWorker.source}`;
          next();
        });
      },
    },
  ],
  resolve: {
    // Every 'zod' import gets the one that is configured before any schema is made.
    alias: [
      { find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/api/zod-without-eval.ts') },
      ...(mode === publicMode ? publicAliases(import.meta.dirname) : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      // ws: the chat socket (/api/chat/socket) goes through the dev server too.
      '/api': { target: relay, ws: true },
      '/translation': relay,
      // ws: the machine inspector's hub (/dev/inspect) too.
      '/dev': { target: relay, ws: true },
      '/sandbox-oidc': relay,
      // The identity provider's return address (spec §2 /{identity-service}/callback).
      '/myinfo/callback': relay,
    },
  },
  // CI runs these beside the relay's suites on two cores, where a file's first dynamic import (a
  // dialog's code, say) has taken over 10 s: vitest's defaults (5 s a test, 10 s a hook) are for a
  // quiet machine.
  test: { testTimeout: 30_000, hookTimeout: 60_000 },
  // The server entry (`vite build --ssr`) bundles everything it imports, the workspace packages
  // (which export TypeScript) included: the relay loads it from wherever the build was written.
  ssr: { noExternal: true },
  // React on the server as in the browser's build: its production code whatever NODE_ENV the relay
  // runs with (tests run it as 'test'), four times faster than the development build's checks.
  define: {
    __MACHINE_INSPECTOR__: JSON.stringify(carriesMachineInspector(command, mode, isSsrBuild === true)),
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': '"production"' } : {}),
  },
  build: isSsrBuild
    ? // The relay imports `dist-server/entry-server.js`; the browser never sees this build.
      {
        target: 'node20',
        sourcemap: true,
        // The same asset addresses as the browser build, or the markup would not match it.
        assetsInlineLimit,
        rollupOptions: { output: { entryFileNames: '[name].js' } },
      }
    : {
        sourcemap: true,
        assetsInlineLimit,
        // The relay reads which chunks and styles a page needs, to preload them.
        manifest: mode === publicMode ? publicManifest : true,
        target: 'es2022',
        rollupOptions: {
          input: browserEntries(mode),
          output: {
            // What every page runs on, in one chunk rather than a dozen: fewer requests, and one
            // compression window over it (about 5 KB gzip less than the same code in pieces).
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|@tanstack[\\/][a-z-]+|cookie|set-cookie-parser)[\\/]/,
                },
                ...(mode === publicMode ? [entryChunkGroup()] : []),
              ],
            },
            entryFileNames: (chunk) =>
              chunk.name === serviceWorker.name ? `${serviceWorker.name}.js` : 'assets/[name]-[hash].js',
          },
        },
      },
}));

/**
 * The browser build's entries: the seeker site, the employer (Boss) console, which the relay serves
 * on its own port, the team's analytics view and the chat's service worker; the public build's,
 * the public pages' (scripts/public-runtime-build.mjs).
 */
function browserEntries(mode: string): Record<string, string> {
  const at = (file: string) => path.resolve(import.meta.dirname, file);
  if (mode === publicMode) return { public: at('public.html') };
  return {
    main: at('index.html'),
    employer: at('employer.html'),
    // The team's analytics view (issue 16), with its chart library; served at /dev/analytics.
    analytics: at('analytics.html'),
    [serviceWorker.name]: at(serviceWorker.source),
  };
}
