import type { LighthouseRuns, PageScores } from './lighthouse-runs';
import type { BenchPage } from './pick-pages';
import { pageTargets, searchRenderP95Target, type Verdict } from './targets';
import type { TtfbOptions, TtfbResult } from './ttfb';

export interface MeasuredPage {
  page: BenchPage;
  lighthouse: LighthouseRuns;
}

/** Everything one bench run measured, as the report needs it. */
export interface BenchRun {
  pages: MeasuredPage[];
  lighthouseRuns: number;
  ttfb: { name: string; result: TtfbResult }[];
  ttfbOptions: TtfbOptions;
  phases: Record<string, number>;
  cpus: number;
  loadAverage: { start: number[]; end: number[] };
}

/**
 * The printed report and every verdict (for the JSON file): one Lighthouse table (figures down,
 * pages across, the target beside each figure, ✓ or ✗ in each cell), the audits that cost SEO,
 * accessibility and best-practice points, the server-render table, and what the run took on how
 * loaded a machine (Lighthouse's CPU-bound figures, TBT above all, grow with the load).
 */
export function report(run: BenchRun): { text: string; verdicts: Verdict[] } {
  const verdicts: Verdict[] = [];
  const lines: string[] = [];
  const first = run.pages[0]?.lighthouse;
  lines.push(
    `Lighthouse ${first?.lighthouseVersion ?? ''}, mobile preset, simulated throttling: median of ${run.lighthouseRuns} run${run.lighthouseRuns === 1 ? '' : 's'} per page`,
    `(${first?.userAgent ?? ''}; CPU benchmark index ${first?.benchmarkIndex.map(Math.round).join(', ') ?? ''})`,
    '',
    lighthouseTable(run.pages, verdicts),
    '',
    ...run.pages.map(({ page }) => `  ${page.name.padEnd(8)} ${page.path}`),
    '',
    ...missedAuditLines(run.pages),
    ...run.pages.flatMap(({ page, lighthouse }) =>
      lighthouse.warnings.map((warning) => `  warning (${page.name}): ${warning}`),
    ),
    '',
    `Server-rendered HTML, time to first byte with ${run.ttfbOptions.concurrency} requests in flight (up to ${run.ttfbOptions.maxRequests} requests or ${run.ttfbOptions.maxSeconds} s)`,
    '',
    ttfbTable(run.ttfb, verdicts),
    '',
  );
  const met = verdicts.filter((v) => v.met).length;
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  const { phases } = run;
  lines.push(
    `${met} of ${verdicts.length} targets met.`,
    `Took ${phases.totalSeconds} s (seed ${phases.seedSeconds} s, start ${phases.startSeconds} s, Lighthouse ${phases.lighthouseSeconds} s, TTFB ${phases.ttfbSeconds} s) on ${run.cpus} CPUs, load average ${load(run.loadAverage.start)} at start and ${load(run.loadAverage.end)} at the end.`,
  );
  return { text: lines.join('\n'), verdicts };
}

function lighthouseTable(pages: MeasuredPage[], verdicts: Verdict[]): string {
  const header = ['', 'target', ...pages.map((p) => p.page.name)];
  const rows = figures.map(({ key, label, format }) => {
    const target = pageTargets[key];
    return [
      label,
      target?.text ?? '',
      ...pages.map(({ page, lighthouse }) => {
        const value = lighthouse.median[key];
        if (!target) return value === null ? 'n/a' : format(value);
        const met = value !== null && target.met(value);
        verdicts.push({ target: `${label} ${target.text}`, page: page.name, value, met });
        return `${value === null ? 'n/a' : format(value)} ${met ? '✓' : '✗'}`;
      }),
    ];
  });
  return table(header, rows);
}

function missedAuditLines(pages: MeasuredPage[]): string[] {
  const categories = [
    ['seo', 'SEO'],
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
  ] as const;
  return categories.map(([category, label]) => {
    const misses = pages
      .filter(({ lighthouse }) => lighthouse.missedAudits[category].length)
      .map(({ page, lighthouse }) => `${page.name}: ${lighthouse.missedAudits[category].join(', ')}`);
    return `  ${label} audits missed: ${misses.length ? misses.join('; ') : 'none'}`;
  });
}

function ttfbTable(results: BenchRun['ttfb'], verdicts: Verdict[]): string {
  const header = ['page', 'path', 'requests', 'req/s', 'p50', 'p95', 'p99', 'errors', 'target'];
  const rows = results.map(({ name, result }) => {
    const target = name === 'search' ? searchRenderP95Target : undefined;
    const met = target?.met(result.p95Ms);
    if (target && met !== undefined)
      verdicts.push({ target: `server render ${target.text}`, page: name, value: result.p95Ms, met });
    return [
      name,
      new URL(result.url).pathname,
      String(result.requests),
      result.requestsPerSecond.toFixed(0),
      `${result.p50Ms.toFixed(1)} ms`,
      `${result.p95Ms.toFixed(1)} ms${met === undefined ? '' : met ? ' ✓' : ' ✗'}`,
      `${result.p99Ms.toFixed(1)} ms`,
      String(result.errors),
      target?.text ?? '',
    ];
  });
  return table(header, rows);
}

/** Rows of the Lighthouse table, in the order issue 12 names them, each with how to write it. */
const figures: { key: keyof PageScores; label: string; format(v: number): string }[] = [
  { key: 'performance', label: 'performance', format: String },
  { key: 'accessibility', label: 'accessibility', format: String },
  { key: 'seo', label: 'SEO', format: String },
  { key: 'bestPractices', label: 'best practices', format: String },
  { key: 'lcpMs', label: 'LCP', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { key: 'tbtMs', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'fcpMs', label: 'FCP', format: (v) => `${(v / 1000).toFixed(1)} s` },
  { key: 'totalBytes', label: 'total bytes', format: (v) => `${Math.round(v / 1024)} KiB` },
];

/** Columns padded to their widest cell; the first two left-aligned, figures right-aligned. */
function table(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => [...(r[i] ?? '')].length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => {
        const pad = ' '.repeat(widths[i]! - [...cell].length);
        return i < 2 ? cell + pad : pad + cell;
      })
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
