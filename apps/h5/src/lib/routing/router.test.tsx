import { fireEvent, render, screen } from '@testing-library/preact';
import { parse } from 'regexparam';
import { afterEach, describe, expect, it } from 'vitest';
import { featureRouteTables } from '@/app/routes';
import {
  createHashHistory,
  createMemoryHistory,
  type History,
  Link,
  matchRoutes,
  Navigate,
  type RouteObject,
  resolveTo,
  Router,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router';

const routes: RouteObject[] = [
  {
    id: 'root',
    children: [
      { index: true, id: 'home' },
      { path: '/adlaunch/register/customer/:color/:cityName?/:download?', id: 'ad' },
      { path: '/adlaunch/gl/register/customer/:color', id: 'gl' },
      { path: '/customer/ShipperContract', id: 'contract' },
      {
        path: '/sem',
        id: 'sem',
        children: [
          { index: true, id: 'sem-index' },
          { path: 'index', id: 'sem-page' },
        ],
      },
      { path: '/invite/:id', id: 'invite' },
      { path: '/invite/new', id: 'invite-new' },
      { path: '*', id: 'not-found' },
    ],
  },
];

const ids = (pathname: string) => matchRoutes(routes, pathname)?.map((match) => match.route.id);

describe('matchRoutes', () => {
  it('matches the way React Router ranks routes', () => {
    expect(ids('/')).toEqual(['root', 'home']);
    expect(ids('/sem')).toEqual(['root', 'sem', 'sem-index']);
    expect(ids('/sem/index')).toEqual(['root', 'sem', 'sem-page']);
    expect(ids('/invite/new')).toEqual(['root', 'invite-new']);
    expect(ids('/invite/42')).toEqual(['root', 'invite']);
    expect(ids('/nowhere/at/all')).toEqual(['root', 'not-found']);
    // Case does not matter, nor a trailing slash.
    expect(ids('/customer/shippercontract/')).toEqual(['root', 'contract']);
  });

  it('reads optional and encoded params', () => {
    const at = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.params;
    expect(at('/adlaunch/register/customer/blue')).toEqual({ color: 'blue' });
    expect(at('/adlaunch/register/customer/blue/%E4%B8%8A%E6%B5%B7/1')).toEqual({
      color: 'blue',
      cityName: '上海',
      download: '1',
    });
    expect(ids('/adlaunch/gl/register/customer/red')).toEqual(['root', 'gl']);
  });
});

describe('matchRoutes against the patterns it compiled before', () => {
  // Plain paths are compared as strings, the rest by regexparam's pattern (compiled at first
  // use): every route of the app and its variants must still pick what the patterns picked.
  const paths = [
    ...featureRouteTables.flatMap((table) => table.routes.map((route) => route.path)),
    ...['/adlaunch/register/customer/:color/:cityName?/:download?', '/invite/:id', '*'],
  ];
  const table: RouteObject[] = [
    { id: 'root', children: paths.map((path, at) => ({ path, id: `${at}` })) },
  ];
  /** What matchRoutes answered when every path was a compiled pattern, tried in rank order. */
  function byPatterns(pathname: string): { id: string | undefined; params: object } | null {
    const ranked = paths
      .map((path, order) => ({ path, order, ...parse(path) }))
      .map((branch) => ({ ...branch, score: rank(branch.path) }))
      .sort((a, b) => b.score - a.score || a.order - b.order);
    for (const branch of ranked) {
      const found = branch.pattern.exec(pathname);
      if (!found) continue;
      const params: Record<string, string> = {};
      branch.keys.forEach((key, at) => {
        if (found[at + 1] !== undefined) params[key] = decodeURIComponent(found[at + 1]!);
      });
      return { id: `${branch.order}`, params };
    }
    return null;
  }
  function rank(path: string): number {
    const segments = path.split('/');
    let score = segments.length;
    for (const segment of segments) {
      if (segment === '*') score -= 2;
      else if (segment.startsWith(':')) score += 3;
      else score += segment === '' ? 1 : 10;
    }
    return score;
  }

  it('picks the same route with the same params for every route and its variants', () => {
    const pathnames = featureRouteTables
      .flatMap((feature) => feature.routes.map((route) => route.path))
      .filter((path) => !path.includes(':'))
      .flatMap((path) => [
        path,
        `${path}/`,
        path.toUpperCase(),
        `${path}//`,
        `${path}/more`,
        path.replace(/k/gi, '\u212a'),
        path.slice(0, -1),
      ])
      .concat(['/', '', '/adlaunch/register/customer/blue/%E4%B8%8A%E6%B5%B7/1', '/invite/7']);
    expect(pathnames.length).toBeGreaterThan(900);
    for (const pathname of pathnames) {
      const found = matchRoutes(table, pathname);
      const expected = byPatterns(pathname);
      expect({ pathname, id: found?.at(-1)?.route.id, params: found?.at(-1)?.params }).toEqual({
        pathname,
        id: expected?.id,
        params: expected?.params,
      });
    }
  });
});

describe('resolveTo', () => {
  it('reads a relative path against the current path as a folder', () => {
    expect(resolveTo('rule', '/driver-invite-truck/index').pathname).toBe(
      '/driver-invite-truck/index/rule',
    );
    expect(resolveTo('../login?x=1', '/driver-invite-truck/index')).toEqual({
      pathname: '/driver-invite-truck/login',
      search: '?x=1',
      hash: '',
    });
    expect(resolveTo('?step=2', '/driver/auth')).toEqual({
      pathname: '/driver/auth',
      search: '?step=2',
      hash: '',
    });
    expect(resolveTo('/b/', '/a').pathname).toBe('/b');
  });
});

describe('the hash history', () => {
  afterEach(() => window.history.replaceState(null, '', '#/'));

  it('keys the entries it makes, replaces in place and hears back and forward', async () => {
    window.history.replaceState(null, '', '#/landing?channel=7');
    const history = createHashHistory();
    const heard: string[] = [];
    const stop = history.listen(({ action, location }) =>
      heard.push(`${action} ${location.pathname}`),
    );
    expect(history.location).toMatchObject({
      pathname: '/landing',
      search: '?channel=7',
      key: 'default',
    });
    history.push('/next', { from: 'landing' });
    expect(window.location.hash).toBe('#/next');
    expect(history.location.state).toEqual({ from: 'landing' });
    const pushedKey = history.location.key;
    expect(pushedKey).not.toBe('default');
    history.replace('/other');
    expect(history.location.key).not.toBe(pushedKey);
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    history.go(-1);
    await popped;
    expect(history.location.pathname).toBe('/landing');
    expect(heard).toEqual(['PUSH /next', 'REPLACE /other', 'POP /landing']);
    stop();
  });
});

function renderAt(history: History, element: React.ReactNode) {
  const view = () => (
    <Router
      location={history.location}
      navigationType={history.action}
      history={history}
      matches={[{ route: { element }, params: { id: '7' }, pathname: history.location.pathname }]}
    />
  );
  const result = render(view());
  history.listen(() => result.rerender(view()));
  return result;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

describe('links and hooks', () => {
  it('a link has a real href and is followed by the router on a plain tap', () => {
    const history = createMemoryHistory(['/invite/index']);
    renderAt(
      history,
      <>
        <Link to="rule">rules</Link>
        <Where />
      </>,
    );
    const link = screen.getByRole('link', { name: 'rules' });
    expect(link.getAttribute('href')).toBe('/invite/index/rule');
    fireEvent.click(link);
    expect(history.action).toBe('PUSH');
    expect(screen.getByText('at /invite/index/rule')).toBeTruthy();
    // A tap with a modifier is left to the browser.
    fireEvent.click(link, { ctrlKey: true });
    expect(history.location.pathname).toBe('/invite/index/rule');
  });

  it('reads params and sets the query', () => {
    const history = createMemoryHistory(['/x?a=1']);
    function Query() {
      const [params, setParams] = useSearchParams();
      const { id } = useParams();
      return (
        <button type="button" onClick={() => setParams({ a: '2', b: id ?? '' }, { replace: true })}>
          a={params.get('a')}
        </button>
      );
    }
    renderAt(history, <Query />);
    fireEvent.click(screen.getByRole('button', { name: 'a=1' }));
    expect(history.action).toBe('REPLACE');
    expect(history.location.search).toBe('?a=2&b=7');
  });

  it('navigate stays the same function as the location changes', () => {
    const history = createMemoryHistory(['/a']);
    const seen = new Set<unknown>();
    function Mover() {
      const navigate = useNavigate();
      seen.add(navigate);
      return (
        <button type="button" onClick={() => navigate('../b')}>
          move
        </button>
      );
    }
    renderAt(history, <Mover />);
    fireEvent.click(screen.getByRole('button', { name: 'move' }));
    expect(history.location.pathname).toBe('/b');
    expect(seen.size).toBe(1);
  });

  it('<Navigate> goes once it has rendered', () => {
    const history = createMemoryHistory(['/old']);
    renderAt(history, <Navigate to="/new?k=1" replace />);
    expect(history.location).toMatchObject({ pathname: '/new', search: '?k=1' });
    expect(history.action).toBe('REPLACE');
  });
});
