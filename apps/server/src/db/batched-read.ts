// Reads by key gathered into one statement: every key asked for in one turn of the event loop is
// read together (at most `maxKeys` a statement), each caller getting its own row. A crowd arriving
// at once (a campaign's start) costs a few statements instead of one per request waiting for the
// pool; alone, a request waits one turn of the loop. Nothing is remembered between turns, so every
// answer is what the database held after the request arrived.

export type BatchedRead<K, V> = (key: K) => Promise<V | undefined>;

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export function batchedRead<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  maxKeys = 500,
): BatchedRead<K, V> {
  let waiting: Map<K, Waiter<V>[]> | null = null;

  function flush(batch: Map<K, Waiter<V>[]>) {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxKeys) {
      const chunk = keys.slice(start, start + maxKeys);
      const settle = (each: (waiter: Waiter<V>, key: K) => void) => {
        for (const key of chunk) for (const waiter of batch.get(key) ?? []) each(waiter, key);
      };
      // A failed read fails the requests of its chunk, as their own query would have.
      read(chunk).then(
        (found) => settle((waiter, key) => waiter.resolve(found.get(key))),
        (error: unknown) => settle((waiter) => waiter.reject(error)),
      );
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
