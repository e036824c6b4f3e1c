import { Component, type ComponentType, type ReactNode } from 'react';
import { type Location, type RouteObject, useLocation } from '@/lib/routing/router';
import {
  type Catalogue,
  getAppLocale,
  loadCatalogues,
  shellCatalogue,
  withUses,
} from '@/lib/i18n/i18n';
import { type MountHandle, useMountedRoute } from '@/lib/routing/app-router';
import { earlyReadUntaken } from '@/lib/campaigns/early-read-name';
import { loadWithTimeout } from '@/lib/routing/load-errors';
import {
  type FeatureRoutes,
  isRedirect,
  type PageLoader,
  type FeatureRoute,
  type FeatureRouteData,
  type PageRoute,
  type RedirectRoute,
  type RouteData,
  type RouteMeta,
} from '@/lib/routing/route-table';
import { usePageMeta } from '@/lib/routing/use-page-meta';
import { openIdGuard, relayGuard } from '@/lib/wechat/route-guard';
import { AppLayout } from './app-layout';
import { HOME_PATH } from './build-routes-meta';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_META } from './route-handle';

export { HOME_PATH };

function RoutedPage({
  Page,
  meta,
  catalogue,
}: {
  Page: ComponentType;
  meta: RouteMeta;
  catalogue: Catalogue;
}) {
  usePageMeta(meta, catalogue);
  return <Page />;
}

/** A page module and its feature's strings in the page's locale, fetched in parallel. */
async function loadPage<T>(load: () => Promise<T>, catalogue: Catalogue): Promise<T> {
  const [module] = await Promise.all([load(), loadCatalogues(withUses(catalogue), getAppLocale())]);
  return module;
}

/** A route's component: its module and strings, named errors on failure or after 120 s. */
function loader(load: PageLoader, catalogue: Catalogue): () => Promise<ComponentType> {
  return async () => (await loadWithTimeout(() => loadPage(load, catalogue))).default;
}

/** A page's component: as `loader`, the page setting its title and recording its view. */
function pageLoader(route: MountedPageRoute): () => Promise<ComponentType> {
  const load = loader(route.page, route.catalogue);
  return async () => {
    const Page = await load();
    return function Routed() {
      return <RoutedPage Page={Page} meta={route.meta} catalogue={route.catalogue} />;
    };
  };
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

/**
 * A route's error boundary: a page that throws while rendering shows the retry page in its
 * place; the next location tries it again (the page stays mounted when nothing failed).
 */
class RouteBoundary extends Component<BoundaryProps, { error: unknown; location: Location }> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { error: undefined, location: props.location };
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { location: Location }) {
    return props.location === state.location
      ? null
      : { error: undefined, location: props.location };
  }

  override render() {
    const { error } = this.state;
    return error === undefined ? this.props.children : <RouteErrorPage error={error} />;
  }
}

/** A route of the shown location: its page (loaded by the router), or why it cannot show. */
function MountedRoute({ handle }: { handle: MountHandle }) {
  const { Component: Loaded, failure } = useMountedRoute(handle);
  const location = useLocation();
  if (failure !== undefined) return <RouteErrorPage error={failure} />;
  if (!Loaded) return null;
  return (
    <RouteBoundary location={location}>
      <Loaded />
    </RouteBoundary>
  );
}

/** The layout of every route, with the boundary of last resort. */
function Root() {
  const location = useLocation();
  return (
    <RouteBoundary location={location}>
      <AppLayout />
    </RouteBoundary>
  );
}

function mounted(handle: MountHandle): Pick<RouteObject, 'handle' | 'element'> {
  return { handle, element: <MountedRoute handle={handle} /> };
}

type MountedPageRoute = PageRoute & { page: PageLoader; catalogue: Catalogue; data?: RouteData };

function pageRoute(route: MountedPageRoute, path: string, children: RouteObject[]): RouteObject {
  const handle: MountHandle = {
    meta: route.meta,
    catalogue: route.catalogue,
    load: pageLoader(route),
    params: route.params,
    // Inside WeChat these pages need the official account's openid first (SPEC §6); a relay page
    // gets it on its own, and nothing else asks the server before it has decided.
    guard: route.meta.needOasOpenId
      ? openIdGuard(route.meta)
      : route.openIdRelay
        ? relayGuard
        : undefined,
    data: route.data,
  };
  const object: RouteObject = { path, ...mounted(handle) };
  if (children.length > 0) object.children = children;
  return object;
}

/** Redirects keep the query, so channel and share ids survive a short link. */
function redirectRoute(path: string | undefined, target: string): RouteObject {
  const handle: MountHandle = { redirect: target };
  return path === undefined ? { index: true, handle } : { path, handle };
}

function relative(path: string, parent: string): string {
  return path.slice(parent.length + 1);
}

function isMounted(route: PageRoute & { catalogue: Catalogue }): route is MountedPageRoute {
  return route.page !== undefined;
}

/**
 * Turns the feature route tables into the app router's routes (lib/routing/app-router.tsx):
 * mounted pages (loaded on navigation, with their meta in `handle`), the redirects, layouts with
 * their children, the root redirect and NotFound. Declared routes without a page are left out, so
 * they fall to NotFound.
 */
export function buildRoutes(
  tables: readonly FeatureRoutes[],
  routeData: readonly FeatureRouteData[] = [],
): RouteObject[] {
  const dataOf = (feature: string, route: FeatureRoute): RouteData | undefined => {
    const data = routeData.find((entry) => entry.feature === feature)?.data[route.path];
    if (!data || isRedirect(route) || !route.earlyRead) return data;
    // Opened from the HTML, the page draws from the read its script made (`earlyRead`, ADR 049)
    // and its own reads go after that first render, not beside the page's code.
    return (input) => (earlyReadUntaken() ? [] : data(input));
  };
  // Each route with its catalogue (its own, else its feature's), loaded with its page or layout,
  // and its data (docs/decisions/025).
  const all = tables.flatMap((table) =>
    table.routes.map((route): FeatureRoute & { catalogue: Catalogue; data?: RouteData } => ({
      ...route,
      catalogue: (!isRedirect(route) && route.catalogue) || table.catalogue,
      data: dataOf(table.feature, route),
    })),
  );
  const pages = all
    .filter((route): route is PageRoute & { catalogue: Catalogue } => !isRedirect(route))
    .filter(isMounted);
  const layouts = all.filter(
    (route): route is RedirectRoute & { layoutPage: PageLoader; catalogue: Catalogue } =>
      isRedirect(route) && route.layoutPage !== undefined,
  );
  const underLayout = (route: PageRoute) =>
    layouts.find((layout) => route.path.startsWith(`${layout.path}/`));
  // The pages under each parent, gathered in one pass: this runs in the app's first task, where
  // a scan of every page for each page was a few per cent of it (docs/performance.md, round (s)).
  const childPages = new Map<string, MountedPageRoute[]>();
  for (const page of pages) {
    if (page.childOf) childPages.set(page.childOf, [...(childPages.get(page.childOf) ?? []), page]);
  }
  const childrenOf = (parent: PageRoute) =>
    (childPages.get(parent.path) ?? []).map((child) =>
      pageRoute(child, relative(child.path, parent.path), []),
    );

  const children: RouteObject[] = [redirectRoute(undefined, HOME_PATH)];
  for (const route of all) {
    if (isRedirect(route)) {
      const { layoutPage, catalogue } = route;
      if (layoutPage) {
        const layoutPages = pages.filter((page) => !page.childOf && underLayout(page) === route);
        children.push({
          path: route.path,
          ...mounted({ load: loader(layoutPage, catalogue) }),
          children: [
            redirectRoute(undefined, route.redirect),
            ...layoutPages.map((page) =>
              pageRoute(page, relative(page.path, route.path), childrenOf(page)),
            ),
          ],
        });
      } else {
        children.push(redirectRoute(route.path, route.redirect));
      }
      continue;
    }
    if (!isMounted(route) || route.childOf || underLayout(route)) continue;
    children.push(pageRoute(route, route.path, childrenOf(route)));
  }
  // NotFound sets its own title and records its view (the error page shows it too).
  children.push({
    path: '*',
    ...mounted({
      meta: NOT_FOUND_META,
      catalogue: shellCatalogue,
      load: async () => (await loadWithTimeout(() => import('./not-found-page'))).default,
    }),
  });
  return [{ id: 'root', element: <Root />, children }];
}
