import type { EndpointName } from '@freight/contract/endpoints/index';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { type KeptAnswer, keptKey, storage } from './kept';
import { KEPT_PREFIX } from './kept-prefix';

// Writing the kept answers (lib/request/kept.ts), loaded once the server has answered: nothing of
// it is on a page's first load.

/** How many answers are kept: the most recent, whatever their endpoint. */
export const KEPT_ENTRIES = 12;
/** An answer longer than this (characters of JSON) is not kept. */
export const KEPT_LARGEST = 64_000;

/** When the stored entry was given (its text starts `{"at":<ms>,`). */
function givenAt(text: string | null): number {
  return text ? Number(text.slice(6, text.indexOf(','))) || 0 : 0;
}

/**
 * Keeps an answer, then drops what must not stay: an entry of an answer shape or an endpoint the
 * build no longer keeps (a deploy changed it), and beyond the KEPT_ENTRIES most recent.
 */
export function keepAnswer(name: EndpointName, fields: unknown, data: unknown, now = Date.now()) {
  const key = keptKey(name, fields);
  const store = storage();
  if (!key || !store) return;
  const text = JSON.stringify({ at: now, data } satisfies KeptAnswer);
  try {
    if (text.length <= KEPT_LARGEST) store.setItem(key, text);
  } catch {
    // The storage is full or refused: this answer is not kept.
  }
  const current: { key: string; at: number }[] = [];
  for (const stored of Object.keys(store)) {
    if (!stored.startsWith(KEPT_PREFIX)) continue;
    const [endpoint = '', version] = stored.slice(KEPT_PREFIX.length).split(':');
    const route = (endpointRoutes as Record<string, { keep?: string } | undefined>)[endpoint];
    if (route?.keep === version) current.push({ key: stored, at: givenAt(store.getItem(stored)) });
    else store.removeItem(stored);
  }
  current.sort((a, b) => b.at - a.at);
  for (const old of current.slice(KEPT_ENTRIES)) store.removeItem(old.key);
}
