// Expired rows (replay signatures, rate counters, sessions, SMS codes) are deleted by a timer in
// every instance: each DELETE is one indexed range scan, so instances doing it side by side cost
// little and no leader election is needed. Lookups never trust a row past its expiry anyway; the
// purge only keeps the tables small.

import type { FastifyInstance } from 'fastify';

/** Runs `purge` every `intervalMs` (first run after one interval) until the app closes. */
export function scheduleHousekeeping(
  app: FastifyInstance,
  name: string,
  intervalMs: number,
  purge: () => Promise<unknown>,
): void {
  let running = false;
  const timer = setInterval(() => {
    // A slow database must not pile up purges of the same table.
    if (running) return;
    running = true;
    purge()
      .catch((error: unknown) => app.log.warn({ err: error, job: name }, 'housekeeping failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Never keeps the process (or a test run) alive on its own.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
