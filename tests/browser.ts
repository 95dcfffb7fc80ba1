import { existsSync } from 'node:fs';

/**
 * Debian's Chromium when it is installed (CI, this machine), otherwise Playwright's own browser.
 * As root Chromium needs --no-sandbox; the background flags keep it off the closed internet.
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

export const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: [
    ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-gpu',
    '--no-first-run',
  ],
};
