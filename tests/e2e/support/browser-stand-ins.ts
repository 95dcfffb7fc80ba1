import type { BrowserContext, Page } from '@playwright/test';

/** Every page of this context runs as in a browser without SharedWorker (the property itself goes). */
export async function withoutSharedWorker(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (window as { SharedWorker?: unknown }).SharedWorker;
  });
}

/**
 * Every page of this context records the system notifications it raises, by `new Notification`
 * or through a service worker registration: headless Chromium shows none to look at.
 */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: { title: string; body?: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = async () => 'granted';
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body?: string } = {}) {
        shown.push({ title, body: options.body });
      }
      close() {}
    }
    (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
    // Absent outside secure contexts, e.g. the blank page a new tab starts on.
    if (typeof ServiceWorkerRegistration === 'undefined') return;
    ServiceWorkerRegistration.prototype.showNotification = async (title, options = {}) => {
      shown.push({ title, body: options.body });
    };
  });
}

/** What `recordNotifications` recorded on this page so far. */
export function shownNotifications(page: Page): Promise<{ title: string; body?: string }[]> {
  return page.evaluate(
    () =>
      (window as unknown as { shownNotifications: { title: string; body?: string }[] }).shownNotifications,
  );
}

/** The page leaves the seeker's view behind another window: visible, no longer focused. */
export function blurPage(page: Page): Promise<void> {
  return page.evaluate(() => {
    document.hasFocus = () => false;
    window.dispatchEvent(new Event('blur'));
  });
}
