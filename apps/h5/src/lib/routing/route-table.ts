import type { ComponentType } from 'react';
import type { TitleKey } from '@/lib/i18n/i18n';

export type AppId = 'FYNewCustomer' | 'FYLucky';
export type UserType = 1 | 3;

/** A route's meta, as in docs/spec/routes.json; `title` is a catalogue key (zh-CN and en-US). */
export interface RouteMeta {
  title: TitleKey;
  page_id?: string;
  data_source?: string;
  needOasOpenId?: boolean;
  app_id?: AppId;
  userType?: UserType;
  platform_type?: 'web';
  /** No automatic page view for this route (relay pages that only pass the visitor on). */
  noAutoTrack?: boolean;
  /** Keep the page's state and scroll when the visitor leaves and comes back. */
  keepAlive?: boolean;
  name?: string;
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  /** The page module. A route without one is declared but not mounted (it falls to NotFound). */
  page?: PageLoader;
  /** Constraints on path params (`/wake/mini/app/:client` takes word characters only). */
  params?: Record<string, RegExp>;
  /** Rendered inside the parent page's outlet (`/driver-invite-driver/index/log`). */
  childOf?: string;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
  /** The path is a layout for its children (`/sem`); only its bare path redirects. */
  layout?: boolean;
  /** The layout component, once one is built. */
  layoutPage?: PageLoader;
}

export type FeatureRoute = PageRoute | RedirectRoute;

export interface FeatureRoutes {
  feature: string;
  routes: readonly FeatureRoute[];
}

export function defineRoutes(feature: string, routes: readonly FeatureRoute[]): FeatureRoutes {
  return { feature, routes };
}

export function isRedirect(route: FeatureRoute): route is RedirectRoute {
  return 'redirect' in route;
}
