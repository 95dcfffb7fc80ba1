import { describe, expect, it } from 'vitest';
import { openingWindow, widerWindowStart } from './message-window';

/** Scrolls to the top again and again from the opening window: the windows read on the way. */
function windowsBackToFirst(newest: number): number[] {
  const windows: number[] = [];
  let from = Math.max(0, newest - openingWindow);
  while (from > 0) {
    from = widerWindowStart(from, newest);
    windows.push(newest - from);
  }
  return windows;
}

describe('the message window', () => {
  it('reaches the first of 10,000 messages in a few steps, reading each message a few times at most', () => {
    const windows = windowsBackToFirst(10_001);
    expect(windows.length).toBeLessThanOrEqual(8);
    expect(windows.reduce((sum, size) => sum + size, 0)).toBeLessThan(3 * 10_001);
    expect(windows.at(-1)).toBe(10_001);
  });

  it('grows a short conversation by at least a page and never past its start', () => {
    expect(widerWindowStart(150, 250)).toBe(50);
    expect(widerWindowStart(40, 140)).toBe(0);
    expect(widerWindowStart(0, 30)).toBe(0);
  });
});
