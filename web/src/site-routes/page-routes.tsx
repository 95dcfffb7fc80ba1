import { isLanguageCode, languageCodes } from '@talkhire/config';
import { useMemo } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, renderMatches, useLocation } from 'react-router-dom';
import { LazyPage, PageErrorBoundary, type PageRoute, SiteLayout } from '../app';
import { sitePages } from './site-pages';

/**
 * The seeker site's routes (spec §2), every page under every language prefix: '/' is English,
 * '/ar/…' Arabic, and so on. A static prefix outranks the English ':slug' and '*', so '/ar/x' is
 * Arabic, never an English search. React Router's declarative mode: the pages fetch their own data
 * through TanStack Query, so the data router (and its 16 KB gzip) has nothing to do.
 */
export function SiteRoutes() {
  const { pathname } = useLocation();
  const element = useMemo(() => renderMatches(matchesAt(pathname)), [pathname]);
  // No Suspense boundary: the page's chunk is loaded before the first render (server and browser),
  // and a navigation is a transition, which keeps the last page on screen while the next one loads.
  // A boundary here would hydrate the site after the shell, whose "hydrated" effect would then run
  // first and let the page's refusals be asked again while hydrating (a mismatch).
  return <PageErrorBoundary pathname={pathname}>{element}</PageErrorBoundary>;
}

/**
 * Loads the chunks of the pages a path shows, and names their sources in Vite's manifest: the
 * server loads them before rendering and preloads them in the HTML; the browser loads them before
 * hydrating, so nothing suspends where the server had the page.
 */
export async function loadPagesAt(pathname: string): Promise<string[]> {
  const matched = (matchesAt(pathname) ?? []).flatMap((match) => pageOfMatch(match) ?? []);
  await Promise.all(matched.map((page) => page.preload()));
  return matched.map((page) => page.module);
}

/**
 * The page a path shows and its route's parameters, for the public runtime, which renders that page
 * without a router (src/public-main.tsx). Null for a path no page matches (none: '*' is a page).
 */
export function pageRouteAt(pathname: string): { page: PageRoute; params: Record<string, string> } | null {
  const last = matchesAt(pathname)?.at(-1);
  const page = last && pageOfMatch(last);
  if (!last || !page) return null;
  const params = Object.fromEntries(
    Object.entries(last.params).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return { page, params };
}

/**
 * The routes a path matches, worked out once per path, against its language prefix's routes only:
 * React Router flattens and ranks every route it is given on every match, and the whole site is
 * 400 (36 pages under 11 prefixes), which was a fifth of a server render's time when each render
 * matched again, and ~75 ms of opening a chat in the browser. Bounded, as the server sees endless
 * job addresses.
 */
function matchesAt(pathname: string): RouteMatch[] | null {
  let matches = matchCache.get(pathname);
  if (matches === undefined) {
    if (matchCache.size >= matchCacheMax) matchCache.clear();
    matches = matchRoutes(siteRoutes.get(languagePrefixOf(pathname)) ?? [], pathname);
    matchCache.set(pathname, matches);
  }
  return matches;
}

/** '/ar' for '/ar/…' (a static prefix outranks the English ':slug' and '*'); '/' otherwise. */
function languagePrefixOf(pathname: string): string {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return isLanguageCode(first) ? `/${first}` : '/';
}

const matchCache = new Map<string, RouteMatch[] | null>();
const matchCacheMax = 2_000;

/** Each language prefix's routes: the site's layout, the prefix, every page under it. */
const siteRoutes = new Map<string, RouteObject[]>(
  ['/', ...languageCodes.map((code) => `/${code}`)].map((prefix) => [
    prefix,
    [
      {
        element: <SiteLayout />,
        children: [
          {
            path: prefix,
            children: sitePages.map(
              (page): RouteObject => ({
                ...(page.path === '' ? { index: true } : { path: page.path }),
                handle: { page },
                element: <LazyPage page={page} />,
              }),
            ),
          },
        ],
      },
    ],
  ]),
);

/** The page a matched route shows; the layout and language-prefix routes show none. */
function pageOfMatch({ route }: RouteMatch): PageRoute | undefined {
  return (route.handle as { page?: PageRoute } | undefined)?.page;
}
