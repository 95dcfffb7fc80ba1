import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchOptions } from '../../browser';
import { median } from './stats';

/** One Lighthouse run's figures: category scores 0–100 (null when Lighthouse could not score), times in ms. */
export interface PageScores {
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  bestPractices: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  fcpMs: number | null;
  totalBytes: number | null;
}

/** The categories scored by pass/fail audits, whose misses say what to fix. */
export type AuditedCategory = 'seo' | 'accessibility' | 'best-practices';

export interface LighthouseRun {
  scores: PageScores;
  /** The audits that cost points in each category, e.g. `seo: ['robots-txt', 'canonical']`. */
  missedAudits: Record<AuditedCategory, string[]>;
  /** Lighthouse's own warnings, e.g. a page that redirected. */
  warnings: string[];
  lighthouseVersion: string;
  userAgent: string;
  /**
   * Lighthouse's CPU benchmark of this machine during the run. Chrome DevTools calibrates a mid-tier
   * phone (Pixel 5) at about 1000; the mobile preset's 4× CPU slowdown assumes a desktop well above
   * that, so a lower index (a small or busy machine) inflates TBT and LCP.
   */
  benchmarkIndex: number;
}

/** A page's runs, with each figure's median taken figure by figure (not one representative run). */
export interface LighthouseRuns extends Omit<LighthouseRun, 'scores' | 'benchmarkIndex'> {
  median: PageScores;
  runs: PageScores[];
  benchmarkIndex: number[];
}

/**
 * One Lighthouse run, tried up to three times: Lighthouse fails a run now and then on a busy
 * machine (NO_NAVSTART: 'Please run Lighthouse again'), and a failed run has no figures to skew.
 * Each retry is named in the run's warnings.
 */
export async function lighthouseRun(url: string, reportFile?: string): Promise<LighthouseRun> {
  const failures: string[] = [];
  for (;;) {
    try {
      const run = await lighthouseAttempt(url, reportFile);
      return { ...run, warnings: [...failures.map((f) => `retried after ${f}`), ...run.warnings] };
    } catch (error) {
      if (!(error instanceof LighthouseFailure) || failures.length === 2) throw error;
      failures.push(error.code);
      process.stderr.write(`  ${error.message}: trying again\n`);
    }
  }
}

/**
 * One Lighthouse run with the mobile preset and its default simulated throttling (Lighthouse's
 * default config, the one PageSpeed Insights uses), in a fresh Chromium so no run inherits
 * another's cache or warmed-up processes. The Chromium is the one the e2e tests use
 * (tests/browser.ts: Debian's when installed, else Playwright's own), with the same flags.
 * With `reportFile`, the run's HTML report is written there too, for looking into a score.
 */
async function lighthouseAttempt(url: string, reportFile?: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: launchOptions.executablePath ?? chromium.executablePath(),
    chromeFlags: ['--headless=new', ...launchOptions.args],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: reportFile ? 'html' : 'json',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new LighthouseFailure(
        lhr.runtimeError.code,
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    if (reportFile) {
      await mkdir(path.dirname(reportFile), { recursive: true });
      await writeFile(reportFile, Array.isArray(result.report) ? result.report.join('') : result.report);
    }
    const score = (id: string) => {
      const value = lhr.categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const missed = (category: AuditedCategory) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          return ref.weight > 0 && audit && audit.score !== null && audit.score < 1;
        })
        .map((ref) => ref.id);
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        bestPractices: score('best-practices'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        fcpMs: numeric('first-contentful-paint'),
        totalBytes: numeric('total-byte-weight'),
      },
      missedAudits: {
        seo: missed('seo'),
        accessibility: missed('accessibility'),
        'best-practices': missed('best-practices'),
      },
      warnings: lhr.runWarnings.map(String),
      lighthouseVersion: lhr.lighthouseVersion,
      userAgent: lhr.environment.hostUserAgent,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/** A page's runs summed up: medians, every run's figures, and audits missed or warnings given in any run. */
export function summarizeRuns(runs: LighthouseRun[]): LighthouseRuns {
  const union = (pick: (run: LighthouseRun) => string[]) => [...new Set(runs.flatMap(pick))];
  const of = (key: keyof PageScores) => {
    const values = runs.map((r) => r.scores[key]).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  return {
    median: {
      performance: of('performance'),
      accessibility: of('accessibility'),
      seo: of('seo'),
      bestPractices: of('bestPractices'),
      lcpMs: of('lcpMs'),
      tbtMs: of('tbtMs'),
      cls: of('cls'),
      fcpMs: of('fcpMs'),
      totalBytes: of('totalBytes'),
    },
    runs: runs.map((r) => r.scores),
    missedAudits: {
      seo: union((r) => r.missedAudits.seo),
      accessibility: union((r) => r.missedAudits.accessibility),
      'best-practices': union((r) => r.missedAudits['best-practices']),
    },
    warnings: union((r) => r.warnings),
    lighthouseVersion: runs[0]?.lighthouseVersion ?? '',
    userAgent: runs[0]?.userAgent ?? '',
    benchmarkIndex: runs.map((r) => r.benchmarkIndex),
  };
}

/** A run Lighthouse itself gave up on (its runtimeError), as opposed to a bug or a crash here. */
class LighthouseFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}
