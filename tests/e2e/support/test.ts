import { type BrowserContext, test as base, expect, type Page, type Worker } from '@playwright/test';
import { employerBaseURL } from '../../playwright.config';
import { AccessibilityAudit } from './accessibility';

export { expect };

/**
 * Playwright's `test`, failing every test during which the site breaks its own
 * Content-Security-Policy: in any page of any context the test opens, or in a service or
 * dedicated worker Playwright can see. The relay serves the built site with the policy on, so a
 * violation is something the product does that the policy blocks (fix the site or the policy).
 * `cspViolations` holds what was seen, for the spec that provokes one on purpose.
 * Not seen: SharedWorkers (Playwright does not show them) and, in any worker, a refused eval,
 * which Chromium throws without logging; pages report those through the event below.
 */
export const test = base.extend<{
  hydration: undefined;
  cspViolations: string[];
  consoleErrors: ConsoleErrors;
  accessibility: AccessibilityAudit;
}>({
  // Each test is its own visitor from its own address (the relay trusts the runner as its proxy:
  // TRUST_PROXY in playwright.config.ts). From one address, the suite's sign-ups met the limit of
  // 60 in 10 minutes an address may make (429) whenever the suite ran fast enough.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': visitorAddress() });
  },
  // A server-rendered page shows before its script runs: what a test types or clicks then is lost,
  // as it would be for a person. Every page load (goto, reload) therefore waits for hydration.
  hydration: [
    async ({ browser, context }, use) => {
      waitForHydrationOnLoad(context);
      const watch = (opened: BrowserContext) => waitForHydrationOnLoad(opened);
      browser.on('context', watch);
      await use(undefined);
      browser.off('context', watch);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchContext(context, violations);
      // Contexts the test opens itself: watched from their creation, before their first page.
      const watch = (opened: BrowserContext) => void watchContext(opened, violations);
      browser.on('context', watch);
      await use(violations);
      browser.off('context', watch);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  accessibility: [
    async ({ browser, context, baseURL }, use) => {
      const audit = new AccessibilityAudit(baseURL ?? '', [baseURL ?? '', employerBaseURL]);
      audit.watch(context);
      const watch = (opened: BrowserContext) => audit.watch(opened);
      browser.on('context', watch);
      await use(audit);
      browser.off('context', watch);
      const findings = [context, ...browser.contexts().filter((c) => c !== context)];
      const seen: string[] = [];
      for (const opened of findings) seen.push(...(await audit.findings(opened)));
      expect(seen, 'serious or critical accessibility findings (axe)').toEqual([]);
    },
    // Its own time: opening each new screen again in two languages must not eat the test's, and
    // on a loaded machine (CI, other suites) it can take minutes for a test that saw many screens.
    { auto: true, timeout: 240_000 },
  ],
  consoleErrors: [
    async ({ browser, context }, use) => {
      const errors = new ConsoleErrors();
      errors.watch(context);
      const watch = (opened: BrowserContext) => errors.watch(opened);
      browser.on('context', watch);
      await use(errors);
      browser.off('context', watch);
      expect(errors.unexpected(), 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

function waitForHydrationOnLoad(context: BrowserContext) {
  const wrap = (page: Page) => {
    const { goto, reload } = page;
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto.apply(page, args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload.apply(page, args);
      await hydrated(page);
      return response;
    };
  };
  for (const page of context.pages()) wrap(page);
  context.on('page', wrap);
}

/**
 * Hydrated, or not a server-rendered page of the seeker site (the Boss console, the mailbox).
 * `goto` and `reload` wait for it; a page loaded by a click on a link is waited for with this,
 * before clicking or focusing what the server rendered (a click before the page's script has run
 * does nothing).
 */
export async function hydrated(page: Page) {
  await page
    .waitForFunction(
      () =>
        document.documentElement.dataset.hydrated === 'true' || !document.getElementById('talkhire-state'),
      null,
      { timeout: 30_000 },
    )
    // The page moved on meanwhile (a redirect): the next page's own load is waited for then.
    .catch(() => undefined);
}

/**
 * Every console error and uncaught exception of the pages a test opens fails it: the product
 * logs none in normal use. A spec that provokes a refusal on purpose (a wrong password answers
 * 401, which Chromium logs as a failed resource) says which message it expects with `allow`.
 * CSP violations are counted by their own fixture.
 */
export class ConsoleErrors {
  private readonly seen: string[] = [];
  private readonly allowed: RegExp[] = [];

  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  /**
   * The test ends the session behind an open page's back (signs out or clears cookies), so what
   * that page still asks for answers 401: its profile, and the notification bell's unread count
   * when its poll falls in that moment (CI, once in each of two journeys).
   */
  allowSessionEndedBehindPage(): void {
    this.allow(/jobseekers\/.*status of 401/);
    this.allow(/notification\/notifications\/unread-count.*status of 401/);
  }

  watch(context: BrowserContext): void {
    context.on('console', (message) => {
      if (message.type() !== 'error' || violationMessage.test(message.text())) return;
      const where = message.location().url || (message.page()?.url() ?? 'page');
      // A page that is not found, closed or under maintenance answers with that status on purpose
      // (server-rendering.spec.ts checks them); Chromium logs the document's own status too.
      if (documentStatus.test(message.text()) && where === message.page()?.url()) return;
      this.seen.push(`${where}: ${message.text()}`);
    });
    context.on('weberror', (error) => this.seen.push(`uncaught: ${error.error().message}`));
  }

  unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

const documentStatus = /^Failed to load resource: the server responded with a status of (404|410|503)\b/;

/** Chromium's own console report of a violation, and the page event's (see the init script). */
const violationMessage = /Content Security Policy/i;

async function watchContext(context: BrowserContext, violations: string[]): Promise<void> {
  const record = (where: string, text: string) => {
    if (violationMessage.test(text)) violations.push(`${where}: ${text}`);
  };
  const watchWorker = (worker: Worker) =>
    worker.on('console', (message) => record(worker.url(), message.text()));
  context.on('console', (message) =>
    record(message.location().url || (message.page()?.url() ?? 'page'), message.text()),
  );
  context.on('page', (page) => page.on('worker', watchWorker));
  for (const page of context.pages()) page.on('worker', watchWorker);
  context.on('serviceworker', watchWorker);
  for (const worker of context.serviceWorkers()) watchWorker(worker);
  // The event names the directive and what was blocked even where Chromium's console wording
  // changes; init scripts run outside the page's policy.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content Security Policy violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** An address in 10.0.0.0/8 for one test's visitor. */
function visitorAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}
