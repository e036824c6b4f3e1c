import { describe, expect, it } from 'vitest';
import { batchedRead } from './batched-read.ts';

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
