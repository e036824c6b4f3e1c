import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from 'react';
import { parse } from 'regexparam';

// The app's routing primitives (docs/decisions/024): the history of the address bar's hash (or of
// memory, in tests), route matching, and what pages use — Link, Navigate, Outlet, useLocation,
// useNavigate, useParams, useSearchParams — with React Router's names and meaning for the part of
// its API the app uses. The store in app-router.tsx decides which location is shown; this renders
// it. About 3 KiB gzip where React Router's declarative core was 13 KiB on every route.

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  /** Unique per history entry the app made; 'default' for the entry the visitor arrived on. */
  key: string;
}

export type To = string | Partial<Path>;
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type Params = Record<string, string | undefined>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's spelling: a relative `to` is always read against the path. */
  relative?: 'path' | 'route';
}

export interface RouteObject {
  id?: string;
  /** Absolute (`/customer/download`) or relative to the parent route (`index`, `log`). */
  path?: string;
  index?: boolean;
  element?: ReactNode;
  children?: RouteObject[];
  handle?: unknown;
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
}

export function parsePath(path: string): Partial<Path> {
  const parsed: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parsed.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parsed.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parsed.pathname = rest;
  return parsed;
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return pathname + query + fragment;
}

/**
 * `to` read from `from`: an absolute path as it is, a relative one (`rule`, `../login?x=1`)
 * against the current path as a folder, a bare query or hash on the current path.
 */
export function resolveTo(to: To, from: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  let pathname = target.pathname ?? '';
  if (!pathname) pathname = from;
  else if (!pathname.startsWith('/')) {
    pathname = new URL(pathname, `http://route.invalid${from.replace(/\/?$/, '/')}`).pathname;
  }
  if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
  return { pathname, search: target.search ?? '', hash: target.hash ?? '' };
}

// —— History ——

export interface History {
  readonly location: Location;
  readonly action: NavigationType;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  /** Hears every change: the app's pushes and replaces, and back and forward (POP). */
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
  createHref(to: To): string;
}

let keys = 0;
const createKey = () => `${Date.now().toString(36)}${(keys++).toString(36)}`;

function locationOf(to: To, from: Location, state: unknown, key: string): Location {
  return { ...resolveTo(to, from.pathname), state, key };
}

type Listener = Parameters<History['listen']>[0];

/** The history of the address bar's hash (`#/customer/download?…`), entries keyed in `history.state`. */
export function createHashHistory(win: Window = window): History {
  const read = (): Location => {
    const path = parsePath(win.location.hash.slice(1));
    const entry = win.history.state as { usr?: unknown; key?: string } | null;
    return {
      pathname: path.pathname || '/',
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: entry?.usr ?? null,
      key: entry?.key ?? 'default',
    };
  };
  let location = read();
  let action: NavigationType = 'POP';
  let listener: Listener | null = null;
  const notify = () => listener?.({ action, location });
  const move = (kind: 'PUSH' | 'REPLACE', to: To, state: unknown) => {
    const next = locationOf(to, location, state ?? null, createKey());
    const entry = { usr: next.state, key: next.key };
    const href = `#${createPath(next)}`;
    if (kind === 'PUSH') win.history.pushState(entry, '', href);
    else win.history.replaceState(entry, '', href);
    location = next;
    action = kind;
    notify();
  };
  const onPop = () => {
    location = read();
    action = 'POP';
    notify();
  };
  return {
    get location() {
      return location;
    },
    get action() {
      return action;
    },
    push: (to, state) => move('PUSH', to, state),
    replace: (to, state) => move('REPLACE', to, state),
    go: (delta) => win.history.go(delta),
    listen(next) {
      listener = next;
      win.addEventListener('popstate', onPop);
      return () => {
        listener = null;
        win.removeEventListener('popstate', onPop);
      };
    },
    createHref: (to) => `#${createPath(typeof to === 'string' ? parsePath(to) : to)}`,
  };
}

/** A history in memory (tests): the given entries, the last one current. */
export function createMemoryHistory(initialEntries: string[] = ['/']): History {
  const start: Location = { pathname: '/', search: '', hash: '', state: null, key: 'default' };
  const entries = initialEntries.map((entry) => locationOf(entry, start, null, 'default'));
  let index = entries.length - 1;
  let action: NavigationType = 'POP';
  let listener: Listener | null = null;
  const notify = () => listener?.({ action, location: entries[index]! });
  return {
    get location() {
      return entries[index]!;
    },
    get action() {
      return action;
    },
    push(to, state) {
      entries.splice(
        index + 1,
        entries.length,
        locationOf(to, entries[index]!, state ?? null, createKey()),
      );
      index += 1;
      action = 'PUSH';
      notify();
    },
    replace(to, state) {
      entries[index] = locationOf(to, entries[index]!, state ?? null, createKey());
      action = 'REPLACE';
      notify();
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      action = 'POP';
      notify();
    },
    listen(next) {
      listener = next;
      return () => {
        listener = null;
      };
    },
    createHref: (to) => createPath(typeof to === 'string' ? parsePath(to) : to),
  };
}

// —— Matching ——

interface Branch {
  path: string;
  /**
   * A path without params or splat, lower-cased: matched by comparing strings. Most routes are
   * such (the route table's 149 pages), and compiling each one's pattern at the first match was
   * a tenth of the entry's task on a slow phone (docs/performance.md, thirteenth round (s)).
   */
  exact: string | null;
  /** The path's pattern, compiled when a pathname is first tried against it. */
  compiled?: { keys: string[]; pattern: RegExp };
  score: number;
  order: number;
  routes: RouteObject[];
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** React Router's ranking: static segments over params, an index over its parent, splats last. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/');
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/**
 * regexparam's pattern for a path of plain segments is `^/a/b/?$` without case: the same as
 * comparing the lower-cased pathname, with or without one trailing slash. A path with anything a
 * pattern reads otherwise (a param, a splat, an empty segment, a character a RegExp gives a
 * meaning to) is left to the pattern.
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)+$/;

function flatten(routes: RouteObject[], parentPath: string, parents: RouteObject[], out: Branch[]) {
  for (const route of routes) {
    const path = route.path === undefined ? parentPath : joinPath(parentPath, route.path);
    const chain = [...parents, route];
    if (route.children) flatten(route.children, path, chain, out);
    if (route.path === undefined && !route.index) continue;
    const full = path || '/';
    out.push({
      path: full,
      exact: PLAIN_PATH.test(full) ? full.toLowerCase() : null,
      score: scoreOf(path, route.index === true),
      order: out.length,
      routes: chain,
    });
  }
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** The params `branch` reads from `pathname`, or null when it does not match. */
function paramsOf(branch: Branch, pathname: string, lowered: string): Params | null {
  if (branch.exact !== null) {
    return lowered === branch.exact || lowered === `${branch.exact}/` ? {} : null;
  }
  branch.compiled ??= parse(branch.path);
  const { keys, pattern } = branch.compiled;
  const found = pattern.exec(pathname);
  if (!found) return null;
  const params: Params = {};
  keys.forEach((key, at) => {
    const value = found[at + 1];
    if (value === undefined) return;
    try {
      params[key] = decodeURIComponent(value);
    } catch {
      params[key] = value;
    }
  });
  return params;
}

/** The routes that match `pathname`, outermost first, with the path's params; null for none. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let branches = branchCache.get(routes);
  if (!branches) {
    branches = [];
    flatten(routes, '', [], branches);
    branches.sort((a, b) => b.score - a.score || a.order - b.order);
    branchCache.set(routes, branches);
  }
  // ASCII only, as the patterns' `i` flag folds (no `u`): the Kelvin sign is not a k.
  const lowered = pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  for (const branch of branches) {
    const params = paramsOf(branch, pathname, lowered);
    if (!params) continue;
    return branch.routes.map((route) => ({ route, params, pathname }));
  }
  return null;
}

// —— Rendering and hooks ——

interface LocationContextValue {
  location: Location;
  navigationType: NavigationType;
  history: History;
}

const LocationContext = createContext<LocationContextValue | null>(null);
const MatchContext = createContext<{ matches: RouteMatch[]; index: number }>({
  matches: [],
  index: -1,
});

function renderMatch(matches: RouteMatch[], index: number): ReactNode {
  const match = matches[index];
  if (!match) return null;
  return (
    <MatchContext.Provider value={{ matches, index }}>
      {match.route.element ?? <Outlet />}
    </MatchContext.Provider>
  );
}

/** Renders `matches` (outermost first) at `location`; each route renders the next in <Outlet>. */
export function Router({
  location,
  navigationType,
  history,
  matches,
}: LocationContextValue & { matches: RouteMatch[] }) {
  const value = useMemo(
    () => ({ location, navigationType, history }),
    [location, navigationType, history],
  );
  return (
    <LocationContext.Provider value={value}>{renderMatch(matches, 0)}</LocationContext.Provider>
  );
}

function useRouterContext(): LocationContextValue {
  const context = useContext(LocationContext);
  if (!context) throw new Error('used outside the router');
  return context;
}

export function useLocation(): Location {
  return useRouterContext().location;
}

export function useNavigationType(): NavigationType {
  return useRouterContext().navigationType;
}

/** The element of the route below the one rendering (null at the deepest). */
export function useOutlet(): ReactNode {
  const { matches, index } = useContext(MatchContext);
  return renderMatch(matches, index + 1);
}

export function Outlet() {
  return <>{useOutlet()}</>;
}

export function useParams(): Params {
  const { matches, index } = useContext(MatchContext);
  return matches[index]?.params ?? {};
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/** A navigate function that stays the same across renders (effects may list it safely). */
export function useNavigate(): NavigateFunction {
  const context = useRouterContext();
  const latest = useRef(context);
  useLayoutEffect(() => {
    latest.current = context;
  });
  return useCallback((to, options = {}) => {
    const { location, history } = latest.current;
    if (typeof to === 'number') return history.go(to);
    const target = resolveTo(to, location.pathname);
    // Going where the visitor is replaces the entry rather than adding a second one.
    const replace = options.replace ?? createPath(target) === createPath(location);
    if (replace) history.replace(target, options.state);
    else history.push(target, options.state);
  }, []);
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchInit | ((current: URLSearchParams) => SearchInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((current: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(search)) : next;
      navigate(`?${new URLSearchParams(value).toString()}`, options);
    },
    [navigate, search],
  );
  return [params, setParams];
}

/** Navigates as it renders (after commit); `replace` to take the current entry's place. */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  const target = typeof to === 'string' ? to : createPath(to);
  // Once per target, as React Router does.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => navigate(target, { replace, state }), [target]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: To;
} & NavigateOptions;

/** A link to a route: a real `#/…` href, followed by the router on a plain tap. */
export function Link({
  to,
  replace,
  state,
  relative: _relative,
  onClick,
  target,
  ...rest
}: LinkProps) {
  const { location, history } = useRouterContext();
  const navigate = useNavigate();
  const resolved = resolveTo(to, location.pathname);
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(resolved, { replace, state });
  };
  return <a {...rest} target={target} href={history.createHref(resolved)} onClick={follow} />;
}
