// Reads by key gathered into one statement: every key asked for in one turn of the event loop is
// read together (at most `maxKeys` a statement), each caller getting its own row. A crowd arriving
// at once (a campaign's start) costs a few statements instead of one per request waiting for the
// pool; alone, a request waits one turn of the loop. Nothing is remembered between turns, so every
// answer is what the database held after the request arrived.
//
// A chunk that passes its deadline (DatabaseTimeoutError: a busy pool or machine) is split in two
// and each half read once more, so that one late statement does not fail every request that
// joined it: alone, each would have had a deadline of its own. Any other failure fails the
// chunk's callers, as their own query would have.

import { DatabaseTimeoutError } from './errors.ts';

export type BatchedRead<K, V> = (key: K) => Promise<V | undefined>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

/** Whether `error`, or what it wraps (Drizzle wraps a driver's errors), is a passed deadline. */
function passedDeadline(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DatabaseTimeoutError) return true;
  }
  return false;
}

/** Keys one statement reads at most: a chunk a crowd's request waits on stays short. */
export const MAX_KEYS = 100;

export function batchedRead<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  maxKeys = MAX_KEYS,
): BatchedRead<K, V> {
  let waiting: Map<K, Waiter<V>[]> | null = null;

  function readChunk(batch: Map<K, Waiter<V>[]>, chunk: K[], maySplit: boolean) {
    const settle = (each: (waiter: Waiter<V>, key: K) => void) => {
      for (const key of chunk) for (const waiter of batch.get(key) ?? []) each(waiter, key);
    };
    read(chunk).then(
      (found) => settle((waiter, key) => waiter.resolve(found.get(key))),
      (error: unknown) => {
        if (maySplit && chunk.length > 1 && passedDeadline(error)) {
          const half = Math.ceil(chunk.length / 2);
          readChunk(batch, chunk.slice(0, half), false);
          readChunk(batch, chunk.slice(half), false);
          return;
        }
        settle((waiter) => waiter.reject(error));
      },
    );
  }

  function flush(batch: Map<K, Waiter<V>[]>) {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      readChunk(batch, keys.slice(start, start + maxKeys), true);
    }
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (waiting === null) {
        const batch = new Map<K, Waiter<V>[]>();
        waiting = batch;
        setImmediate(() => {
          waiting = null;
          flush(batch);
        });
      }
      const waiters = waiting.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else waiting.set(key, [{ resolve, reject }]);
    });
}
