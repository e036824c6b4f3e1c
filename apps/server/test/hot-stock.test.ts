import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ADMISSION_WAIT_MS,
  admitted,
  CLAIMS_IN_FLIGHT,
  recentlySoldOut,
  rememberSoldOut,
  SOLD_OUT_MEMORY_MS,
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

  it('frees the slot of a claim that failed, and tells a tap that waited too long to try again', async () => {
    vi.useFakeTimers();
    const db = {};
    const release: (() => void)[] = [];
    const holders = Array.from({ length: CLAIMS_IN_FLIGHT }, () =>
      admitted(db, 7, () => new Promise<void>((resolve) => release.push(resolve))),
    );
    const late = admitted(db, 7, async () => 'served');
    const caught = late.catch((error: { code?: number }) => error.code);
    await vi.advanceTimersByTimeAsync(ADMISSION_WAIT_MS + 1);
    expect(await caught).toBe(5030);
    for (const done of release) done();
    await Promise.all(holders);
    await expect(
      admitted(db, 7, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await admitted(db, 7, async () => 'served')).toBe('served');
  });

  it('remembers "sold out" for a moment only', () => {
    vi.useFakeTimers();
    const db = {};
    expect(recentlySoldOut(db, 3)).toBe(false);
    rememberSoldOut(db, 3);
    expect(recentlySoldOut(db, 3)).toBe(true);
    expect(recentlySoldOut({}, 3)).toBe(false);
    vi.advanceTimersByTime(SOLD_OUT_MEMORY_MS);
    expect(recentlySoldOut(db, 3)).toBe(false);
  });
});
