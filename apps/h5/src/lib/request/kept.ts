import type { EndpointName, RequestOf, ResponseOf } from '@freight/contract/endpoints/index';
import { hashKey, type QueryKey, queryOptions } from '@tanstack/react-query';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { getAppLocale } from '@/lib/i18n/i18n';
import { callEndpoint } from './endpoint';
import { KEPT_PREFIX } from './kept-prefix';

// The last answer of the reads whose declaration says `keep` (packages/contract, docs/decisions/048):
// kept in localStorage by endpoint, answer shape, language and fields (never by URL: every call is
// signed, so no two URLs are alike), and shown on the next visit, with its age, until the server
// answers, and offline. Read synchronously, so the page's first render has it.

export interface KeptAnswer {
  /** When the server gave it, by the phone's clock. */
  at: number;
  data: unknown;
}

/** The answers handed to a page from the store, with when they were given. */
const keptAt = new WeakMap<object, number>();

export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Where an answer is kept; null when the endpoint's answers are not kept. */
export function keptKey(name: EndpointName, fields: unknown): string | null {
  const version = endpointRoutes[name].keep;
  if (!version) return null;
  return `${KEPT_PREFIX}${name}:${version}:${getAppLocale()}:${hashKey([fields])}`;
}

export function readKept(name: EndpointName, fields: unknown): KeptAnswer | null {
  const key = keptKey(name, fields);
  const text = key ? storage()?.getItem(key) : null;
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Partial<KeptAnswer>;
    if (typeof kept.at !== 'number' || typeof kept.data !== 'object' || kept.data === null) {
      return null;
    }
    return { at: kept.at, data: kept.data };
  } catch {
    return null;
  }
}

/**
 * When the answer a query shows was given, if it came from the store and the server has not
 * answered since (its `dataUpdatedAt` is still 0); null for an answer of this visit.
 */
export function keptSince(query: { data?: unknown; dataUpdatedAt?: number }): number | null {
  const { data } = query;
  if (typeof data !== 'object' || data === null || query.dataUpdatedAt !== 0) return null;
  return keptAt.get(data) ?? null;
}

/**
 * The query of a read whose last answer is kept: `endpointQuery`'s, under `queryKey` (a feature's
 * own key, or `[name, fields]`), starting from the kept answer when there is one. That answer
 * counts as never fetched (`dataUpdatedAt` 0), so the page asks the server at once, and until it
 * answers `keptSince` says how old what it shows is. Each answer of the server is kept
 * (kept-write.ts).
 */
export function keptQuery<N extends EndpointName, K extends QueryKey>(
  name: N,
  fields: RequestOf<N>,
  queryKey: K,
) {
  return queryOptions({
    queryKey,
    queryFn: async () => {
      const data = await callEndpoint(name, fields);
      // Kept off the page's first load: the store's writing comes with the answer.
      void import('./kept-write').then((store) => store.keepAnswer(name, fields, data));
      return data;
    },
    initialData: () => {
      const kept = readKept(name, fields);
      if (!kept) return undefined;
      keptAt.set(kept.data as object, kept.at);
      return kept.data as ResponseOf<N>;
    },
    initialDataUpdatedAt: 0,
  });
}
