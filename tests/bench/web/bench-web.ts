import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { buildProduct, relayHasBuildStep } from './build-product';
import { codeVersion } from './code-version';
import { type LighthouseRun, lighthouseRun, summarizeRuns } from './lighthouse-runs';
import { repoRoot } from './npm-run';
import { pickPages } from './pick-pages';
import { type MeasuredPage, report } from './report';
import { startProduct } from './start-product';
import { measureTtfb, type TtfbResult } from './ttfb';

/**
 * `npm run bench:web` (issue 12 point 8), run by hand and never in CI: builds the web app (and the
 * relay, once it has a build step), starts the product in production mode on a freshly seeded
 * embedded database, runs Lighthouse (mobile preset, simulated throttling) WEB_BENCH_RUNS times (3)
 * on the home, search, job and company pages and prints each figure's median, then measures the
 * time to first byte of the server-rendered search and job pages with WEB_BENCH_CONCURRENCY (20)
 * requests in flight. Targets are printed beside the figures; everything is also written as JSON
 * to WEB_BENCH_OUT (tests/bench-results/web.json, not committed).
 *
 * `-- --no-build` measures an existing build: WEB_DIST, else web/dist. With WEB_DIST and a build,
 * the web is built into WEB_DIST rather than web/dist. Other settings: WEB_BENCH_PORT (3500),
 * WEB_BENCH_JOBS (20,000 seeded jobs), WEB_BENCH_DATA_DIR (a data folder kept and reused, seeded
 * once), WEB_BENCH_SEARCH_PATH (/software-engineer-jobs), WEB_BENCH_TTFB_REQUESTS (2,000) and
 * WEB_BENCH_TTFB_SECONDS (10), whichever ends first, and WEB_BENCH_REPORTS (a folder for each
 * Lighthouse run's HTML report).
 */
const args = process.argv.slice(2);
const unknownArgs = args.filter((a) => a !== '--no-build');
if (unknownArgs.length) throw new Error(`unknown argument ${unknownArgs.join(' ')} (only --no-build)`);
const build = !args.includes('--no-build');
// npm runs the script in tests/; paths given on the command line mean the caller's folder.
const callerDir = process.env.INIT_CWD ?? process.cwd();
const fromCaller = (p: string | undefined) => (p ? path.resolve(callerDir, p) : undefined);
const settings = {
  build,
  webDist: fromCaller(process.env.WEB_DIST),
  port: Number(process.env.WEB_BENCH_PORT ?? 3500),
  jobs: Number(process.env.WEB_BENCH_JOBS ?? 20_000),
  dataDir: fromCaller(process.env.WEB_BENCH_DATA_DIR),
  searchPath: process.env.WEB_BENCH_SEARCH_PATH ?? '/software-engineer-jobs',
  lighthouseRuns: Number(process.env.WEB_BENCH_RUNS ?? 3),
  concurrency: Number(process.env.WEB_BENCH_CONCURRENCY ?? 20),
  ttfbRequests: Number(process.env.WEB_BENCH_TTFB_REQUESTS ?? 2000),
  ttfbSeconds: Number(process.env.WEB_BENCH_TTFB_SECONDS ?? 10),
  out: fromCaller(process.env.WEB_BENCH_OUT) ?? path.join(repoRoot, 'tests/bench-results/web.json'),
  reportDir: fromCaller(process.env.WEB_BENCH_REPORTS),
};
for (const [name, value] of Object.entries(settings))
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value > 0))
    throw new Error(`${name} must be a whole number above 0, not ${value}`);
const ttfbOptions = {
  concurrency: settings.concurrency,
  maxRequests: settings.ttfbRequests,
  maxSeconds: settings.ttfbSeconds,
};
const log = (line: string) => process.stderr.write(`${line}\n`);
const benchStarted = performance.now();
const seconds = (from: number) => Math.round((performance.now() - from) / 1000);
const loadAtStart = loadavg();

let built: string[] = [];
if (settings.build) {
  const started = performance.now();
  log(`building the web${relayHasBuildStep() ? ' and the relay' : ''}…`);
  built = await buildProduct(settings.webDist);
  log(`  built in ${seconds(started)} s`);
} else {
  const index = path.join(settings.webDist ?? path.join(repoRoot, 'web/dist'), 'index.html');
  if (!existsSync(index)) throw new Error(`--no-build, but there is no build: ${index} is missing`);
}

log(
  `seeding ${settings.jobs} jobs (none if the data folder has jobs already) and starting the relay (NODE_ENV=production) on port ${settings.port}…`,
);
const product = await startProduct(settings);
const measured: MeasuredPage[] = [];
const ttfb: { name: string; result: TtfbResult }[] = [];
const phases: Record<string, number> = {
  seedSeconds: Math.round(product.seedSeconds),
  startSeconds: Math.round(product.startSeconds),
};
try {
  log(`  seed step ${phases.seedSeconds} s, started in ${phases.startSeconds} s: ${product.origin}`);
  const pages = await pickPages(product.origin, settings.searchPath);

  // Round by round, each page once per round, so a burst of other work on the machine lands on
  // one run of every page rather than on every run of one page.
  let started = performance.now();
  const runs = new Map<string, LighthouseRun[]>(pages.map((p) => [p.name, []]));
  for (let round = 1; round <= settings.lighthouseRuns; round++)
    for (const page of pages) {
      log(`Lighthouse run ${round} of ${settings.lighthouseRuns}: ${page.name} ${page.path}`);
      const reportFile = settings.reportDir && path.join(settings.reportDir, `${page.name}-run${round}.html`);
      runs.get(page.name)!.push(await lighthouseRun(new URL(page.path, product.origin).href, reportFile));
    }
  for (const page of pages) measured.push({ page, lighthouse: summarizeRuns(runs.get(page.name)!) });
  phases.lighthouseSeconds = seconds(started);

  // After Lighthouse, never beside it: the load would slow the pages Lighthouse is timing.
  started = performance.now();
  for (const page of pages.filter((p) => p.name === 'search' || p.name === 'job')) {
    log(`time to first byte, ${settings.concurrency} in flight: ${page.name} ${page.path}`);
    const result = await measureTtfb(new URL(page.path, product.origin).href, ttfbOptions);
    ttfb.push({ name: page.name, result });
  }
  phases.ttfbSeconds = seconds(started);
} finally {
  await product.stop();
}
phases.totalSeconds = seconds(benchStarted);

const loadAtEnd = loadavg();
const { text, verdicts } = report({
  pages: measured,
  lighthouseRuns: settings.lighthouseRuns,
  ttfb,
  ttfbOptions,
  phases,
  cpus: cpus().length,
  loadAverage: { start: loadAtStart, end: loadAtEnd },
});
const shownOut = path.relative(callerDir, settings.out);
process.stdout.write(`\n${text}\nResults: ${shownOut.startsWith('..') ? settings.out : shownOut}\n`);

await mkdir(path.dirname(settings.out), { recursive: true });
await writeFile(
  settings.out,
  `${JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      code: codeVersion(),
      settings,
      built,
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model,
        loadAverageAtStart: loadAtStart,
        loadAverageAtEnd: loadAtEnd,
        node: process.version,
      },
      phases,
      lighthouse: measured.map(({ page, lighthouse }) => ({ ...page, ...lighthouse })),
      ttfb: ttfb.map(({ name, result }) => ({ name, ...result })),
      verdicts,
    },
    null,
    2,
  )}\n`,
);
