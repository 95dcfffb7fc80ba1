import type { EditionKey } from '@talkhire/config';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ServerFetchContext } from '../api/api-context';
import { EditionProvider } from '../edition/edition-context';
import { SessionProvider } from '../session/session-context';
import { NotificationsProvider } from '../ui/notifications';
import { type RenderMoment, RenderMomentContext } from '../ui/render-clock';

interface AppShellProps {
  queryClient: QueryClient;
  i18n: i18n;
  edition: EditionKey;
  /** Server only: the request's cookies and the in-process way to the relay. */
  server?: { cookies: string; fetch: typeof fetch };
  /** The server's render moment while the page is rendered and hydrated (see RenderMomentContext). */
  moment?: RenderMoment | null;
  /** Browser only: called once the server's HTML is hydrated (or the page first rendered). */
  onHydrated?: () => void;
  children: ReactNode;
}

/** What every page sits in, the same on the server and in the browser so hydration matches. */
export function AppShell({
  queryClient,
  i18n,
  edition,
  server,
  moment = null,
  onHydrated,
  children,
}: AppShellProps) {
  const [renderMoment, setRenderMoment] = useState(moment);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ServerFetchContext.Provider value={server?.fetch ?? null}>
          <RenderMomentContext.Provider value={renderMoment}>
            <EditionProvider initial={edition}>
              <NotificationsProvider>
                <SessionProvider {...(server ? { cookies: server.cookies } : {})}>
                  {children}
                  {/* Rendered on both sides: the trees, and so React's generated ids, must match. */}
                  <Hydrated
                    onHydrated={() => {
                      // Every date, time and "ago" on the page renders again: as a transition,
                      // in slices the browser can answer between, not one long task (issue 12's TBT).
                      startTransition(() => setRenderMoment(null));
                      onHydrated?.();
                    }}
                  />
                </SessionProvider>
              </NotificationsProvider>
            </EditionProvider>
          </RenderMomentContext.Provider>
        </ServerFetchContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** Effects run once the first render is committed: for a server-rendered page, once hydrated. */
function Hydrated({ onHydrated }: { onHydrated: (() => void) | undefined }) {
  // Once, after the first commit.
  useEffect(() => onHydrated?.(), []);
  return null;
}
