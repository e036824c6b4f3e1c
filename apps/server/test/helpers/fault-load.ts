// Pieces shared by the database-fault test (database-faults.test.ts, in-process) and the slow-database
// benchmark (bench/reliability/slow-db.mjs, a server process over HTTP): the collector beacon a
// write of the load sends, the reconciliation of acknowledged writes, and latency percentiles.

import { encodeTrackData, pageView } from './sensors.ts';
import type { SignedTarget } from './signed.ts';

export interface Answer {
  httpStatus: number;
  /** The envelope's code; 0 for the collector's 204. */
  code: number | undefined;
  retryAfter: string | undefined;
}

/**
 * One analytics event carrying `marker` (the write's own id, to find its row), from `ip`: the
 * collector limits each address (120 a minute), so a load spreads its beacons over addresses.
 */
export async function sendBeacon(
  target: SignedTarget,
  marker: string,
  ip: string,
): Promise<Answer> {
  const raw = await target.inject({
    method: 'POST',
    url: '/collect/sa?project=default',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
    payload: encodeTrackData(pageView({}, { fault_marker: marker })),
  });
  return {
    httpStatus: raw.statusCode,
    code: raw.statusCode === 204 ? 0 : raw.json<{ status?: { code?: number } }>().status?.code,
    retryAfter: raw.headers['retry-after'],
  };
}

export interface Reconciliation {
  acknowledged: number;
  /** Acknowledged writes not stored exactly once. */
  lost: string[];
  /** Ids stored more than once. */
  duplicated: string[];
  /** Writes that got an error but were committed anyway (allowed: the answer said "unknown"). */
  presentAfterError: number;
}

/** The writes of a run (`id` chosen by the client) against `stored`: rows per id in the database. */
export function reconcileWrites(
  writes: readonly { id?: string | undefined; code: number | undefined }[],
  stored: ReadonlyMap<string, number>,
): Reconciliation {
  const acknowledged = writes.filter((w) => w.code === 0);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((w) => stored.get(w.id as string) !== 1).map((w) => w.id as string),
    duplicated: [...stored].filter(([, n]) => n > 1).map(([id]) => id),
    presentAfterError: writes.filter((w) => w.code !== 0 && stored.has(w.id as string)).length,
  };
}

/** The p-th percentile (nearest rank) of `values`; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}
