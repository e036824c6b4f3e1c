// A client's idempotency key, the contract's `requestId`: made once for one tap and sent again,
// unchanged, when the answer was lost (a tunnel, a dropped 4G) and the person taps again. The same
// key with the same content repeats the first answer; the same key with other content is refused
// (CONFLICT) and changes nothing. Each table that takes keys keeps them in a unique column.

import { ApiError, BUSINESS_CODES } from './envelope.ts';
import type { UserMessage } from './user-message.ts';

export const OTHER_REQUEST: UserMessage = {
  'zh-CN': '这个请求编号已经用于另一笔操作',
  'en-US': 'This request id was already used for something else',
};

/** The refusal of a key sent again with other content. */
export function otherRequest(): ApiError {
  return new ApiError(BUSINESS_CODES.CONFLICT, OTHER_REQUEST);
}

/** Two lists of the same items in the same order (photo keys as sent and as stored). */
export function sameList(stored: readonly unknown[], sent: readonly unknown[]): boolean {
  return stored.length === sent.length && stored.every((item, i) => item === sent[i]);
}

/**
 * What a key made before, when it made anything: its row if `same` finds the content unchanged
 * (the answer is repeated), else the refusal above; undefined for a key not seen yet.
 */
export function repeatOf<T>(prior: T | undefined, same: (row: T) => boolean): T | undefined {
  if (prior === undefined) return undefined;
  if (!same(prior)) throw otherRequest();
  return prior;
}
