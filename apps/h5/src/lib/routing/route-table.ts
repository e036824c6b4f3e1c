import {
  CAMPAIGN_SLUG_PATTERN,
  PUBLIC_CAMPAIGN_PATH,
  PUBLIC_PROGRAMME_PATH,
  type ScreenParams,
} from '@freight/contract/endpoints/campaign-values';
import { PUBLIC_KNOWLEDGE_PATH } from '@freight/contract/endpoints/knowledge-values';
import {
  PUBLIC_SHIPMENT_PATH,
  SHIPMENT_REF_PATTERN,
} from '@freight/contract/endpoints/shipment-values';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Catalogue } from '@/lib/i18n/i18n';
import type { Params } from './router';

export type AppId = 'FYNewCustomer' | 'FYLucky';
export type UserType = 1 | 3;

/** Catalogue keys that name a page (`title.<path segments>`). */
export type TitleKeyOf<K extends string> = string extends K
  ? `title.${string}`
  : Extract<K, `title.${string}`>;

/**
 * A route's meta, as in docs/spec/routes.json; `title` is a key of the feature's catalogue
 * (zh-CN and en-US), checked against it by `defineRoutes`.
 */
export interface RouteMeta<T extends string = string> {
  title: T;
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

/** What the app stores in each React Router route's `handle`. */
export interface RouteHandle {
  meta: RouteMeta;
  /** The catalogue its title comes from (the feature's; the shell's for NotFound). */
  catalogue?: Catalogue;
}

/** A query the page's first render makes, as the page itself declares it (its `queryOptions`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any query's data and key
export type RouteQuery = FetchQueryOptions<any, any, any, any>;

/** What a route's data depends on: its location's path, path params and query. */
export interface RouteDataInput {
  pathname: string;
  params: Params;
  search: URLSearchParams;
}

/**
 * The queries a page's first render makes, for the router to start as the navigation starts,
 * beside the page's code (docs/decisions/025): the same options the page uses, so that the page
 * finds them in flight. Only what the page asks before anything is tapped, and none when the input
 * would not make it ask (an id the page refuses).
 */
export type RouteData = (input: RouteDataInput) => readonly RouteQuery[];

/**
 * A feature's route data by route path. Apart from the route table, which build scripts read in
 * Node: the queries reach the request client, which only the app's bundle can load.
 */
export interface FeatureRouteData {
  feature: string;
  data: Readonly<Record<string, RouteData>>;
}

export function defineRouteData(
  feature: string,
  data: Readonly<Record<string, RouteData>>,
): FeatureRouteData {
  return { feature, data };
}

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

export interface PageRoute<T extends string = string> {
  path: string;
  meta: RouteMeta<T>;
  /** The page module. A route without one is declared but not mounted (it falls to NotFound). */
  page?: PageLoader;
  /** Constraints on path params (`/wake/mini/app/:client` takes word characters only). */
  params?: Record<string, RegExp>;
  /** Rendered inside the parent page's outlet (`/driver-invite-driver/index/log`). */
  childOf?: string;
  /**
   * The page's own strings, when its copy is long (a guide): loaded with it instead of the
   * feature's catalogue, which it uses (docs/decisions/004).
   */
  catalogue?: Catalogue;
  /**
   * A landing route (people arrive from an ad, a share, a QR code or the root): its first screen
   * is rendered into index.html at build time and shown before the scripts arrive (docs/decisions/
   * 020). Every template is in every visit's HTML, so only for routes without parameters, within
   * the budget of `npm run budgets`. `'guest'`: a page behind a login that people arrive at from
   * outside; its first screen (the login card, for a visitor whose browser holds no user info) is
   * shown to such a visitor only. `'frame'`: a page whose content is data, or depends on the session,
   * the query or the host, and whose largest element is its hero's (the heading and the line
   * under it, the same for everyone): only its page frame's hero comes with the HTML, over the
   * kit's skeleton, so that element is painted with the HTML and the data does not move it.
   */
  firstScreen?: true | 'guest' | 'frame';
  /**
   * With `firstScreen`: the screen is not carried in index.html but fetched by its head script as
   * the HTML arrives, in the reader's language (a round trip more, still long before the app), for
   * a screen the HTML's budget of one round trip has no room for (docs/decisions/020, amendment of
   * 2026-11-30). Its route's stylesheets are asked for beside it; nothing is painted until it and
   * they are in (1 s at most), and the scripts start once it is painted. `'server'`: a page whose
   * first screen is its public read (an `earlyRead` by path), rendered by the server from that
   * read, a minute old at most (docs/decisions/050).
   */
  fetchFirstScreen?: true | 'server';
  /**
   * With `fetchFirstScreen: 'server'`: every parameter of the link the page reads, each with the
   * values its screen is rendered for (`?category=driving`); a link with one of them set to
   * another value (any, for an empty list: search words) gets no screen, and the page starts as it
   * would without one. Parameters the page does not read are left out of the render.
   */
  screenParams?: ScreenParams;
  /**
   * A WeChat relay page: once its code has run it may send the visitor to WeChat's authorize page.
   * The navigation marks an openid trip as deciding before the page loads, so that nothing that
   * asks the server on its own (sharing) starts on a page about to leave (lib/wechat/trip-state.ts);
   * the page settles it (lib/wechat/use-open-id-trip.ts).
   */
  openIdRelay?: true;
  /**
   * The page's first data is a published campaign's content (`?slug=…`), which anyone may read:
   * index.html's script asks for it (GET /public/campaign/…, unsigned) as the HTML arrives, before
   * the app and its signer, and the page's hero shows it until the signed read answers
   * (docs/decisions/049). With `firstScreen`, that screen is rendered for a slug no campaign has
   * (the same for every slug) and its heading takes the campaign's name from the script's read.
   * `{ programme }`: the referral programme running for that share type, the same way
   * (GET /public/programme/…; the rules page shows it until the signed read answers).
   * `'knowledge'`: the published articles (GET /public/knowledge; the list shows those of the
   * link's category until the signed read answers, and nothing of it with search words).
   * `'shipment'`: the open shipment of the link's `?goodsId=` (GET /public/shipment/…; the goods
   * page shows it, without a state or an action, until the signed read answers).
   * Opened from the HTML, the route's route data waits for the page's first render
   * (app/build-routes.tsx).
   */
  earlyRead?: EarlyRead;
}

/**
 * The public reads a link names by one of its parameters, checked against a pattern before
 * anything is asked: a campaign by its `?slug=`, an open shipment by its `?goodsId=`.
 */
export const LINK_READS = {
  campaign: { param: 'slug', pattern: CAMPAIGN_SLUG_PATTERN, path: PUBLIC_CAMPAIGN_PATH },
  shipment: { param: 'goodsId', pattern: SHIPMENT_REF_PATTERN, path: PUBLIC_SHIPMENT_PATH },
} as const;
export type LinkRead = (typeof LINK_READS)[keyof typeof LINK_READS];

/** What index.html's script reads for a page before the app (ADR 049): see `earlyRead`. */
export type EarlyRead = keyof typeof LINK_READS | 'knowledge' | { programme: number };

/** The read a link names, for a page whose read is one (`'campaign'`, `'shipment'`), else null. */
export function linkRead(read: EarlyRead): LinkRead | null {
  return read === 'campaign' || read === 'shipment' ? LINK_READS[read] : null;
}

/** The path of a page's public read, for those that do not take it from the link. */
export function earlyReadPath(read: EarlyRead): string | null {
  if (linkRead(read)) return null;
  return read === 'knowledge'
    ? PUBLIC_KNOWLEDGE_PATH
    : `${PUBLIC_PROGRAMME_PATH}/${(read as { programme: number }).programme}`;
}

export interface RedirectRoute {
  path: string;
  redirect: string;
  /** The path is a layout for its children (`/sem`); only its bare path redirects. */
  layout?: boolean;
  /** The layout component, once one is built. */
  layoutPage?: PageLoader;
}

export type FeatureRoute<T extends string = string> = PageRoute<T> | RedirectRoute;

export interface FeatureRoutes {
  feature: string;
  /** The feature's strings (titles included), loaded with each of its pages. */
  catalogue: Catalogue;
  routes: readonly FeatureRoute[];
}

export function defineRoutes<K extends string>(
  feature: string,
  catalogue: Catalogue<K>,
  routes: readonly FeatureRoute<TitleKeyOf<K>>[],
): FeatureRoutes {
  return { feature, catalogue, routes };
}

export function isRedirect(route: FeatureRoute): route is RedirectRoute {
  return 'redirect' in route;
}
