// The registry of every endpoint the server serves and the H5 calls, built from the declarations in
// the domain files (`defineEndpoint`): a new endpoint in an existing domain file joins it by being
// exported; a new domain file is imported, re-exported and listed in DOMAINS below. Everything
// else is derived from it: the H5's zod-free route list, the server's routes and access rules, the
// hostile-input plan and the endpoint table of docs/contract.md (docs/decisions/011).

import type * as z from 'zod';
import * as agreements from './agreements.ts';
import * as campaignGames from './campaign-games.ts';
import * as campaigns from './campaigns.ts';
import { type EndpointDef, type EndpointRoute, endpointRoute } from './common.ts';
import * as driver from './driver.ts';
import * as edu from './edu.ts';
import * as epidemic from './epidemic.ts';
import * as identity from './identity.ts';
import * as knowledge from './knowledge.ts';
import * as loyalty from './loyalty.ts';
import * as oms from './oms.ts';
import * as party from './party.ts';
import * as places from './places.ts';
import * as recruitment from './recruitment.ts';
import * as referral from './referral.ts';
import * as reports from './reports.ts';
import * as seckill from './seckill.ts';
import * as shipments from './shipments.ts';
import * as third from './third.ts';
import * as value from './value.ts';
import * as vote from './vote.ts';
import * as wechatGroups from './wechat-groups.ts';
import * as wechatOauth from './wechat-oauth.ts';

export * from './agreements.ts';
export * from './campaign-games.ts';
export * from './campaigns.ts';
export * from './common.ts';
export * from './driver.ts';
export * from './edu.ts';
export * from './epidemic.ts';
export * from './identity.ts';
export * from './knowledge.ts';
export * from './loyalty.ts';
export * from './recruitment.ts';
export * from './referral.ts';
export * from './reports.ts';
export * from './oms.ts';
export * from './party.ts';
export * from './places.ts';
export * from './seckill.ts';
export * from './shipments.ts';
export * from './third.ts';
export * from './value.ts';
export * from './vote.ts';
export * from './wechat-groups.ts';
export * from './wechat-oauth.ts';

// The registry lists the domains in this order (and each one's endpoints by name), as the docs'
// table does.
const DOMAINS = [
  oms,
  third,
  driver,
  vote,
  identity,
  recruitment,
  agreements,
  wechatOauth,
  wechatGroups,
  seckill,
  value,
  campaigns,
  campaignGames,
  referral,
  shipments,
  places,
  loyalty,
  knowledge,
  edu,
  party,
  epidemic,
  reports,
] as const;

/** Every export of every domain file (distributed over the files), then the declarations among them. */
type ExportOf<M> = M extends unknown ? M[keyof M] : never;
type Declared = Extract<ExportOf<(typeof DOMAINS)[number]>, EndpointDef>;

export type Endpoints = { readonly [E in Declared as E['name']]: E };
export type EndpointName = keyof Endpoints;

/** A declaration among a domain file's exports (schemas and value lists are exported too). */
function isEndpoint(value: unknown): value is EndpointDef {
  const candidate = value as Partial<EndpointDef> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.name === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.caller === 'string' &&
    typeof candidate.request === 'object'
  );
}

function registry(): Endpoints {
  const byName = new Map<string, EndpointDef>();
  const byDomain = DOMAINS.map((domain) =>
    // Sorted here: how a namespace lists its exports depends on who loaded the module.
    Object.values(domain)
      .filter(isEndpoint)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
  );
  for (const domain of byDomain) {
    for (const endpoint of domain) {
      // Two exports of one declaration (an alias) are one endpoint; two declarations, a mistake.
      const known = byName.get(endpoint.name);
      if (known && known !== endpoint) throw new Error(`two endpoints named ${endpoint.name}`);
      byName.set(endpoint.name, endpoint);
    }
  }
  return Object.fromEntries(byName) as unknown as Endpoints;
}

export const endpoints: Endpoints = registry();

/** What a caller passes (GET: query fields; otherwise body fields). */
export type RequestOf<N extends EndpointName> = z.input<Endpoints[N]['request']>;
/** What the server's handler receives after validation. */
export type ParsedRequestOf<N extends EndpointName> = z.output<Endpoints[N]['request']>;
/** The envelope's `data` on success. */
export type ResponseOf<N extends EndpointName> = z.output<Endpoints[N]['response']>;

/** The H5's route list: each endpoint by name, without its schemas (the H5 gets it at build time). */
export type EndpointRoutes = { readonly [N in EndpointName]: EndpointRoute<Endpoints[N]> };

export function endpointRoutes(): EndpointRoutes {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => [name, endpointRoute(endpoint)]),
  ) as EndpointRoutes;
}
