import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMISSION_WAIT_MS,
  admitted,
  batched,
  CLAIMS_IN_FLIGHT,
  MAX_BATCH,
  QUEUE_BUDGET_MS,
  QUEUE_FLOOR,
} from '../src/modules/activity-stock/hot-stock.ts';

describe('admission to a hot stock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a few claims of one stock into the database at a time, in order, and all finish', async () => {
    const db = {};
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const claims = Array.from({ length: 40 }, (_, i) =>
      admitted(db, 1, async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        order.push(i);
        return i;
      }),
    );
    expect(await Promise.all(claims)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(most).toBe(CLAIMS_IN_FLIGHT);
    // Another stock, or another database, has its own gate.
    let other = 0;
    await Promise.all([
      admitted({}, 1, async () => (other += 1)),
      admitted(db, 2, async () => (other += 1)),
    ]);
    expect(other).toBe(2);
  });

  it('frees the slot of a claim that failed, and tells a tap that waited too long when to come back', async () => {
    vi.useFakeTimers();
    const db = {};
    const release: (() => void)[] = [];
    const holders = Array.from({ length: CLAIMS_IN_FLIGHT }, () =>
      admitted(db, 7, () => new Promise<void>((resolve) => release.push(resolve))),
    );
    const late = admitted(db, 7, async () => 'served');
    const caught = late.catch((error: { code?: number }) => error.code);
    await vi.advanceTimersByTimeAsync(ADMISSION_WAIT_MS + 1);
    // RATE_LIMITED with the seconds to wait, a business answer: never a 503 of ours.
    expect(await caught).toBe(4290);
    for (const done of release) done();
    await Promise.all(holders);
    await expect(
      admitted(db, 7, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await admitted(db, 7, async () => 'served')).toBe('served');
  });

  it('serves the queue of a key in batches, one at a time, in arrival order', async () => {
    const db = {};
    const batches: number[][] = [];
    let running = 0;
    let most = 0;
    const runBatch = async (inputs: number[]) => {
      running += 1;
      most = Math.max(most, running);
      batches.push(inputs);
      await new Promise((resolve) => setTimeout(resolve, 2));
      running -= 1;
      // Odd inputs are refused alone; the others get their answer.
      return inputs.map((i) => (i % 2 ? new Error(`odd ${i}`) : i * 10));
    };
    const taps = Array.from({ length: MAX_BATCH + 50 }, (_, i) =>
      batched(db, 1, i, runBatch).then(
        (value) => value,
        (error: Error) => error.message,
      ),
    );
    const answers = await Promise.all(taps);
    expect(answers).toEqual(taps.map((_, i) => (i % 2 ? `odd ${i}` : i * 10)));
    expect(most).toBe(1);
    // The first tap starts a batch alone; the rest arrived meanwhile and are served in order.
    expect(batches.map((b) => b.length)).toEqual([1, MAX_BATCH, 49]);
    expect(batches.flat()).toEqual(taps.map((_, i) => i));
    // A batch that fails refuses its own taps only; the next one runs.
    let calls = 0;
    const failing = async (inputs: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return inputs;
    };
    const first = batched(db, 2, 1, failing);
    const second = batched(db, 2, 2, failing);
    await expect(first).rejects.toThrow('database down');
    expect(await second).toBe(2);
  });

  it('tells a tap behind more than the queue budget when to come back, never a 503', async () => {
    vi.useFakeTimers();
    const db = {};
    // Measured: 50 taps per 100 ms (0.5 per ms), so 1 500 taps are the budget's worth.
    const slow = (inputs: number[]) =>
      new Promise<number[]>((resolve) => setTimeout(() => resolve(inputs), inputs.length * 2));
    // Warmed up by a batch of one (not measured) and a full one (measured).
    const warmUp = Array.from({ length: 1 + MAX_BATCH }, () => batched(db, 3, 0, slow));
    await vi.advanceTimersByTimeAsync(3 * MAX_BATCH);
    await Promise.all(warmUp);
    const served: Promise<number>[] = [];
    const refused: number[] = [];
    for (let i = 1; i <= QUEUE_BUDGET_MS * 0.5 + QUEUE_FLOOR; i += 1) {
      try {
        served.push(batched(db, 3, i, slow));
      } catch (error) {
        const { code, data } = error as { code: number; data: { retryAfterSeconds: number } };
        expect(code).toBe(4290);
        expect(data.retryAfterSeconds).toBeGreaterThanOrEqual(QUEUE_BUDGET_MS / 1000);
        refused.push(i);
      }
    }
    expect(served.length).toBeGreaterThanOrEqual(QUEUE_FLOOR);
    expect(served.length).toBeLessThanOrEqual(QUEUE_BUDGET_MS * 0.5 + 2);
    expect(refused.length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(60_000);
    expect((await Promise.all(served)).length).toBe(served.length);
  });

  it('does not take a batch of one for the pace of a crowd', async () => {
    vi.useFakeTimers();
    const db = {};
    // Every batch costs 40 ms whatever its size, as a transaction of a few statements does.
    const fixed = (inputs: number[]) =>
      new Promise<number[]>((resolve) => setTimeout(() => resolve(inputs), 40));
    // A first tap starts a batch alone; a crowd arrives while it runs and keeps arriving after.
    const first = batched(db, 4, 0, fixed);
    const crowd = Array.from({ length: QUEUE_FLOOR }, (_, i) => batched(db, 4, i + 1, fixed));
    await vi.advanceTimersByTimeAsync(41);
    await first;
    // 200 taps went into the second batch; 450 behind it would look like 18 s if the batch of one
    // set the pace, and three batches of 40 ms serve them.
    const late = Array.from({ length: MAX_BATCH + 50 }, (_, i) => batched(db, 4, i, fixed));
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await Promise.all([...crowd, ...late])).length).toBe(QUEUE_FLOOR + MAX_BATCH + 50);
  });
});
