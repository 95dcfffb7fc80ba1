import type { Plugin } from 'vite';

/** Totals of one run: files compressed, their size, and the sizes of their .br and .gz. */
export interface PrecompressTotals {
  files: number;
  bytes: number;
  br: number;
  gz: number;
}

export function precompress(dir: string): Promise<PrecompressTotals>;
export function precompressPlugin(): Plugin;
