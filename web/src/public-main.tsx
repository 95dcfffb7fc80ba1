import { splitLanguagePath } from '@talkhire/config';
import type { i18n } from 'i18next';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { AppShell, LazyPage, PageErrorBoundary, publicPages, SiteLayout } from './app';
import { currentEditionKey } from './edition/edition-context';
import { pageHydrated, pageQueryClient, prepareBrowser } from './page-start';
import { readPageState } from './page-state';
import { publicTranslator, RouterLite } from './public-runtime';
import './styles.css';

/**
 * The public pages in the browser (issue 12): home, search, job, company and the lists, which the
 * relay renders and serves with public.html. The same tree as the server's, hydrated with its
 * query cache, but the page is the one the server matched and the router is router-lite: every
 * link loads its page from the server, so neither React Router nor i18next is loaded (the public
 * build aliases them, see vite.config.ts) and a page weighs about 30 KB gzip less.
 */
async function start() {
  prepareBrowser();
  const state = readPageState();
  const page = publicPages.find((candidate) => candidate.path === state?.route?.path);
  // The relay serves this entry only with a rendered public page; anything else is a stale page.
  if (!state?.route || !page) throw new Error('public page without its server state');
  const { language } = splitLanguagePath(location.pathname);
  const [i18n] = await Promise.all([publicTranslator(language), page.preload()]);
  const queryClient = pageQueryClient(state);
  const { pathname, search, hash } = location;
  const app = (
    <StrictMode>
      <AppShell
        queryClient={queryClient}
        // The translator answers what the app's components ask of i18next's instance.
        i18n={i18n as unknown as i18n}
        edition={currentEditionKey()}
        moment={state.moment}
        onHydrated={() => pageHydrated(queryClient)}
      >
        <RouterLite
          location={{ pathname, search, hash }}
          params={state.route.params}
          outlet={<LazyPage page={page} />}
        >
          <PageErrorBoundary pathname={pathname}>
            <SiteLayout />
          </PageErrorBoundary>
        </RouterLite>
      </AppShell>
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds (see main.tsx).
  startTransition(() => void hydrateRoot(document.getElementById('root')!, app));
}

void start();
