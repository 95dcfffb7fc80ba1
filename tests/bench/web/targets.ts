import type { PageScores } from './lighthouse-runs';

/** A goal of issue 12 for one figure, with how it is written next to the figure. */
export interface Target {
  text: string;
  met(value: number): boolean;
}

/** Issue 12's goals for every measured page; figures without one are shown for context only. */
export const pageTargets: Partial<Record<keyof PageScores, Target>> = {
  performance: atLeast(90),
  accessibility: atLeast(98),
  seo: atLeast(100, '= 100'),
  lcpMs: atMost(2500, '≤ 2.5 s'),
  tbtMs: atMost(200, '≤ 200 ms'),
  cls: atMost(0.05, '≤ 0.05'),
};

/** The server render of a search page, p95 time to first byte at 20 requests in flight. */
export const searchRenderP95Target: Target = atMost(50, 'p95 ≤ 50 ms');

export interface Verdict {
  target: string;
  page: string;
  value: number | null;
  met: boolean;
}

function atLeast(min: number, text = `≥ ${min}`): Target {
  return { text, met: (v) => v >= min };
}

function atMost(max: number, text: string): Target {
  return { text, met: (v) => v <= max };
}
