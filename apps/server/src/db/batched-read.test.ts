import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read.ts';
import { DatabaseTimeoutError } from './errors.ts';

describe('batchedRead', () => {
  it('reads the keys of one turn together, each once, in chunks, and the next turn apart', async () => {
    const reads: string[][] = [];
    const load = batchedRead(async (keys: string[]) => {
      reads.push(keys);
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, key.toUpperCase()]));
    }, 3);
    const first = await Promise.all(['a', 'b', 'a', 'c', 'd', 'gone'].map(load));
    expect(first).toEqual(['A', 'B', 'A', 'C', 'D', undefined]);
    expect(reads).toEqual([
      ['a', 'b', 'c'],
      ['d', 'gone'],
    ]);
    expect(await load('e')).toBe('E');
    expect(reads).toHaveLength(3);
  });

  it('fails the callers of a failed chunk only, and reads again the next turn', async () => {
    let fail = true;
    const load = batchedRead(async (keys: number[]) => {
      if (fail && keys.includes(1)) throw new Error('database down');
      return new Map(keys.map((key) => [key, key * 10]));
    }, 2);
    const settled = await Promise.allSettled([1, 2, 3].map(load));
    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected', 'fulfilled']);
    fail = false;
    expect(await load(1)).toBe(10);
  });
});

describe('batchedRead when a chunk passes its deadline', () => {
  it('reads its keys again in two halves, once, so the late statement fails nobody alone', async () => {
    const reads: number[][] = [];
    const load = batchedRead(async (keys: number[]) => {
      reads.push(keys);
      // The first, large statement is late; the halves answer.
      // (wrapped, as Drizzle wraps what the driver throws)
      if (keys.length === 4)
        throw new Error('query failed', { cause: new DatabaseTimeoutError(1500) });
      return new Map(keys.map((key) => [key, key * 10]));
    }, 4);
    expect(await Promise.all([1, 2, 3, 4].map(load))).toEqual([10, 20, 30, 40]);
    expect(reads).toEqual([
      [1, 2, 3, 4],
      [1, 2],
      [3, 4],
    ]);
  });

  it('fails a half that is late again, and never splits on another failure', async () => {
    const late = batchedRead(async (keys: number[]) => {
      if (keys.includes(1)) throw new DatabaseTimeoutError(1500);
      return new Map(keys.map((key) => [key, key]));
    }, 4);
    const settled = await Promise.allSettled([1, 2, 3, 4].map(late));
    expect(settled.map((result) => result.status)).toEqual([
      'rejected',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    const reads: number[][] = [];
    const down = batchedRead(async (keys: number[]) => {
      reads.push(keys);
      throw new Error('connection refused');
    }, 4);
    await Promise.allSettled([1, 2, 3].map(down));
    expect(reads).toEqual([[1, 2, 3]]);
  });
});
