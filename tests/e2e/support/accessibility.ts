import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Axe on every screen the suite visits, in English and in Arabic: at the end of each test, the
 * pages still open are checked as they stand (a dialog left open included), and each screen seen
 * for the first time in this run is opened again in both languages and checked. Only serious and
 * critical findings count: those stop someone from using the screen.
 */
export class AccessibilityAudit {
  private readonly visited = new Map<string, string>();

  /**
   * `seekerSite`: the origin whose screens exist in every language; `productSites`: every origin
   * of the product (the console's too). Pages of other origins — the stand-ins for external
   * employers' sites and identity providers — are not ours to audit.
   */
  constructor(
    private readonly seekerSite: string,
    private readonly productSites: string[],
  ) {}

  private isProduct(url: string): boolean {
    return (
      url.startsWith('http') && this.productSites.some((site) => new URL(site).origin === new URL(url).origin)
    );
  }

  watch(context: BrowserContext): void {
    const track = (page: Page) =>
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const url = frame.url();
        const key = this.isProduct(url) ? screenKey(url) : null;
        if (key && !checkedScreens.has(key) && !this.visited.has(key)) this.visited.set(key, url);
      });
    context.on('page', track);
    for (const page of context.pages()) track(page);
  }

  /** What a screen reader or keyboard user could not get past, on every page and new screen. */
  async findings(context: BrowserContext): Promise<string[]> {
    const found: string[] = [];
    for (const page of context.pages())
      if (!page.isClosed() && this.isProduct(page.url())) found.push(...(await audit(page)));
    for (const [key, url] of this.visited) {
      checkedScreens.add(key);
      for (const address of bothLanguages(url, this.seekerSite)) {
        // A context the test already closed has no screens left to open.
        const page = await context.newPage().catch(() => null);
        if (!page) return found;
        try {
          // A screen that cannot be opened again on its own (a one-time link, a page that needs
          // the flow before it) is audited where the test left it, not here.
          const answer = await page.goto(address, { waitUntil: 'load', timeout: 15_000 }).catch(() => null);
          if (answer && answer.status() < 400) {
            await page.waitForTimeout(400);
            found.push(...(await audit(page)));
          }
        } finally {
          await page.close().catch(() => undefined);
        }
      }
    }
    return found;
  }
}

/** Screens already checked by an earlier test of this worker. */
const checkedScreens = new Set<string>();

async function audit(page: Page): Promise<string[]> {
  // Bounded: a page that never settles must not hang the test's teardown.
  const results = await Promise.race([
    new Promise<null>((resolve) => setTimeout(() => resolve(null), 20_000)),
    analyze(page),
  ]);
  return results ?? [];
}

async function analyze(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
    .catch(() => null);
  return (results?.violations ?? [])
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()} [${violation.impact}] ${violation.id}: ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

const languagePrefix = /^\/(en|ar|es|id|ja|ms|pt-br|tr|zh-cn|zh-tw)(?=\/|$)/;

/** The screen a URL shows: its host and path, ids and slugs made generic, language left out. */
function screenKey(url: string): string | null {
  if (!url.startsWith('http')) return null;
  const { host, pathname } = new URL(url);
  if (/^\/(api|dev|sandbox-oidc)\//.test(pathname)) return null;
  const path = pathname
    .replace(languagePrefix, '')
    .split('/')
    .map((segment) => (/\d/.test(segment) ? ':id' : segment))
    .join('/');
  return `${host}${path || '/'}`;
}

/** The English and the Arabic address of a seeker-site screen (the console has one address). */
function bothLanguages(url: string, seekerSite: string): string[] {
  const address = new URL(url);
  if (address.origin !== new URL(seekerSite).origin) return [url];
  const rest = address.pathname.replace(languagePrefix, '') || '/';
  const english = new URL(address);
  english.pathname = rest;
  const arabic = new URL(address);
  arabic.pathname = rest === '/' ? '/ar' : `/ar${rest}`;
  return [english.toString(), arabic.toString()];
}
