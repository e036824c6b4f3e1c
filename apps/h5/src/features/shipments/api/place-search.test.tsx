import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/request/query-client';
import { usePlaceSearch } from './flash-sale';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/endpoint', () => ({ callEndpoint }));

const hit = (name: string, city: string, countyCode: string) => ({
  name,
  nameEn: null,
  kind: 'town',
  countyCode,
  county: '',
  city,
  province: '',
});

describe('usePlaceSearch', () => {
  it('keeps the last hits while the next words load, but not across the city it is narrowed to', async () => {
    // Anywhere: a town in Suzhou. Narrowed to Shanghai: the answer has not come yet.
    let answerShanghai: (value: unknown) => void = () => {};
    callEndpoint.mockImplementation((_name: string, fields: { q: string; cityCode?: string }) =>
      fields.cityCode === '310100'
        ? new Promise((resolve) => {
            answerShanghai = resolve;
          })
        : Promise.resolve({ places: [hit(`${fields.q}镇`, '苏州市', '320583')] }),
    );
    const client = createQueryClient();
    const wrapper = ({ children }: { children: unknown }) => (
      <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      ({ q, city }: { q: string; city: string | undefined }) => usePlaceSearch(q, city),
      { wrapper, initialProps: { q: '花桥', city: undefined as string | undefined } },
    );
    await waitFor(() => expect(result.current.data?.places).toHaveLength(1));

    // Other words, still anywhere: the last hits stay until the new ones come.
    rerender({ q: '花', city: undefined });
    expect(result.current.data?.places[0]?.city).toBe('苏州市');
    await waitFor(() => expect(result.current.data?.places[0]?.name).toBe('花镇'));

    // Narrowed to Shanghai: no Suzhou town stands while Shanghai's hits load.
    rerender({ q: '花', city: '310100' });
    expect(result.current.data).toBeUndefined();
    answerShanghai({ places: [hit('花木街道', '上海市', '310115')] });
    await waitFor(() => expect(result.current.data?.places[0]?.city).toBe('上海市'));
  });
});
