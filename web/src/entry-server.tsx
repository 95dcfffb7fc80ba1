import { PassThrough } from 'node:stream';
import { editionByKey, splitLanguagePath } from '@talkhire/config';
import type { PageRenderRequest, PageRenderResult } from '@talkhire/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { AppShell } from './app';
import { editionKeyOf } from './edition/edition-context';
import { serverI18n } from './i18n/server-i18n';
import { type PageState, writeFailures } from './page-state';
import { readCookie } from './session/cookies';
import { loadPagesAt, pageRouteAt, SiteRoutes } from './site-routes';
import { renderTimeZone, timeZoneCookie } from './ui/render-clock';
import { ResponseStatusProvider, type ResponseStatusRecorder } from './ui/response-status';

/** Rounds of "render, then fetch what the render asked for" before the page is complete. */
const maxDataRounds = 3;

/**
 * Renders one page of the seeker site for the relay. The screens ask for their data with the same
 * TanStack Query hooks as in the browser: a render registers the queries it needs, they are
 * fetched (in process, as the visitor), and the page renders again with them, until nothing new
 * is asked. The query cache goes to the browser, which hydrates the same tree.
 */
export async function renderPage({ url, cookies, fetch }: PageRenderRequest): Promise<PageRenderResult> {
  const address = new URL(url, 'http://talkhire.invalid');
  const { language } = splitLanguagePath(address.pathname);
  const modules = await loadPagesAt(address.pathname);
  const edition = editionKeyOf(address.search, cookies);
  const queryClient = createQueryClient({ rendered: true });
  const i18n = await serverI18n(language, editionByKey(edition).id, fetch);
  const recorder: ResponseStatusRecorder = { status: 200 };
  const moment = { now: Date.now(), timeZone: renderTimeZone(readCookie(timeZoneCookie, cookies)) };
  const page = (
    <AppShell
      queryClient={queryClient}
      i18n={i18n}
      edition={edition}
      server={{ cookies, fetch }}
      moment={moment}
    >
      <ResponseStatusProvider value={recorder}>
        <StaticRouter location={`${address.pathname}${address.search}`}>
          <SiteRoutes />
        </StaticRouter>
      </ResponseStatusProvider>
    </AppShell>
  );

  let html = await renderToText(page);
  for (let round = 1; round < maxDataRounds; round++) {
    const asked = unfetched(queryClient);
    if (asked.length === 0) break;
    // A failed query renders as it would in the browser; the browser asks again.
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    recorder.status = 200;
    recorder.redirect = undefined;
    html = await renderToText(page);
  }

  const route = pageRouteAt(address.pathname);
  const state: PageState = {
    moment,
    route: route && { path: route.page.path, params: route.params },
    // Refusals too (a job not found): the browser must render what the server did.
    queries: writeFailures(
      dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
    ),
  };
  return {
    status: recorder.status,
    ...(recorder.redirect ? { redirect: recorder.redirect } : {}),
    language,
    html,
    state: JSON.stringify(state),
    modules,
    runtime: route?.page.public ? 'public' : 'app',
  };
}

/** Queries a render created but nobody fetched: on the server, effects never run. */
function unfetched(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        typeof query.options.queryFn === 'function',
    );
}

/** React's streaming renderer, read to the end: the status and the ETag need the whole page. */
function renderToText(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(node, {
      // Read to the end, the page is never streamed: every Suspense boundary goes out in place.
      // Past this size React would send a boundary after the rest, revealed by inline scripts the
      // Content-Security-Policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}
