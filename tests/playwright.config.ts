import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { launchOptions } from './browser';

export const opsToken = 'e2e-ops-token-0123456789abcdef';
const port = Number(process.env.E2E_PORT ?? 3390);
/** The employer (Boss) site's port: far from the seeker ports, so parallel runs on other E2E_PORTs never meet. */
export const employerPort = port + 1000;
/** On localhost, not 127.0.0.1: another host, so the Boss's and the seeker's cookies stay apart. */
export const employerBaseURL = `http://localhost:${employerPort}`;
/** The MyInfo stand-in (MockPass) the relay starts: its own port per run, like the employer site. */
export const mockpassPort = port + 2000;
const dataDir = mkdtempSync(path.join(tmpdir(), 'talkhire-e2e-'));
/**
 * Where the web is built and served from: web/dist, unless WEB_DIST names another directory, so a
 * run beside another (its own E2E_PORT) never overwrites the build that one serves. The same two
 * builds as web's `npm run build`: the browser's in WEB_DIST, the server's beside it in
 * `${WEB_DIST}-server`, where the relay looks for it. The relay inherits WEB_DIST.
 */
const webDist = process.env.WEB_DIST;
const webBuild = webDist
  ? [
      `npm exec -w @talkhire/web -- vite build --outDir ${JSON.stringify(webDist)} --emptyOutDir`,
      `npm exec -w @talkhire/web -- vite build --ssr src/entry-server.tsx --outDir ${JSON.stringify(`${webDist}-server`)} --emptyOutDir`,
    ].join(' && ')
  : 'npm run build -w @talkhire/web';

/** The relay serves the built web app on a fresh embedded database, as `npm start` does. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  // Two browsers share the one built app and relay: spec files run side by side (each test makes
  // its own accounts). Tests tagged @alone change or count something site-wide (the maintenance
  // switch, the relay's open sockets), so they run afterwards, with nothing beside them.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'journeys', grepInvert: /@alone/ },
    { name: 'alone', grep: /@alone/, dependencies: ['journeys'] },
  ],
  retries: process.env.CI ? 2 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // CI machines are shared: give slow moments room rather than fail on them.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions,
    trace: 'retain-on-failure',
  },
  webServer: {
    // The relay runs with strict contracts (NODE_ENV=test): an answer that breaks its response
    // schema, or a refusal with a code its catalogue entry does not list, is a 500 the journeys
    // fail on. The web is built as `npm start` builds it. The relay (only it: the web build stays
    // a production one, which machine-inspector-bundle.spec.ts checks) runs the developers'
    // statechart inspector for machine-inspector.spec.ts.
    command: `${webBuild} && NODE_ENV=test INSPECT_MACHINES=1 npm run start -w @talkhire/relay`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    env: {
      PORT: String(port),
      EMPLOYER_PORT: String(employerPort),
      MOCKPASS_PORT: String(mockpassPort),
      // The stand-in, not a provider a developer's environment may name.
      MYINFO_URL: '',
      // The local AI stand-in on its own port per run (E2E port + 3000), never a real provider.
      AI_STAND_IN_PORT: String(port + 3000),
      AI_BASE_URL: '',
      DATA_DIR: dataDir,
      SEED_JOBS: '2000',
      OPS_TOKEN: opsToken,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The runner stands where a load balancer would: each test names its visitor's address
      // (support/test.ts), as people signing up come from their own, not all from 127.0.0.1.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
