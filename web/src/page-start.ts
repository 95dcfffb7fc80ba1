import { hydrate, type QueryClient } from '@tanstack/react-query';
import { createQueryClient, retryOnRemount } from './api/query-client';
import type { PageState } from './page-state';
import { writeCookie } from './session/cookies';
import { deviceUuid } from './session/device-uuid';
import { browserTimeZone } from './ui/formats';
import { timeZoneCookie } from './ui/render-clock';

/**
 * What both browser entries (main.tsx, public-main.tsx) do before the first render: the device's
 * uuid, and this browser's time zone, so the next page the server renders shows its times.
 */
export function prepareBrowser(): void {
  deviceUuid();
  rememberTimeZone();
}

/** The query client, holding the server's cache when the page was rendered there. */
export function pageQueryClient(state: PageState | null): QueryClient {
  const queryClient = createQueryClient({ rendered: state !== null });
  if (state) hydrate(queryClient, state.queries);
  return queryClient;
}

/** The page is live: tests wait for this mark before they click. */
export function pageHydrated(queryClient: QueryClient): void {
  retryOnRemount(queryClient);
  document.documentElement.dataset.hydrated = 'true';
}

/** Writes the `tz` cookie, from a worker where there are workers (see time-zone-worker.ts). */
function rememberTimeZone(): void {
  const write = (zone: string) => writeCookie(timeZoneCookie, zone);
  if (typeof Worker === 'undefined') {
    write(browserTimeZone());
    return;
  }
  const worker = new Worker(new URL('./ui/time-zone-worker.ts', import.meta.url), { type: 'module' });
  const done = (zone: string) => {
    write(zone);
    worker.terminate();
  };
  worker.onmessage = (event: MessageEvent<string>) => done(event.data);
  worker.onerror = () => done(browserTimeZone());
}
