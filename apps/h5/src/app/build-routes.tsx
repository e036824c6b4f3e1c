import type { ComponentType, ReactNode } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import {
  type Catalogue,
  getAppLocale,
  loadCatalogues,
  shellCatalogue,
  withUses,
} from '@/lib/i18n/i18n';
import { loadWithTimeout } from '@/lib/routing/load-errors';
import {
  type FeatureRoutes,
  isRedirect,
  type PageLoader,
  type PageRoute,
  type RedirectRoute,
  type RouteMeta,
} from '@/lib/routing/route-table';
import { usePageMeta } from '@/lib/routing/use-page-meta';
import { withOpenIdGuard } from '@/lib/wechat/route-guard';
import { AppLayout } from './app-layout';
import { HOME_PATH } from './build-routes-meta';
import { PageSkeleton } from './page-skeleton';
import { RouteErrorPage } from './route-error-page';
import { NOT_FOUND_META, type RouteHandle } from './route-handle';

export { HOME_PATH };

/** Redirects keep the query, so channel and share ids survive a short link. */
function redirectKeepingQuery(target: string) {
  return ({ request }: LoaderFunctionArgs) => redirect(target + new URL(request.url).search);
}

/** Path params with a constraint (`\w+`) that does not hold are a 404, shown as NotFound. */
function checkParams(params: Record<string, RegExp>) {
  return ({ params: actual }: LoaderFunctionArgs) => {
    for (const [name, pattern] of Object.entries(params)) {
      const value = actual[name];
      if (value !== undefined && !pattern.test(value)) throw data(null, { status: 404 });
    }
    return null;
  };
}

function ThrowLoadError({ error }: { error: unknown }): never {
  throw error;
}

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

/**
 * A lazy route module that never rejects: React Router treats a route whose `lazy` rejected as still
 * loading and renders nothing below its parent, so a failure becomes an element that throws the
 * named error while rendering, which the route's error boundary shows as the retry page.
 */
function lazyElement(load: () => Promise<ReactNode>) {
  return async (): Promise<{ element: ReactNode }> => {
    try {
      return { element: await load() };
    } catch (error) {
      return { element: <ThrowLoadError error={error} /> };
    }
  };
}

function lazyPage(load: PageLoader, meta: RouteMeta, catalogue: Catalogue) {
  return lazyElement(async () => {
    const { default: Page } = await loadWithTimeout(() => loadPage(load, catalogue));
    return <RoutedPage Page={Page} meta={meta} catalogue={catalogue} />;
  });
}

type MountedRoute = PageRoute & { page: PageLoader; catalogue: Catalogue };

function pageRoute(route: MountedRoute, path: string, children: RouteObject[]) {
  const handle: RouteHandle = { meta: route.meta, catalogue: route.catalogue };
  const object: RouteObject = {
    path,
    handle,
    lazy: lazyPage(route.page, route.meta, route.catalogue),
    ErrorBoundary: RouteErrorPage,
  };
  const paramsLoader = route.params ? checkParams(route.params) : undefined;
  // Inside WeChat these pages need the official account's openid first (SPEC §6).
  const loader = route.meta.needOasOpenId
    ? withOpenIdGuard(route.meta, paramsLoader)
    : paramsLoader;
  if (loader) object.loader = loader;
  if (children.length > 0) object.children = children;
  return object;
}

function relative(path: string, parent: string): string {
  return path.slice(parent.length + 1);
}

function isMounted(route: PageRoute & { catalogue: Catalogue }): route is MountedRoute {
  return route.page !== undefined;
}

/**
 * Turns the feature route tables into React Router routes: mounted pages (lazy, with their meta in
 * `handle`), the redirects, layouts with their children, the root redirect and NotFound.
 * Declared routes without a page are left out, so they fall to NotFound.
 */
export function buildRoutes(tables: readonly FeatureRoutes[]): RouteObject[] {
  // Each route with its catalogue (its own, else its feature's), loaded with its page or layout.
  const all = tables.flatMap((table) =>
    table.routes.map((route) => ({
      ...route,
      catalogue: (!isRedirect(route) && route.catalogue) || table.catalogue,
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
  const childrenOf = (parent: PageRoute) =>
    pages
      .filter((child) => child.childOf === parent.path)
      .map((child) => pageRoute(child, relative(child.path, parent.path), []));

  const children: RouteObject[] = [{ index: true, loader: redirectKeepingQuery(HOME_PATH) }];
  for (const route of all) {
    if (isRedirect(route)) {
      const { layoutPage, catalogue } = route;
      if (layoutPage) {
        const layoutPages = pages.filter((page) => !page.childOf && underLayout(page) === route);
        children.push({
          path: route.path,
          lazy: lazyElement(async () => {
            const { default: Layout } = await loadWithTimeout(() =>
              loadPage(layoutPage, catalogue),
            );
            return <Layout />;
          }),
          ErrorBoundary: RouteErrorPage,
          children: [
            { index: true, loader: redirectKeepingQuery(route.redirect) },
            ...layoutPages.map((page) =>
              pageRoute(page, relative(page.path, route.path), childrenOf(page)),
            ),
          ],
        });
      } else {
        children.push({ path: route.path, loader: redirectKeepingQuery(route.redirect) });
      }
      continue;
    }
    if (!isMounted(route) || route.childOf || underLayout(route)) continue;
    children.push(pageRoute(route, route.path, childrenOf(route)));
  }
  children.push({
    path: '*',
    handle: { meta: NOT_FOUND_META, catalogue: shellCatalogue } satisfies RouteHandle,
    lazy: lazyElement(async () => {
      const { default: NotFound } = await loadWithTimeout(() => import('./not-found-page'));
      return <NotFound />;
    }),
    ErrorBoundary: RouteErrorPage,
  });
  return [
    {
      id: 'root',
      Component: AppLayout,
      HydrateFallback: PageSkeleton,
      ErrorBoundary: RouteErrorPage,
      children,
    },
  ];
}
