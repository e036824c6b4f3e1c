import {
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
  useSyncExternalStore,
} from 'react';
import {
  createHashHistory,
  createMemoryHistory,
  createPath,
  type History,
  type Location,
  matchRoutes,
  type NavigateOptions,
  type NavigationType,
  type Params,
  type RouteObject,
  Router,
  type To,
} from './router';
import type { RouteData, RouteDataInput, RouteHandle, RouteQuery } from './route-table';

// The app's router (docs/decisions/024): a store over the history and route matching of
// router.tsx that does what the app used React Router's data router for. A navigation loads the matched pages (code and strings), checks path params and
// runs route guards first, and only then shows the new location, so the page the visitor is on
// stays until the next one can render. Pages import Link, useNavigate, useSearchParams and the rest
// from router.tsx.

/** What a route of the app carries besides its path (app/build-routes.tsx builds them). */
export interface MountHandle extends Partial<RouteHandle> {
  /** The route's component (page, layout, NotFound) with its strings; loaded before it shows. */
  load?: () => Promise<ComponentType>;
  /** Constraints on path params (`\w+`); a param that breaks one is a NotFound. */
  params?: Record<string, RegExp>;
  /** Runs before the route shows (the WeChat openid guard); the route URL as React Router's. */
  guard?: (routeUrl: string) => Promise<void>;
  /** The route only sends the visitor on, query kept. */
  redirect?: string;
  /** The queries the page's first render makes, started beside its code once the guard passed. */
  data?: RouteData;
}

/** A path param broke its route's constraint: the route is shown as NotFound. */
export class RouteNotFoundError extends Error {
  override name = 'RouteNotFoundError';
}

export interface AppMatch {
  pathname: string;
  params: Params;
  handle: MountHandle | undefined;
  route: RouteObject;
}

export interface AppRouterState {
  /** False until the first location has loaded. */
  initialized: boolean;
  navigation: { state: 'idle' | 'loading' };
  location: Location;
  action: NavigationType;
  matches: AppMatch[];
  /** Routes of the shown location that failed (a NotFound param, a page that did not load). */
  failures: ReadonlyMap<MountHandle, unknown>;
}

export interface AppRouter {
  readonly state: AppRouterState;
  readonly history: History;
  subscribe(listener: (state: AppRouterState) => void): () => void;
  /** Resolves once the navigation it started has been shown (or another took its place). */
  navigate(to: To | number, opts?: NavigateOptions): Promise<void>;
  /** The loaded component of a route of the shown location. */
  component(handle: MountHandle): ComponentType | undefined;
  dispose(): void;
}

function handleOf(route: RouteObject): MountHandle | undefined {
  return route.handle as MountHandle | undefined;
}

function paramsHold(constraints: Record<string, RegExp>, params: Params): boolean {
  return Object.entries(constraints).every(([name, pattern]) => {
    const value = params[name];
    return value === undefined || pattern.test(value);
  });
}

/** A page that loaded once stays loaded; a failure is tried again on the next navigation. */
const components = new WeakMap<MountHandle, ComponentType>();

export interface AppRouterOptions {
  /** Starts fetching a location's files as a navigation to it begins (not for the first one). */
  preload?: (location: Location) => void;
  /** Starts a route's queries (`MountHandle.data`), without waiting for them. */
  fetchData?: (queries: readonly RouteQuery[]) => void;
}

export function createAppRouter(
  routes: RouteObject[],
  history: History,
  { preload, fetchData }: AppRouterOptions = {},
): AppRouter {
  const listeners = new Set<(state: AppRouterState) => void>();
  const commits = new Set<() => void>();
  let sequence = 0;
  let state: AppRouterState = {
    initialized: false,
    navigation: { state: 'loading' },
    location: history.location,
    action: history.action,
    matches: [],
    failures: new Map(),
  };

  /**
   * The page's data and its code arrive together: one round trip on 4G, not two. A route-data
   * function that throws only loses the head start: the page asks for its data itself.
   */
  const startData = (data: RouteData, input: RouteDataInput) => {
    let queries: readonly RouteQuery[];
    try {
      queries = data(input);
    } catch (error) {
      console.warn('[route] route data failed', error);
      return;
    }
    fetchData?.(queries);
  };

  const publish = (next: AppRouterState) => {
    state = next;
    for (const listener of [...listeners]) listener(state);
  };

  async function show(location: Location, action: NavigationType): Promise<void> {
    const mine = ++sequence;
    if (state.initialized) preload?.(location);
    if (state.navigation.state !== 'loading') {
      publish({ ...state, navigation: { state: 'loading' } });
    }
    const found = matchRoutes(routes, location.pathname) ?? [];
    const redirect = found.length > 0 ? handleOf(found[found.length - 1]!.route)?.redirect : null;
    if (redirect) {
      // The history hears the replacement and shows its target (this navigation is superseded).
      history.replace(redirect + location.search);
      return;
    }
    const matches: AppMatch[] = found.map((match) => ({
      pathname: match.pathname,
      params: match.params,
      handle: handleOf(match.route),
      route: match.route,
    }));
    const failures = new Map<MountHandle, unknown>();
    // A route whose params do not hold is NotFound; nothing below it loads.
    const broken = matches.findIndex(
      ({ handle, params }) => handle?.params && !paramsHold(handle.params, params),
    );
    const live = broken === -1 ? matches : matches.slice(0, broken);
    if (broken !== -1) failures.set(matches[broken]!.handle!, new RouteNotFoundError());
    const routeUrl = new URL(createPath(location), 'http://route.invalid').href;
    const search = new URLSearchParams(location.search);
    await Promise.all(
      live.map(async ({ handle, params, pathname }) => {
        if (!handle) return;
        try {
          if (handle.guard) await handle.guard(routeUrl);
          if (handle.data && fetchData) startData(handle.data, { pathname, params, search });
          if (handle.load && !components.has(handle)) components.set(handle, await handle.load());
        } catch (error) {
          failures.set(handle, error);
        }
      }),
    );
    if (mine !== sequence) return;
    publish({
      initialized: true,
      navigation: { state: 'idle' },
      location,
      action,
      matches,
      failures,
    });
    for (const commit of [...commits]) commit();
  }

  const stop = history.listen(({ action, location }) => void show(location, action));
  void show(history.location, history.action);

  const nextCommit = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        commits.delete(done);
        resolve();
      };
      commits.add(done);
    });

  return {
    get state() {
      return state;
    },
    history,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, opts) {
      const shown = nextCommit();
      if (typeof to === 'number') history.go(to);
      else if (opts?.replace) history.replace(to, opts.state);
      else history.push(to, opts?.state);
      return shown;
    },
    component: (handle) => components.get(handle),
    dispose() {
      stop();
      listeners.clear();
      commits.clear();
      sequence += 1;
    },
  };
}

/** index.html's script: adds the preload links of a route's files (build/route-preload.ts). */
type RouteFiles = (path: string) => void;

/** The app's router on the address bar's hash (`#/customer/download?…`). */
export function createHashAppRouter(
  routes: RouteObject[],
  options: Pick<AppRouterOptions, 'fetchData'> = {},
): AppRouter {
  return createAppRouter(routes, createHashHistory(), {
    ...options,
    preload: ({ pathname }) => (window as { __fyRoute?: RouteFiles }).__fyRoute?.(pathname),
  });
}

/** The app's router in memory (tests). */
export function createMemoryAppRouter(
  routes: RouteObject[],
  initialEntries: string[],
  options: AppRouterOptions = {},
): AppRouter {
  return createAppRouter(routes, createMemoryHistory(initialEntries), options);
}

const AppRouterContext = createContext<{ router: AppRouter; state: AppRouterState } | null>(null);

function useAppRouterContext() {
  const context = useContext(AppRouterContext);
  if (!context) throw new Error('outside the app router');
  return context;
}

/** The app's router (the layout hears navigations start through it). */
export function useAppRouter(): AppRouter {
  return useAppRouterContext().router;
}

/** The routes of the location being shown, outermost first (React Router's useMatches). */
export function useAppMatches(): AppMatch[] {
  return useAppRouterContext().state.matches;
}

/** What a route of the shown location needs to render: its component, or why it has none. */
export function useMountedRoute(handle: MountHandle): {
  Component: ComponentType | undefined;
  failure: unknown;
} {
  const { router, state } = useAppRouterContext();
  return { Component: router.component(handle), failure: state.failures.get(handle) };
}

/** Renders the shown location's routes; `fallback` until the first one has loaded. */
export function AppRouterProvider({
  router,
  fallback = null,
}: {
  router: AppRouter;
  fallback?: ReactNode;
}) {
  const state = useSyncExternalStore(router.subscribe, () => router.state);
  if (!state.initialized) return fallback;
  return (
    <AppRouterContext.Provider value={{ router, state }}>
      <Router
        location={state.location}
        navigationType={state.action}
        history={router.history}
        matches={state.matches}
      />
    </AppRouterContext.Provider>
  );
}
