import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * To find out where a measured step's time goes: with CHAT_HISTORY_PROFILE=<folder>, the page's
 * CPU profile of the step is written there (`<name>.cpuprofile`); with CHAT_HISTORY_TRACE=<folder>,
 * a Chrome trace (`<name>.trace.json`). Both open in Chrome DevTools' Performance panel.
 */
export async function profiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  const traces = process.env.CHAT_HISTORY_TRACE;
  const browser = page.context().browser();
  if (traces && browser) {
    await browser.startTracing(page, { path: path.join(traces, `${name}.trace.json`), screenshots: false });
    try {
      return await cpuProfiled(page, name, step);
    } finally {
      await browser.stopTracing();
    }
  }
  return cpuProfiled(page, name, step);
}

async function cpuProfiled<T>(page: Page, name: string, step: () => Promise<T>): Promise<T> {
  const folder = process.env.CHAT_HISTORY_PROFILE;
  if (!folder) return step();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  // Starting logs every compiled function of the heap: hundreds of ms, kept out of the step.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  try {
    return await step();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    await writeFile(path.join(folder, `${name}.cpuprofile`), JSON.stringify(profile));
    await cdp.detach();
  }
}
