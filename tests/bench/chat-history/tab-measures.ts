import type { Page } from '@playwright/test';
import { percentile } from '../web/stats';

export interface TabMemory {
  /** The page's JavaScript heap after a full collection, MiB (the SharedWorker's is its own). */
  heapMb: number;
  domNodes: number;
}

/** The tab's heap after a collection (CDP Performance.getMetrics), so garbage never counts. */
export async function tabMemory(page: Page): Promise<TabMemory> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const metric = (name: string) => metrics.find((m) => m.name === name)?.value ?? Number.NaN;
    return { heapMb: round(metric('JSHeapUsedSize') / 2 ** 20, 1), domNodes: metric('Nodes') };
  } finally {
    await cdp.detach();
  }
}

export interface FrameSummary {
  frames: number;
  fps: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Frames longer than one 60 Hz frame (16.7 ms, with 1 ms for rAF's own jitter). */
  over16: number;
  over50: number;
}

/** What a list of rAF-to-rAF frame durations says about smoothness. */
export function summarizeFrames(frames: number[]): FrameSummary {
  const sorted = [...frames].sort((a, b) => a - b);
  const total = frames.reduce((sum, f) => sum + f, 0);
  return {
    frames: frames.length,
    fps: round(total > 0 ? (1000 * frames.length) / total : Number.NaN, 1),
    p50Ms: round(percentile(sorted, 0.5), 1),
    p95Ms: round(percentile(sorted, 0.95), 1),
    maxMs: round(sorted[sorted.length - 1] ?? Number.NaN, 1),
    over16: frames.filter((f) => f > 17.7).length,
    over50: frames.filter((f) => f > 50).length,
  };
}

export function round(value: number, digits = 0): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}
