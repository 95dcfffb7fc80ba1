// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import * as Real from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as Lite from './router-lite';
import {
  Link,
  Navigate,
  type NavigateFunction,
  Outlet,
  RouterLite,
  type SetSearchParams,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router-lite';

/** The two implementations, used through the shim's types: a case renders under either. */
type Api = Pick<typeof Lite, 'Link' | 'NavLink'>;
const real = { Link: Real.Link, NavLink: Real.NavLink } as unknown as Api;

interface Case {
  name: string;
  at?: string;
  ui: (api: Api) => ReactNode;
}

const cases: Case[] = [
  // Link: how `to` becomes href
  { name: 'absolute path', ui: ({ Link }) => <Link to="/jobs">{'Jobs'}</Link> },
  { name: 'path, query and hash', ui: ({ Link }) => <Link to="/jobs?page=2&q=a%20b#top">{'Jobs'}</Link> },
  {
    name: 'object to',
    ui: ({ Link }) => <Link to={{ pathname: '/jobs', search: 'page=2', hash: 'top' }}>{'Jobs'}</Link>,
  },
  { name: 'object to, query only', ui: ({ Link }) => <Link to={{ search: '?a=1' }}>{'A'}</Link> },
  {
    name: 'object to, lone marks',
    ui: ({ Link }) => <Link to={{ pathname: '/a', search: '?', hash: '#' }}>{'A'}</Link>,
  },
  { name: 'query only', ui: ({ Link }) => <Link to="?page=2">{'2'}</Link> },
  { name: 'hash only', ui: ({ Link }) => <Link to="#top">{'Top'}</Link> },
  { name: 'relative', ui: ({ Link }) => <Link to="z">{'Z'}</Link> },
  { name: 'relative, dot and trailing slash', ui: ({ Link }) => <Link to="./z/">{'Z'}</Link> },
  { name: 'relative, inner ..', ui: ({ Link }) => <Link to="a/../b">{'B'}</Link> },
  { name: 'dot', ui: ({ Link }) => <Link to=".">{'Here'}</Link> },
  { name: 'dot at a trailing slash', at: '/x/y/?q=1', ui: ({ Link }) => <Link to=".">{'Here'}</Link> },
  { name: 'empty', ui: ({ Link }) => <Link to="">{'Here'}</Link> },
  { name: 'root', ui: ({ Link }) => <Link to="/">{'Home'}</Link> },
  { name: 'double slashes', ui: ({ Link }) => <Link to="/a//b/">{'AB'}</Link> },
  { name: 'absolute .. past the root', ui: ({ Link }) => <Link to="/../a/./b">{'AB'}</Link> },
  { name: 'URL', ui: ({ Link }) => <Link to="https://example.com/x?y=1">{'Out'}</Link> },
  { name: 'protocol-relative URL', ui: ({ Link }) => <Link to="//example.com/x">{'Out'}</Link> },
  { name: 'mailto', ui: ({ Link }) => <Link to="mailto:a@example.com">{'Mail'}</Link> },
  // Link: its other props
  {
    name: 'replace',
    ui: ({ Link }) => (
      <Link to="/a" replace>
        {'A'}
      </Link>
    ),
  },
  {
    name: 'reloadDocument',
    ui: ({ Link }) => (
      <Link to="/a" reloadDocument>
        {'A'}
      </Link>
    ),
  },
  {
    name: 'target and rel',
    ui: ({ Link }) => (
      <Link to="/a" target="_blank" rel="noopener">
        {'A'}
      </Link>
    ),
  },
  {
    name: 'discover none',
    ui: ({ Link }) => (
      <Link to="/a" discover="none">
        {'A'}
      </Link>
    ),
  },
  {
    name: 'options without markup',
    ui: ({ Link }) => (
      <Link to="/a" state={{ from: 'x' }} prefetch="intent" preventScrollReset viewTransition relative="path">
        {'A'}
      </Link>
    ),
  },
  {
    name: 'attributes and children',
    ui: ({ Link }) => (
      <Link
        className="button"
        id="l"
        to="/a"
        aria-label="Open"
        style={{ color: 'red' }}
        data-testid="t"
        onClick={() => undefined}
      >
        <strong>{'A'}</strong>
        {' and '}
        <em>{'B'}</em>
      </Link>
    ),
  },
  // NavLink
  { name: 'NavLink, the page itself', ui: ({ NavLink }) => <NavLink to="/x/y">{'Y'}</NavLink> },
  { name: 'NavLink, an ancestor', ui: ({ NavLink }) => <NavLink to="/x">{'X'}</NavLink> },
  {
    name: 'NavLink, an ancestor with end',
    ui: ({ NavLink }) => (
      <NavLink to="/x" end>
        {'X'}
      </NavLink>
    ),
  },
  {
    name: 'NavLink, an ancestor with a trailing slash',
    ui: ({ NavLink }) => <NavLink to="/x/">{'X'}</NavLink>,
  },
  { name: 'NavLink, a sibling', ui: ({ NavLink }) => <NavLink to="/x/yz">{'YZ'}</NavLink> },
  { name: 'NavLink, the root', ui: ({ NavLink }) => <NavLink to="/">{'Home'}</NavLink> },
  { name: 'NavLink, another case', ui: ({ NavLink }) => <NavLink to="/X/Y">{'Y'}</NavLink> },
  {
    name: 'NavLink, another case, caseSensitive',
    ui: ({ NavLink }) => (
      <NavLink to="/X/Y" caseSensitive>
        {'Y'}
      </NavLink>
    ),
  },
  {
    name: 'NavLink, an encoded address',
    at: '/x/caf%C3%A9',
    ui: ({ NavLink }) => <NavLink to="/x/café">{'Café'}</NavLink>,
  },
  { name: 'NavLink, relative', ui: ({ NavLink }) => <NavLink to=".">{'Here'}</NavLink> },
  {
    name: 'NavLink, className',
    ui: ({ NavLink }) => (
      <>
        <NavLink className="tab" to="/x/y">
          {'On'}
        </NavLink>
        <NavLink className="tab" to="/z">
          {'Off'}
        </NavLink>
      </>
    ),
  },
  {
    name: 'NavLink, functions of the state',
    ui: ({ NavLink }) => (
      <>
        {['/x/y', '/z'].map((to) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive, isPending }) => (isActive ? 'on' : isPending ? 'pending' : undefined)}
            style={({ isActive }) => (isActive ? { fontWeight: 'bold' } : undefined)}
          >
            {({ isActive, isTransitioning }) => `${to} ${isActive} ${isTransitioning}`}
          </NavLink>
        ))}
      </>
    ),
  },
  {
    name: 'NavLink, aria-current given',
    ui: ({ NavLink }) => (
      <>
        <NavLink to="/x/y" aria-current="step">
          {'On'}
        </NavLink>
        <NavLink to="/z" aria-current="page">
          {'Off'}
        </NavLink>
      </>
    ),
  },
  {
    name: 'NavLink, Link props',
    ui: ({ NavLink }) => (
      <NavLink to="/x/y?tab=2" replace target="_self" id="n" discover="none">
        {'Y'}
      </NavLink>
    ),
  },
];

const here = '/x/y?q=1';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The real router as the server has it: StaticRouter, and routes shaped as page-routes.tsx's. */
function renderReal(ui: ReactNode, at: string) {
  return renderToString(
    <Real.StaticRouter location={at}>
      <Real.Routes>
        <Real.Route element={<Real.Outlet />}>
          <Real.Route path="/">
            <Real.Route path="*" element={ui} />
          </Real.Route>
        </Real.Route>
      </Real.Routes>
    </Real.StaticRouter>,
  );
}

function renderLite(ui: ReactNode, at: string) {
  const url = new URL(at, 'http://localhost');
  return renderToString(
    <RouterLite location={{ pathname: url.pathname, search: url.search, hash: url.hash }} params={{}}>
      {ui}
    </RouterLite>,
  );
}

describe('the markup of the real router', () => {
  it.each(cases)('$name', ({ ui, at = here }) => {
    const expected = renderReal(ui(real), at);
    expect(expected).toContain('<a ');
    expect(renderLite(ui(Lite), at)).toBe(expected);
  });

  it('renders nothing for Navigate', () => {
    // StaticRouter warns that <Navigate> does nothing on the server.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(renderLite(<Navigate to="/a" replace />, here)).toBe(
      renderReal(<Real.Navigate to="/a" replace />, here),
    );
  });

  it("resolves a leading '..' against the address, where the real one goes up the routes", () => {
    // A known difference (no public page links so): the real router would give '/' here.
    expect(renderLite(<Link to="../z">{'Z'}</Link>, here)).toBe('<a href="/x/z" data-discover="true">Z</a>');
  });

  it('gives the href the real router gives for an absolute, a query-only and a relative address', () => {
    const Href = ({ use, to }: { use: typeof Lite.useHref; to: string }) => <i>{use(to)}</i>;
    for (const to of ['/ja/get-started?redirect=%2Fja%2Fchat', '?page=2', 'saved'])
      expect(renderLite(<Href use={Lite.useHref} to={to} />, here), to).toBe(
        renderReal(<Href use={Real.useHref} to={to} />, here),
      );
  });

  it('exports what public pages import, and no router', () => {
    expect(Object.keys(Lite).sort()).toEqual([
      'Link',
      'NavLink',
      'Navigate',
      'Outlet',
      'RouterLite',
      'useHref',
      'useLocation',
      'useNavigate',
      'useParams',
      'useSearchParams',
    ]);
  });
});

describe('in the browser', () => {
  const assign = vi.fn();
  const replace = vi.fn();
  const go = vi.fn();
  const pushState = vi.fn();
  const replaceState = vi.fn();
  /** Whether the click's default (the browser's navigation) was prevented, seen after React's handlers. */
  let prevented: boolean | undefined;
  const recordClick = (event: Event) => {
    prevented = event.defaultPrevented;
    // happy-dom would follow the anchor.
    event.preventDefault();
  };

  beforeEach(() => {
    vi.stubGlobal('location', { assign, replace });
    vi.stubGlobal('history', { go, pushState, replaceState });
    prevented = undefined;
    document.addEventListener('click', recordClick);
  });
  afterEach(() => {
    cleanup();
    document.removeEventListener('click', recordClick);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  const page = (ui: ReactNode, outlet?: ReactNode) => (
    <RouterLite
      location={{ pathname: '/x/y', search: '?q=1', hash: '' }}
      params={{ slug: 'nurse-1' }}
      outlet={outlet}
    >
      {ui}
    </RouterLite>
  );

  const click = (element: Element, init: MouseEventInit = {}) =>
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));

  it('lets the browser follow a link', () => {
    const onClick = vi.fn();
    const { getByText } = render(
      page(
        <Link to="/jobs" onClick={onClick}>
          {'Jobs'}
        </Link>,
      ),
    );
    click(getByText('Jobs'));
    expect(onClick).toHaveBeenCalledOnce();
    expect(prevented).toBe(false);
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('replaces the page for a plain click on a replace link', () => {
    const { getByText } = render(
      page(
        <Link to="/jobs?page=2" replace>
          {'Jobs'}
        </Link>,
      ),
    );
    click(getByText('Jobs'));
    expect(prevented).toBe(true);
    expect(replace).toHaveBeenCalledWith('/jobs?page=2');
  });

  it('leaves modified clicks, other buttons and other targets to the browser', () => {
    const { getByText } = render(
      page(
        <>
          <Link to="/a" replace>
            {'A'}
          </Link>
          <Link to="/b" replace target="_blank">
            {'B'}
          </Link>
          <Link to="/c" replace reloadDocument>
            {'C'}
          </Link>
        </>,
      ),
    );
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey']) {
      click(getByText('A'), { [modifier]: true });
      expect(prevented).toBe(false);
    }
    click(getByText('A'), { button: 1 });
    expect(prevented).toBe(false);
    click(getByText('B'));
    expect(prevented).toBe(false);
    click(getByText('C'));
    expect(prevented).toBe(false);
    expect(replace).not.toHaveBeenCalled();
  });

  it('respects an onClick that prevents the navigation', () => {
    const { getByText } = render(
      page(
        <>
          <Link to="/a" onClick={(event) => event.preventDefault()}>
            {'A'}
          </Link>
          <Link to="/b" replace onClick={(event) => event.preventDefault()}>
            {'B'}
          </Link>
        </>,
      ),
    );
    click(getByText('A'));
    expect(prevented).toBe(true);
    click(getByText('B'));
    expect(prevented).toBe(true);
    expect(replace).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('loads another page by assigning or replacing the address, and goes back in history', () => {
    let navigate: NavigateFunction = () => undefined;
    const navigates: NavigateFunction[] = [];
    function Screen() {
      navigate = useNavigate();
      navigates.push(navigate);
      return null;
    }
    const { rerender } = render(page(<Screen />));
    rerender(page(<Screen />));
    // The same function from render to render: effects list it in their dependencies.
    expect(navigates[0]).toBe(navigates[1]);

    navigate('/get-started?redirect=%2Fx');
    navigate('/home', { replace: true });
    navigate({ pathname: '/jobs', search: 'page=2' });
    navigate('?page=3#list');
    navigate('z');
    navigate(-1);
    expect(assign.mock.calls).toEqual([['/get-started?redirect=%2Fx'], ['/jobs?page=2'], ['/x/y/z']]);
    expect(replace.mock.calls).toEqual([['/home']]);
    expect(go).toHaveBeenCalledWith(-1);
    // The same page with another query and hash: into the history, no page load.
    expect(pushState.mock.calls).toEqual([[null, '', '/x/y?page=3#list']]);
  });

  it("reads the address's query, and sets one in the history and the page, without a page load", () => {
    let params = new URLSearchParams();
    let setParams: SetSearchParams = () => undefined;
    const seen: unknown[] = [];
    function Screen() {
      const tuple = useSearchParams({ sort: '1', q: 'ignored', tag: ['a', 'b'] });
      [params, setParams] = tuple;
      seen.push(tuple);
      return null;
    }
    const { rerender } = render(page(<Screen />));
    rerender(page(<Screen />));
    expect(seen[0]).toBe(seen[1]);
    // The address's q wins; the defaults fill the keys it lacks.
    expect(params.toString()).toBe('q=1&sort=1&tag=a&tag=b');

    setParams({ page: '2', tag: ['a', 'b'] });
    setParams('a=1');
    setParams(new URLSearchParams([['b', '2']]));
    setParams([['c', '3']]);
    setParams((previous) => {
      previous.set('page', '3');
      return previous;
    });
    setParams({});
    act(() => setParams({ page: '4' }, { replace: true }));
    expect(pushState.mock.calls.map(([, , href]) => href)).toEqual([
      '/x/y?page=2&tag=a&tag=b',
      '/x/y?a=1',
      '/x/y?b=2',
      '/x/y?c=3',
      // The function got a copy of the params of then: the address's q, the defaults.
      '/x/y?q=1&sort=1&tag=a&tag=b&page=3',
      '/x/y',
    ]);
    expect(replaceState.mock.calls).toEqual([[null, '', '/x/y?page=4']]);
    expect(assign).not.toHaveBeenCalled();
    // The page renders with the new query.
    expect(params.toString()).toBe('page=4&sort=1&q=ignored&tag=a&tag=b');
  });

  it('navigates in an effect for Navigate, once', () => {
    const { container, rerender } = render(page(<Navigate to="/get-started?redirect=%2Fx%2Fy" replace />));
    rerender(page(<Navigate to="/get-started?redirect=%2Fx%2Fy" replace />));
    expect(container.innerHTML).toBe('');
    expect(replace.mock.calls).toEqual([['/get-started?redirect=%2Fx%2Fy']]);
    cleanup();
    render(page(<Navigate to={{ pathname: '/login' }} />));
    expect(assign.mock.calls).toEqual([['/login']]);
  });

  it('renders the outlet where Outlet is, and nothing for an Outlet inside it', () => {
    const { container } = render(
      page(
        <main>
          <Outlet />
        </main>,
        <p>
          {'page'}
          <Outlet />
        </p>,
      ),
    );
    expect(container.innerHTML).toBe('<main><p>page</p></main>');
    cleanup();
    expect(render(page(<Outlet />)).container.innerHTML).toBe('');
  });

  it('gives the params and the location RouterLite got', () => {
    let got: unknown;
    function Screen() {
      got = { params: useParams(), location: useLocation() };
      return null;
    }
    render(page(<Screen />));
    expect(got).toEqual({
      params: { slug: 'nurse-1' },
      location: { pathname: '/x/y', search: '?q=1', hash: '', state: null, key: 'default' },
    });
  });

  it('hydrates the markup the real router rendered on the server', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    document.body.append(container);
    const ui = (api: Api) => (
      <nav>
        <api.Link to="/jobs?page=2">{'Jobs'}</api.Link>
        <api.NavLink to="/x/y">{'Y'}</api.NavLink>
        <api.NavLink to="/x" end className={({ isActive }) => (isActive ? 'on' : 'off')}>
          {'X'}
        </api.NavLink>
      </nav>
    );
    container.innerHTML = renderReal(ui(real), here);
    const { unmount } = render(page(ui(Lite)), { container, hydrate: true });
    expect(errors).not.toHaveBeenCalled();
    unmount();
    container.remove();
  });
});
