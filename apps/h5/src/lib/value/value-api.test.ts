import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const calls: { name: string; data: unknown }[] = [];
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string, data: Record<string, unknown>) => {
    calls.push({ name, data });
    if (name === 'listValueEntries') {
      return data.before === undefined
        ? { entries: [{ entryId: 30 }], nextBefore: 30 }
        : { entries: [{ entryId: 29 }], nextBefore: null };
    }
    return {};
  }),
}));

const { valueEntriesQuery } = await import('./entries');
const { valueKeys } = await import('./keys');
const { newRequestId } = await import('@/lib/request/request-id');

describe('value hooks', () => {
  it('page through entries with the previous page’s nextBefore, and stop at null', async () => {
    const client = new QueryClient();
    const query = valueEntriesQuery('points');
    await client.fetchInfiniteQuery(query);
    const data = await client.fetchInfiniteQuery({ ...query, pages: 3 });
    expect(data.pages.map((page) => page.nextBefore)).toEqual([30, null]);
    expect(calls.map((c) => c.data)).toContainEqual({ asset: 'points', before: 30 });
  });

  it('make request ids the contract accepts, a new one each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('keep every read under one prefix, coupons under their own', () => {
    expect(valueKeys.coupons('usable').slice(0, 2)).toEqual(valueKeys.allCoupons());
    for (const key of [valueKeys.balances(), valueKeys.entries('cash_fen'), valueKeys.offers()]) {
      expect(key[0]).toBe(valueKeys.all[0]);
    }
  });
});
