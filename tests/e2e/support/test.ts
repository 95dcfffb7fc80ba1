import { type BrowserContext, test as base, expect, type Worker } from '@playwright/test';

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
export const test = base.extend<{ cspViolations: string[] }>({
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
});

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
