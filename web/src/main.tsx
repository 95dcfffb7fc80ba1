import { splitLanguagePath } from '@talkhire/config';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from 'react-router-dom';
import { createQueryClient, retryOnRemount } from './api/query-client';
import { AppShell, pageRoutes } from './app';
import { currentEditionKey } from './edition/edition-context';
import { setupI18n } from './i18n/setup';
import { readPageState } from './page-state';
import { writeCookie } from './session/cookies';
import { deviceUuid } from './session/device-uuid';
import { browserTimeZone } from './ui/formats';
import { timeZoneCookie } from './ui/render-clock';
import './styles.css';

/**
 * The seeker site in the browser. A page the relay rendered is hydrated with the server's query
 * cache and router data, after its page chunk has loaded, so the first render matches the HTML.
 * Without server markup (the Vite dev server) the site renders from scratch.
 */
async function start() {
  deviceUuid();
  // The next page the server renders shows times in this browser's zone.
  writeCookie(timeZoneCookie, browserTimeZone());
  const i18n = await setupI18n(splitLanguagePath(location.pathname).language);
  const state = readPageState();
  const queryClient = createQueryClient({ rendered: state !== null });
  if (state) hydrate(queryClient, state.queries);
  const routes = pageRoutes();
  await loadMatchedPages(routes);
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  const app = (
    <StrictMode>
      <AppShell
        queryClient={queryClient}
        i18n={i18n}
        edition={currentEditionKey()}
        moment={state?.moment ?? null}
        onHydrated={() => hydrated(queryClient)}
      >
        <RouterProvider router={router} />
      </AppShell>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  if (state) hydrateRoot(root, app);
  else createRoot(root).render(app);
}

/** The page is live: tests wait for this mark before they click. */
function hydrated(queryClient: QueryClient) {
  retryOnRemount(queryClient);
  document.documentElement.dataset.hydrated = 'true';
}

/** A lazy route still loading at hydration would render a fallback where the server had the page. */
async function loadMatchedPages(routes: RouteObject[]) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

void start();
