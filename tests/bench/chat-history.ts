import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { launchOptions } from '../browser';
import { registerCompleteSeekerViaApi } from '../e2e/support/accounts';
import { startChatWithBoss } from '../e2e/support/boss';
import { fillHistory } from '../e2e/support/chat-history';
import { type BossSocket, openBossSocket } from './chat-history/boss-socket';
import {
  appliedCursors,
  clickUntilPainted,
  firstMessageText,
  nameHelper,
  type PaintWatch,
  type ScrollRun,
  scrollToOldest,
  watchFromNavigation,
} from './chat-history/in-page';
import { bareReplay } from './chat-history/relay-replay';
import { profiled } from './chat-history/step-profiles';
import {
  type FrameSummary,
  round,
  summarizeFrames,
  type TabMemory,
  tabMemory,
} from './chat-history/tab-measures';
import { baselineOrigin, buildBaseline, routeBaseline } from './chat-history/virtuoso-baseline';
import { buildProduct } from './web/build-product';
import { repoRoot } from './web/npm-run';
import { startProduct } from './web/start-product';
import { median } from './web/stats';

/**
 * `npm run bench:chat-history` (issue 18 point 4), by hand: a conversation of 10,000 messages in
 * the browser. Builds the web (into WEB_DIST, else a folder of its own; `-- --no-build` reuses
 * WEB_DIST), starts the relay like bench:web (NODE_ENV=bench: see below), signs a seeker and the
 * demo Boss in, and measures in Chromium, CHAT_HISTORY_RUNS times (3), medians printed:
 *  a. opening the conversation with 10,000 messages in the Dexie store: click on the chat list to
 *     the newest message painted, and a full load of /chat/{id} to the same;
 *  b. scrolling up to the oldest message, CHAT_HISTORY_SCROLL_PX (1,500) a frame: rAF frame times;
 *  c. the tab's JavaScript heap after opening and after scrolling;
 *  d. catch-up (CHAT_HISTORY_CATCH_UP_RUNS, 2): the seeker's tabs closed, the Boss sends 10,000
 *     messages through the relay's chat socket, then a tab opens the conversation: ms from the
 *     navigation until the newest is in the store (the worker's replay) and until it is painted.
 * The same figures for a plain react-virtuoso list of 10,000 static rows (a page built here with
 * esbuild) in the same browser are the baseline. Everything also goes to CHAT_HISTORY_OUT
 * (tests/bench-results/chat-history.json). Port: CHAT_HISTORY_PORT (3810; the relay's MyInfo and AI
 * stand-ins take it + 2000 and + 3000). CHAT_HISTORY_PROFILE=<folder> writes the page's CPU profile
 * of each step there, CHAT_HISTORY_TRACE=<folder> a Chrome trace (step-profiles.ts).
 */
const args = process.argv.slice(2);
const unknownArgs = args.filter((a) => a !== '--no-build');
if (unknownArgs.length) throw new Error(`unknown argument ${unknownArgs.join(' ')} (only --no-build)`);
const callerDir = process.env.INIT_CWD ?? process.cwd();
const fromCaller = (p: string | undefined) => (p ? path.resolve(callerDir, p) : undefined);
const settings = {
  build: !args.includes('--no-build'),
  webDist: fromCaller(process.env.WEB_DIST) ?? path.join(tmpdir(), 'talkhire-chat-history-dist'),
  port: Number(process.env.CHAT_HISTORY_PORT ?? 3810),
  messages: Number(process.env.CHAT_HISTORY_MESSAGES ?? 10_000),
  runs: Number(process.env.CHAT_HISTORY_RUNS ?? 3),
  catchUpRuns: Number(process.env.CHAT_HISTORY_CATCH_UP_RUNS ?? 2),
  scrollPx: Number(process.env.CHAT_HISTORY_SCROLL_PX ?? 1500),
  out:
    fromCaller(process.env.CHAT_HISTORY_OUT) ?? path.join(repoRoot, 'tests/bench-results/chat-history.json'),
};
for (const [name, value] of Object.entries(settings))
  if (typeof value === 'number' && !(Number.isSafeInteger(value) && value > 0))
    throw new Error(`${name} must be a whole number above 0, not ${value}`);

/** The edition the Boss's jobs are asked in (the demo Boss is the Philippines'). */
const edition = { 'country-id': '167', 'language-id': '1' };
const maxScrollSteps = 20_000;
const log = (line: string) => process.stderr.write(`${line}\n`);
const loadAtStart = loadavg();

interface OpenRun {
  clickMs: number;
  loadMs: number;
  afterOpen: TabMemory;
  scroll: FrameSummary & { ms: number; steps: number };
  afterScroll: TabMemory;
}

interface CatchUpRun {
  sendMs: number;
  /** The same replay read by a bare socket in Node: the relay's share. */
  bareReplayMs: number;
  bareReplayEvents: number;
  storedMs: number;
  /** null: the newest was not on screen 30 s after it was stored (the view stopped following). */
  paintedMs: number | null;
  afterCatchUp: TabMemory;
}

if (settings.build) {
  log(`building the web into ${settings.webDist}…`);
  await buildProduct(settings.webDist);
} else if (!existsSync(path.join(settings.webDist, 'index.html')))
  throw new Error(`--no-build, but ${settings.webDist} has no build`);

log(`starting the relay on port ${settings.port}…`);
// The demo Boss and the jobs a chat is about come from the seed CLI; a few jobs are enough.
const product = await startProduct({
  port: settings.port,
  webDist: settings.webDist,
  jobs: 200,
  // Production refuses sign-ups without a mail provider (SMTP_URL); any other NODE_ENV but 'test'
  // keeps the dev mailbox and, unlike 'test', does not check every answer against its contract.
  // Outside production the relay also starts its MyInfo and AI stand-ins: on ports of their own.
  env: {
    NODE_ENV: 'bench',
    MOCKPASS_PORT: String(settings.port + 2000),
    AI_STAND_IN_PORT: String(settings.port + 3000),
    MYINFO_URL: '',
    AI_BASE_URL: '',
  },
});
const browser = await chromium.launch(launchOptions);
let baseline: OpenRun[] = [];
let chat: OpenRun[] = [];
const catchUp: CatchUpRun[] = [];
try {
  log('baseline: a plain react-virtuoso list of the same size…');
  baseline = await measureBaseline(browser);
  const boss = await openBossSocket(product.origin);
  try {
    log(`the conversation with ${settings.messages} messages in the store…`);
    chat = await measureConversation(browser, product.origin, boss);
    for (let run = 1; run <= settings.catchUpRuns; run++) {
      log(`catch-up run ${run} of ${settings.catchUpRuns}…`);
      catchUp.push(await measureCatchUp(browser, product.origin, boss));
    }
  } finally {
    await boss.close();
  }
} finally {
  await browser.close();
  await product.stop();
}
const loadAtEnd = loadavg();

const text = report();
process.stdout.write(`\n${text}\n`);
await mkdir(path.dirname(settings.out), { recursive: true });
await writeFile(
  settings.out,
  `${JSON.stringify(
    {
      finishedAt: new Date().toISOString(),
      settings,
      machine: { cpus: cpus().length, loadAverageAtStart: loadAtStart, loadAverageAtEnd: loadAtEnd },
      browser: browser.version(),
      baseline,
      chat,
      catchUp,
    },
    null,
    2,
  )}\n`,
);
log(`results: ${settings.out}`);

async function measureBaseline(browser: Browser): Promise<OpenRun[]> {
  const script = await buildBaseline();
  const context = await browser.newContext();
  await context.addInitScript(nameHelper);
  const page = await context.newPage();
  await routeBaseline(page, script);
  const newest = `History message ${settings.messages}`;
  await page.addInitScript(watchFromNavigation, { text: newest } satisfies PaintWatch);
  const runs: OpenRun[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    await page.goto(`${baselineOrigin}/?open=load`);
    const loadMs = await paintedAfterNavigation(page);
    await page.goto(`${baselineOrigin}/`);
    await settle(page);
    const clickMs = await page.evaluate(clickUntilPainted, {
      selector: '[data-testid="open"]',
      text: newest,
    });
    runs.push(
      await scrollAndWeigh(page, {
        clickMs,
        loadMs,
        oldest: 'Baseline first message',
        name: `baseline-scroll-${run}`,
      }),
    );
  }
  await context.close();
  return runs;
}

async function measureConversation(browser: Browser, origin: string, boss: BossSocket): Promise<OpenRun[]> {
  const { context, page, chatId } = await seekerWithChat(browser, origin, boss);
  await page.evaluate(fillHistory, { chatId, total: settings.messages, boss: boss.session.user_id });
  const oldest = await page.evaluate(firstMessageText, chatId);
  const newest = `History message ${settings.messages}`;
  await page.addInitScript(watchFromNavigation, { text: newest } satisfies PaintWatch);
  const runs: OpenRun[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    log(`  run ${run} of ${settings.runs}`);
    await page.goto(`/chat/${chatId}`);
    const loadMs = await paintedAfterNavigation(page);
    await page.goto('/chat');
    const link = `[data-testid="chat-item"][data-chat-id="${chatId}"] a`;
    await page.locator(link).waitFor();
    await settle(page);
    const clickMs = await profiled(page, `open-click-${run}`, () =>
      page.evaluate(clickUntilPainted, { selector: link, text: newest }),
    );
    runs.push(await scrollAndWeigh(page, { clickMs, loadMs, oldest, name: `scroll-${run}` }));
  }
  await context.close();
  return runs;
}

async function measureCatchUp(browser: Browser, origin: string, boss: BossSocket): Promise<CatchUpRun> {
  const { context, page, chatId } = await seekerWithChat(browser, origin, boss);
  const cursors = await page.evaluate(appliedCursors);
  // Every tab closed: the SharedWorker (and its socket) goes with the last one.
  await page.close();
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const sendMs = await boss.sendMany(chatId, settings.messages, (i) => `Catch-up message ${i}`);
  log(`  the Boss sent ${settings.messages} in ${Math.round(sendMs)} ms`);
  const sessionid = (await context.cookies()).find((c) => c.name === 'sessionid')?.value ?? '';
  const bare = await bareReplay(origin, sessionid, cursors);
  const tab = await context.newPage();
  // The greeting is chat_seq 1, so the last of the Boss's messages is one past their count.
  const watch: PaintWatch = {
    text: `Catch-up message ${settings.messages}`,
    store: { chatId, seq: settings.messages + 1 },
  };
  await tab.addInitScript(watchFromNavigation, watch);
  const seen = await profiled(tab, `catch-up-${catchUp.length + 1}`, async () => {
    await tab.goto(`/chat/${chatId}`);
    const stored = await waitForWatch(tab, (w) => w.store?.storedAt !== undefined, 180_000);
    if (!stored) throw new Error('the catch-up did not reach the store within 180 s');
    // Once stored, the newest should follow on screen at once; a view that stopped following
    // the bottom never shows it, which is a finding, not a reason to lose the run.
    await waitForWatch(tab, (w) => w.paintedAt !== undefined, 30_000);
    return (await tab.evaluate(() => window.chatBench))!;
  });
  const afterCatchUp = await tabMemory(tab);
  await context.close();
  return {
    sendMs: round(sendMs),
    bareReplayMs: round(bare.ms),
    bareReplayEvents: bare.events,
    storedMs: round(seen.store!.storedAt!),
    paintedMs: seen.paintedAt === undefined ? null : round(seen.paintedAt),
    afterCatchUp,
  };
}

/** A new seeker (their own context) in a chat with the Boss, the chat page open and synced. */
async function seekerWithChat(
  browser: Browser,
  origin: string,
  boss: BossSocket,
): Promise<{ context: BrowserContext; page: Page; chatId: number }> {
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript(nameHelper);
  const page = await context.newPage();
  await registerCompleteSeekerViaApi(page);
  const chatId = await startChatWithBoss(page, boss.session, edition);
  await page.goto(`/chat/${chatId}`);
  await page.getByTestId('message').first().waitFor();
  return { context, page, chatId };
}

/** Scrolls to the oldest and takes the heap before and after. */
async function scrollAndWeigh(
  page: Page,
  { clickMs, loadMs, oldest, name }: { clickMs: number; loadMs: number; oldest: string; name: string },
): Promise<OpenRun> {
  const afterOpen = await tabMemory(page);
  await settle(page);
  const scroll: ScrollRun = await profiled(page, name, () =>
    page.evaluate(scrollToOldest, {
      oldestText: oldest,
      stepPx: settings.scrollPx,
      maxSteps: maxScrollSteps,
    }),
  );
  if (!scroll.reached) throw new Error(`the oldest message was not reached in ${scroll.steps} steps`);
  const afterScroll = await tabMemory(page);
  return {
    clickMs: round(clickMs),
    loadMs: round(loadMs),
    afterOpen,
    scroll: { ...summarizeFrames(scroll.frames), ms: round(scroll.ms), steps: scroll.steps },
    afterScroll,
  };
}

async function waitForWatch(page: Page, done: (watch: PaintWatch) => boolean, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const watch = await page.evaluate(() => window.chatBench);
    if (watch && done(watch)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

async function paintedAfterNavigation(page: Page): Promise<number> {
  await page.waitForFunction(() => window.chatBench?.paintedAt !== undefined, null, { timeout: 60_000 });
  return (await page.evaluate(() => window.chatBench!.paintedAt!)) as number;
}

/** Lets the page finish what its load started (live queries, cards, fonts) before a timing. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(1_000);
}

function report(): string {
  const m = (runs: OpenRun[], pick: (r: OpenRun) => number) => round(median(runs.map(pick)), 1);
  const row = (name: string, pick: (r: OpenRun) => number, unit: string, target = '') =>
    `| ${name} | ${m(chat, pick)} ${unit} | ${m(baseline, pick)} ${unit} | ${target} |`;
  const c = (pick: (r: CatchUpRun) => number) => round(median(catchUp.map(pick)));
  const shown = catchUp.flatMap((r) => (r.paintedMs === null ? [] : [r.paintedMs]));
  const painted =
    shown.length === catchUp.length
      ? `${round(median(shown))} ms`
      : `${shown.length ? `${round(median(shown))} ms in ${shown.length} runs, ` : ''}not shown in ${catchUp.length - shown.length} of ${catchUp.length} runs`;
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  return [
    `Chat history in Chromium ${browser.version()}: ${settings.messages} messages, medians of ${settings.runs} runs (catch-up: ${settings.catchUpRuns}); ${cpus().length} CPUs, load average ${load(loadAtStart)} → ${load(loadAtEnd)}`,
    '',
    '| figure | conversation | plain react-virtuoso | target |',
    '|---|---|---|---|',
    row('open on click, to the newest painted', (r) => r.clickMs, 'ms', '≤ 200 ms'),
    row('full load of the page, to the newest painted', (r) => r.loadMs, 'ms', '≤ 200 ms'),
    row('scroll to the oldest: time', (r) => r.scroll.ms, 'ms'),
    row('scroll to the oldest: frames per second', (r) => r.scroll.fps, 'fps', '60 fps'),
    row('scroll: p50 frame', (r) => r.scroll.p50Ms, 'ms'),
    row('scroll: p95 frame', (r) => r.scroll.p95Ms, 'ms', '≤ 16.7 ms'),
    row('scroll: longest frame', (r) => r.scroll.maxMs, 'ms'),
    row('scroll: frames over 16.7 ms', (r) => r.scroll.over16, 'frames'),
    row('scroll: frames over 50 ms', (r) => r.scroll.over50, 'frames'),
    row('scroll: frames in all', (r) => r.scroll.frames, 'frames'),
    row('JS heap after opening', (r) => r.afterOpen.heapMb, 'MiB'),
    row('JS heap at the oldest', (r) => r.afterScroll.heapMb, 'MiB'),
    row('DOM nodes at the oldest', (r) => r.afterScroll.domNodes, ''),
    '',
    `Catch-up of ${settings.messages} missed messages (the Boss sent them in ${c((r) => r.sendMs)} ms):`,
    `the relay's replay to a bare socket in Node: ${c((r) => r.bareReplayMs)} ms for ${c((r) => r.bareReplayEvents)} events;`,
    `in the browser, from the navigation to the newest in the store ${c((r) => r.storedMs)} ms, to it painted ${painted}; JS heap then ${round(median(catchUp.map((r) => r.afterCatchUp.heapMb)), 1)} MiB`,
  ].join('\n');
}
