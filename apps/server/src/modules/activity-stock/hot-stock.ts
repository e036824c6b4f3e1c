// Admission to a hot stock (a flash sale's first second, ADR 019). The database's guarantees hold
// at any load, but a crowd's claims issued at once queue for the pool's connections, and that wait
// counts against every database call's 1.5 s deadline (ADR 010); and one stock is one row, whose
// lock serialises every claim's transaction until its commit. Two tools, per process and per
// database (several instances each handle their own share; the database stays the judge):
//
// - `batched`: group commit. The taps of one key queue here; one transaction at a time serves the
//   queue in arrival order, up to MAX_BATCH taps at once (claim.ts grants a batch with a handful of
//   set-based statements), so a crowd costs a few transactions a second instead of one per tap.
// - `admitted`: a gate for work that is one transaction per tap (campaign draws and grabs): a few
//   in the database at once, the rest waiting in the process.
//
// Both bound their queue by what can be served soon (QUEUE_BUDGET_MS at the throughput measured
// so far): a tap beyond it is answered at once with RATE_LIMITED and the seconds to wait
// (`CrowdedError`), a business answer the H5 shows as it is ("many people are taking part; try
// again in N s") — never a 503, which stays the answer of a database that is down or too slow.

import type { UserMessage } from '../../http/user-message.ts';
import { RateLimitedError } from '../../http/envelope.ts';

/** Taps served by one batch transaction (one stock row lock, one commit). */
export const MAX_BATCH = 200;
/** Transactions of one gated key in the database at once, per instance (pool: 10). */
export const CLAIMS_IN_FLIGHT = 6;
/** A queue longer than what this much time serves is told to come back (RATE_LIMITED). */
export const QUEUE_BUDGET_MS = 3_000;
/** A gated tap that still waited this long (the estimate was wrong) is told to come back too. */
export const ADMISSION_WAIT_MS = 8_000;
/** Taps never refused while fewer than this many wait, whatever the estimate says. */
export const QUEUE_FLOOR = 2 * MAX_BATCH;
/**
 * A batch smaller than this does not set the measured throughput: its time is mostly what any
 * transaction costs, so a batch of one would make a crowd look many times slower than the full
 * batches that serve it (a 1000-way race was told to come back with 400 taps ahead, one batch of
 * 200 away from being served).
 */
export const MEASURED_BATCH = MAX_BATCH / 4;

/** "Many people are taking part; try again in N s", with `retryAfterSeconds` and Retry-After. */
export class CrowdedError extends RateLimitedError {
  override name = 'CrowdedError';
  constructor(seconds: number) {
    super(seconds, crowdedMessage);
  }
}

function crowdedMessage(seconds: number): UserMessage {
  return {
    'zh-CN': `参加的人太多了，请 ${seconds} 秒后再试`,
    'en-US': `Many people are taking part; try again in ${seconds} s`,
  };
}

/** A stock's id, or another hot key (`campaign:<id>`). */
type Key = number | string;

interface Waiter<I, R> {
  input: I;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

interface Lane {
  /** Batched: taps waiting for the next batch. Gated: taps waiting for a slot. */
  queue: Waiter<unknown, unknown>[];
  /** Batched: a batch transaction is running. Gated: transactions running. */
  active: number;
  /** Measured throughput (taps per ms), smoothed; null until something was served. */
  perMs: number | null;
}

const lanes = new WeakMap<object, Map<string, Lane>>();

function laneOf(db: object, kind: string, key: Key): Lane {
  let byKey = lanes.get(db);
  if (!byKey) {
    byKey = new Map();
    lanes.set(db, byKey);
  }
  const id = `${kind}:${key}`;
  let lane = byKey.get(id);
  if (!lane) {
    lane = { queue: [], active: 0, perMs: null };
    byKey.set(id, lane);
  }
  return lane;
}

function measured(lane: Lane, served: number, ms: number): void {
  const perMs = served / Math.max(ms, 1);
  lane.perMs = lane.perMs === null ? perMs : 0.7 * lane.perMs + 0.3 * perMs;
}

/** Refuses a tap when the queue ahead of it would not be served within QUEUE_BUDGET_MS. */
function refuseWhenCrowded(lane: Lane, ahead: number): void {
  if (ahead < QUEUE_FLOOR || lane.perMs === null) return;
  const waitMs = (ahead + 1) / lane.perMs;
  if (waitMs > QUEUE_BUDGET_MS) throw new CrowdedError(Math.ceil(waitMs / 1000));
}

/**
 * One answer per input of a batch, in order: its result, or the error that refuses it alone. A
 * batch that throws refuses all of its inputs with that error (a database that is down: 503).
 */
export type BatchAnswers<R> = (R | Error)[];

/**
 * Queues `input` for the key's next batch and resolves with its own answer. One batch of a key
 * runs at a time per instance, with the taps that arrived before it started, oldest first.
 */
export function batched<I, R>(
  db: object,
  key: Key,
  input: I,
  runBatch: (inputs: I[]) => Promise<BatchAnswers<R>>,
): Promise<R> {
  const lane = laneOf(db, 'batch', key);
  refuseWhenCrowded(lane, lane.queue.length);
  const answer = new Promise<R>((resolve, reject) => {
    lane.queue.push({ input, resolve, reject } as Waiter<unknown, unknown>);
  });
  if (lane.active === 0) void drain(lane, runBatch as (inputs: unknown[]) => Promise<unknown[]>);
  return answer;
}

async function drain(lane: Lane, runBatch: (inputs: unknown[]) => Promise<unknown[]>) {
  lane.active = 1;
  try {
    while (lane.queue.length > 0) {
      const batch = lane.queue.splice(0, MAX_BATCH);
      const started = performance.now();
      try {
        const answers = await runBatch(batch.map((w) => w.input));
        batch.forEach((waiter, i) => {
          const answer = answers[i];
          if (answer instanceof Error) waiter.reject(answer);
          else waiter.resolve(answer);
        });
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
      if (batch.length >= MEASURED_BATCH) measured(lane, batch.length, performance.now() - started);
    }
  } finally {
    lane.active = 0;
  }
}

/** Runs `work` when fewer than CLAIMS_IN_FLIGHT transactions of the key are in the database. */
export async function admitted<T>(db: object, key: Key, work: () => Promise<T>): Promise<T> {
  const lane = laneOf(db, 'gate', key);
  if (lane.active >= CLAIMS_IN_FLIGHT) {
    refuseWhenCrowded(lane, lane.queue.length);
    await new Promise<void>((resolve, reject) => {
      const turn: Waiter<unknown, unknown> = {
        input: null,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
        reject,
      };
      const timer = setTimeout(() => {
        lane.queue.splice(lane.queue.indexOf(turn), 1);
        reject(new CrowdedError(Math.ceil(ADMISSION_WAIT_MS / 1000)));
      }, ADMISSION_WAIT_MS);
      lane.queue.push(turn);
    });
  } else {
    lane.active += 1;
  }
  const started = performance.now();
  try {
    return await work();
  } finally {
    // Several run at once: each served CLAIMS_IN_FLIGHT's share of the time it took.
    measured(lane, CLAIMS_IN_FLIGHT, performance.now() - started);
    // The slot passes to the next in line, or is freed.
    const next = lane.queue.shift();
    if (next) next.resolve(undefined);
    else lane.active -= 1;
  }
}
