// The deadline of a call to another process (PostgreSQL, Redis; ADR 010, ADR 018) that does not
// blame that process for this one's own delay. Node runs the timers that are due before it reads
// its sockets: after a turn of the event loop that a crowd of requests kept busy past a call's
// deadline, the call's timer would fire while its answer already waits in the socket, and a call
// answered in time would fail as late (seen as 503s in a 1000-way race on a loaded machine,
// `several-instances.test.ts`). So when the timer fires the call gets one more turn:
// `setImmediate` runs once the loop has read its sockets, and only a call still unanswered then
// has run out of time.

/**
 * Calls `expire` once `ms` have passed and the event loop has read what had arrived by then,
 * unless the returned function is called first.
 */
export function startDeadline(ms: number, expire: () => void): () => void {
  let immediate: NodeJS.Immediate | undefined;
  const timer = setTimeout(() => {
    immediate = setImmediate(expire);
  }, ms);
  return () => {
    clearTimeout(timer);
    if (immediate) clearImmediate(immediate);
  };
}

/**
 * Settles like `work`, or rejects with `late()` once `ms` have passed (startDeadline) and calls
 * `onExpire` to stop the work. `work`'s own later outcome is always observed, so it can never
 * become an unhandled rejection.
 */
export function settleWithin<T>(
  work: PromiseLike<T>,
  ms: number,
  late: () => Error,
  onExpire: () => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cancel = startDeadline(ms, () => {
      reject(late());
      onExpire();
    });
    work.then(
      (value) => {
        cancel();
        resolve(value);
      },
      (error: unknown) => {
        cancel();
        reject(error);
      },
    );
  });
}
