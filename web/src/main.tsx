import { splitLanguagePath } from '@talkhire/config';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppShell } from './app';
import { currentEditionKey } from './edition/edition-context';
import { setupI18n } from './i18n/setup';
import { pageHydrated, pageQueryClient, prepareBrowser } from './page-start';
import { readPageState } from './page-state';
import { loadPagesAt, SiteRoutes } from './site-routes';
import './styles.css';

/**
 * The seeker site in the browser. A page the relay rendered is hydrated with the server's query
 * cache, after its page chunk has loaded, so the first render matches the HTML.
 * Without server markup (the Vite dev server) the site renders from scratch.
 */
async function start() {
  prepareBrowser();
  const i18n = await setupI18n(splitLanguagePath(location.pathname).language);
  const state = readPageState();
  const queryClient = pageQueryClient(state);
  await loadPagesAt(location.pathname);
  const app = (
    <StrictMode>
      <AppShell
        queryClient={queryClient}
        i18n={i18n}
        edition={currentEditionKey()}
        moment={state?.moment ?? null}
        onHydrated={() => pageHydrated(queryClient)}
      >
        <BrowserRouter>
          <SiteRoutes />
        </BrowserRouter>
      </AppShell>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page (one long task of ~0.4 s on a phone-class CPU).
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
