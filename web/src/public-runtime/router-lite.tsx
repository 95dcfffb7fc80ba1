import {
  type AnchorHTMLAttributes,
  type CSSProperties,
  createContext,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';

/**
 * What the public pages' browser build gets for 'react-router-dom' (aliased there): the page the
 * server rendered, its route's params and what <Outlet /> shows. Going to another page loads it
 * from the server: links are plain anchors the browser follows and navigate() assigns the address;
 * a new query or hash of the same page is pushed into the history and rendered in place. The
 * markup is the real router's for the same props (StaticRouter renders it on the server; hydration
 * must not mismatch). Only what public pages import is exported: a page that
 * reaches Routes, BrowserRouter and the like fails the build instead of shipping the router.
 */
export function RouterLite({ location: served, params, outlet = null, children }: RouterLiteProps) {
  // The page's own address. A query or hash the page sets itself (the search filters, a sheet kept
  // open while choosing) goes into the history and is shown without a page load, the data then
  // fetched in the browser; back and forward within the page come back through popstate.
  const [address, setAddress] = useState(served);
  const { pathname, search, hash } = address;
  useEffect(() => {
    const onPopState = () => setAddress(addressOf(location));
    addEventListener('popstate', onPopState);
    return () => removeEventListener('popstate', onPopState);
  }, []);
  // The location and navigate as long as the address is, whatever else renders again: screens
  // list them in their effects' dependencies.
  const page = useMemo(
    () => ({
      location: { pathname, search, hash, state: null, key: 'default' },
      navigate: ((to, options) => {
        if (typeof to === 'number') return void history.go(to);
        const href = resolve(to, pathname);
        const next = addressOf(new URL(href, 'http://talkhire.invalid'));
        if (next.pathname !== pathname) return void location[options?.replace ? 'replace' : 'assign'](href);
        history[options?.replace ? 'replaceState' : 'pushState'](null, '', href);
        setAddress(next);
      }) as NavigateFunction,
    }),
    [pathname, search, hash],
  );
  const value = useMemo(() => ({ ...page, params, outlet }), [page, params, outlet]);
  return <Router value={value}>{children}</Router>;
}

export function Link({
  onClick,
  discover = 'render',
  // The real Link's options that mean nothing for a page load: kept out of the anchor's attributes.
  prefetch,
  relative,
  reloadDocument,
  replace,
  mask,
  state,
  target,
  to,
  preventScrollReset,
  viewTransition,
  defaultShouldRevalidate,
  ...rest
}: LinkProps) {
  const { pathname } = useRouter().location;
  const absolute = typeof to === 'string' && absoluteUrl.test(to);
  const href = absolute ? to : resolve(to, pathname);
  // The browser follows the anchor (a push); only `replace` needs a hand, for the clicks the real
  // router would take (a plain left click in this tab), after an onClick that let it through.
  const replaceOnClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !event.defaultPrevented &&
      event.button === 0 &&
      (!target || target === '_self') &&
      !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
    ) {
      event.preventDefault();
      location.replace(href);
    }
  };
  return (
    // The attributes in the real Link's order: renderToString's markup is compared with its own.
    <a
      {...rest}
      href={href}
      onClick={replace && !reloadDocument ? replaceOnClick : onClick}
      target={target}
      data-discover={!absolute && discover === 'render' ? 'true' : undefined}
    />
  );
}

export function NavLink({
  'aria-current': ariaCurrent = 'page',
  caseSensitive,
  className = '',
  end,
  style,
  to,
  viewTransition,
  children,
  ...rest
}: NavLinkProps) {
  let here = useRouter().location.pathname;
  // Percent-encoded as the real router's history encodes it before comparing.
  let path = new URL(resolve(to, here).replace(/ $/, '%20'), 'http://x').pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    path = path.toLowerCase();
  }
  const isActive =
    here === path ||
    (!end &&
      here.startsWith(path) &&
      // A path ending in '/' is a whole segment already.
      ((path !== '/' && path.endsWith('/')) || here.charAt(path.length) === '/'));
  // Nothing is ever pending or in a view transition: a navigation leaves the page.
  const renderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(renderProps)
          : className + (isActive ? `${className && ' '}active` : '')
      }
      style={typeof style === 'function' ? style(renderProps) : style}
      to={to}
    >
      {typeof children === 'function' ? children(renderProps) : children}
    </Link>
  );
}

/** Navigates in an effect, as the real one: the server rendered nothing for it. */
export function Navigate({
  to,
  replace,
}: {
  to: To;
  replace?: boolean;
  state?: unknown;
  relative?: Relative;
}) {
  const { navigate, location } = useRouter();
  const href = resolve(to, location.pathname);
  useEffect(() => navigate(href, { replace }), [navigate, href, replace]);
  return null;
}

export function Outlet(_props: { context?: unknown }): ReactNode {
  const router = useRouter();
  // What the outlet renders has no outlet of its own (an <Outlet /> in it renders nothing).
  return router.outlet && <Router value={{ ...router, outlet: null }}>{router.outlet}</Router>;
}

export const useLocation = (): RouterValue['location'] => useRouter().location;

export const useNavigate = (): NavigateFunction => useRouter().navigate;

export const useParams = (): Params => useRouter().params;

/** The address a `to` leads to from here, as a link's href. */
export const useHref = (to: To, _options?: { relative?: Relative }): string =>
  resolve(to, useRouter().location.pathname);

/** The address's query, the defaults added for keys it lacks; the setter loads the new query. */
export function useSearchParams(defaultInit?: SearchParamsInit): [URLSearchParams, SetSearchParams] {
  const { location, navigate } = useRouter();
  const defaults = `${createSearchParams(defaultInit)}`;
  // Stable while the address is (a page's whole life), as the real hook's: effects depend on them.
  return useMemo(() => {
    const own = createSearchParams(location.search);
    const params = new URLSearchParams(own);
    for (const [key, value] of new URLSearchParams(defaults)) if (!own.has(key)) params.append(key, value);
    return [
      params,
      (next, options) =>
        navigate(
          `?${createSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`,
          options,
        ),
    ];
  }, [location.search, defaults, navigate]);
}

export type To = string | Partial<Path>;
export type Params = Readonly<Record<string, string | undefined>>;
export type NavigateOptions = { replace?: boolean; state?: unknown; relative?: Relative };
export type NavigateFunction = {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
};
export type SetSearchParams = (
  next: SearchParamsInit | ((previous: URLSearchParams) => SearchParamsInit),
  options?: NavigateOptions,
) => void;
export type SearchParamsInit = string | string[][] | URLSearchParams | Record<string, string | string[]>;

export interface RouterLiteProps {
  location: Path;
  params: Params;
  outlet?: ReactNode;
  children?: ReactNode;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  reloadDocument?: boolean;
  state?: unknown;
  discover?: 'render' | 'none';
  prefetch?: 'none' | 'intent' | 'render' | 'viewport';
  relative?: Relative;
  preventScrollReset?: boolean;
  viewTransition?: boolean;
  mask?: To;
  defaultShouldRevalidate?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  caseSensitive?: boolean;
  end?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

interface Path {
  pathname: string;
  search: string;
  hash: string;
}

type Relative = 'route' | 'path';

interface RouterValue {
  location: Path & { state: null; key: string };
  params: Params;
  outlet: ReactNode;
  navigate: NavigateFunction;
}

// No default: a hook outside RouterLite fails, as the real ones do outside a router.
const Router = createContext<RouterValue>(null as unknown as RouterValue);

const useRouter = () => useContext(Router);

/** The real router's test for a URL with a scheme ('https:', 'mailto:') or protocol-relative. */
const absoluteUrl = /^(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i;

/**
 * The real router's resolveTo/createPath, with one difference: a relative pathname resolves
 * against the address (its leading '..' drop address segments, as `relative="path"`), where the
 * real one resolves against the route matches, which we do not have. The app's links are absolute
 * or query-only (setSearchParams), which resolve alike.
 */
function resolve(to: To, from: string): string {
  // parsePath's split: the pathname up to the first '?' or '#', the search up to the first '#'.
  const [, toPathname, search, hash] =
    typeof to === 'string' ? /^([^?#]*)(\?[^#]*)?(#.*)?/s.exec(to)! : ['', to.pathname, to.search, to.hash];
  let pathname = from;
  if (toPathname) {
    const clean = toPathname.replace(/[\\/]{2,}/g, '/');
    const absolute = /^[\\/]/.test(clean);
    const segments = (absolute ? '' : from.replace(/\/+$/, '')).split('/');
    for (const segment of (absolute ? clean.slice(1) : clean).split('/')) {
      if (segment === '..') {
        if (segments.length > 1) segments.pop();
      } else if (segment !== '.') segments.push(segment);
    }
    pathname = segments.length > 1 ? segments.join('/') : '/';
  }
  // A trailing slash asked for ('jobs/'), or kept from the address by '.' ('' and a query-only
  // `to` keep the address's pathname as it is).
  if ((toPathname === '.' ? from : toPathname)?.endsWith('/') && !pathname.endsWith('/')) pathname += '/';
  return pathname + prefixed('?', search) + prefixed('#', hash);
}

/** '?a=1' from 'a=1' or '?a=1'; nothing from '' or a lone '?' (the same for '#'). */
function prefixed(mark: string, part = ''): string {
  return part && part !== mark ? (part[0] === mark ? part : mark + part) : '';
}

/** The real createSearchParams: a record's array values become repeated keys (a string, pairs or
 * URLSearchParams go to URLSearchParams as they are). */
function createSearchParams(init: SearchParamsInit = ''): URLSearchParams {
  return new URLSearchParams(
    init.constructor === Object
      ? Object.entries(init).flatMap(([key, value]) => [value].flat().map((one) => [key, one]))
      : (init as string),
  );
}

/** The parts of an address the router keeps. */
function addressOf({ pathname, search, hash }: Pick<URL, 'pathname' | 'search' | 'hash'>): Path {
  return { pathname, search, hash };
}
