import type { CampaignOutcome, CampaignRules } from '@freight/contract/endpoints/index';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '@/lib/request/request-error';

const calls: { name: string; data: Record<string, unknown> }[] = [];
let answer: () => Promise<unknown> = async () => ({});
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string, data: Record<string, unknown>) => {
    calls.push({ name, data });
    return answer();
  }),
}));

const { useDrawCampaign, withOutcome } = await import('./attempt');
const { campaignRulesQuery, useCampaignRulesOfCaller } = await import('./rules');
const { campaignKeys } = await import('./keys');
const { giftPackQuery, useClaimGiftPack } = await import('./gift-pack');

function wrapper(client: QueryClient) {
  // Preact's testing library types its children as Preact's; the provider takes React's.
  return ({ children }: { children: unknown }) => (
    <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
  );
}

const outcome = { won: false, repeated: false };

describe('campaign hooks', () => {
  it('draw once for a double tap, keep the request id across a lost answer, and a new one after', async () => {
    calls.length = 0;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const { result } = renderHook(() => useDrawCampaign('demo-driver-draw', 1), {
      wrapper: wrapper(client),
    });
    let release: (value: unknown) => void = () => undefined;
    answer = () =>
      new Promise((resolve) => {
        release = resolve;
      });
    act(() => {
      result.current.draw();
      result.current.draw();
    });
    await waitFor(() => expect(result.current.isPending).toBe(true));
    act(() => result.current.draw());
    release(outcome);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls).toHaveLength(1);

    // The connection drops: the retry sends the same id (the server repeats the first outcome).
    answer = async () => {
      throw new RequestError('network', 'offline', { status: 0 });
    };
    act(() => result.current.draw());
    await waitFor(() => expect(result.current.isError).toBe(true));
    answer = async () => outcome;
    act(() => result.current.draw());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    act(() => result.current.draw());
    await waitFor(() => expect(calls).toHaveLength(4));
    const ids = calls.map((call) => call.data.requestId);
    expect(ids[1]).not.toBe(ids[0]);
    expect(ids[2]).toBe(ids[1]);
    expect(ids[3]).not.toBe(ids[2]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('put a draw’s outcome among the rules’ outcomes of today at once, telling the page first', async () => {
    calls.length = 0;
    const tier = {
      tierId: 3,
      position: 1,
      name: '1.88 元',
      prize: 'cash_fen',
      amount: 188,
      valueFen: 188,
    };
    const drawn = { attemptId: 41, tier, won: true, couponId: null, entryId: 9 };
    const rules = {
      slug: 'demo-shipper-red-packet',
      me: { attemptsToday: 1, attempts: 1, outcomesToday: [{ attemptId: 40, tier, won: false }] },
    } as unknown as CampaignRules;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    client.setQueryData(campaignKeys.rules('demo-shipper-red-packet'), rules);
    const heard: number[] = [];
    const { result } = renderHook(
      () =>
        useDrawCampaign('demo-shipper-red-packet', 1, (outcome) => {
          heard.push(outcome.attemptId);
          // Told before the rules show it (the red packets place it where it was tapped).
          const now = client.getQueryData<CampaignRules>(
            campaignKeys.rules('demo-shipper-red-packet'),
          );
          expect(now?.me?.outcomesToday).toHaveLength(1);
        }),
      { wrapper: wrapper(client) },
    );
    answer = async () => ({ ...drawn, attemptsToday: 2, attempts: 2, repeated: false });
    act(() => result.current.draw());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(heard).toEqual([41]);
    const after = client.getQueryData<CampaignRules>(campaignKeys.rules('demo-shipper-red-packet'));
    expect(after?.me).toEqual({
      attemptsToday: 2,
      attempts: 2,
      outcomesToday: [
        { attemptId: 40, tier, won: false },
        { attemptId: 41, tier, won: true },
      ],
    });
    // A repeated outcome (a retry after a lost answer) is listed once; rules without `me` (asked
    // before the login) get the counts the outcome tells.
    const repeated = { ...drawn, attemptsToday: 2, attempts: 2, repeated: true } as CampaignOutcome;
    expect(withOutcome(after as CampaignRules, repeated).me?.outcomesToday).toHaveLength(2);
    expect(withOutcome({ ...rules, me: null }, repeated).me).toEqual({
      attemptsToday: 2,
      attempts: 2,
      outcomesToday: [{ attemptId: 41, tier, won: true }],
    });
  });

  it('take the next tap once a win is on screen, without waiting for the answers it refreshes', async () => {
    calls.length = 0;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    // An answer on screen that a win asks again (a balance), on a road where it never comes back.
    let balanceAsked = 0;
    const { result } = renderHook(
      () => {
        useQuery({
          queryKey: ['balance'],
          queryFn: () => {
            balanceAsked += 1;
            return balanceAsked === 1 ? Promise.resolve(0) : new Promise<number>(() => undefined);
          },
        });
        return useDrawCampaign('demo-shipper-red-packet', 1);
      },
      { wrapper: wrapper(client) },
    );
    await waitFor(() => expect(balanceAsked).toBe(1));
    answer = async () => ({ ...outcome, won: true, attemptId: 7 });
    act(() => result.current.draw());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(balanceAsked).toBe(2);
    act(() => result.current.draw());
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('read the rules of a campaign under the feature’s prefix', async () => {
    calls.length = 0;
    answer = async () => ({ slug: 'demo-driver-draw' });
    const client = new QueryClient();
    await client.fetchQuery(campaignRulesQuery('demo-driver-draw'));
    expect(calls).toEqual([{ name: 'getCampaignRules', data: { slug: 'demo-driver-draw' } }]);
    expect(campaignKeys.rules('x')[0]).toBe(campaignKeys.all[0]);
  });

  it('ask for the rules again when a user is logged in and they came without `me` (before the login)', async () => {
    calls.length = 0;
    const me = { attemptsToday: 1, attempts: 1, outcomesToday: [] };
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['session'], { userId: 5, userType: 1 });
    client.setQueryData(campaignKeys.rules('demo-shipper-red-packet'), {
      slug: 'demo-shipper-red-packet',
      me: null,
    });
    answer = async () => ({ slug: 'demo-shipper-red-packet', me });
    const { result } = renderHook(() => useCampaignRulesOfCaller('demo-shipper-red-packet'), {
      wrapper: wrapper(client),
    });
    await waitFor(() => expect(result.current.data?.me).toEqual(me));
    expect(calls.map((call) => call.name)).toEqual(['getCampaignRules']);
  });

  it('leave the rules of a visitor as they are', async () => {
    calls.length = 0;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['session'], null);
    client.setQueryData(campaignKeys.rules('demo-shipper-red-packet'), { me: null });
    renderHook(() => useCampaignRulesOfCaller('demo-shipper-red-packet'), {
      wrapper: wrapper(client),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
  });

  it('claim a gift pack once for a double tap, and with the same request id after a lost answer', async () => {
    calls.length = 0;
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const { result } = renderHook(() => useClaimGiftPack(7), { wrapper: wrapper(client) });
    answer = async () => {
      throw new RequestError('network', 'offline', { status: 0 });
    };
    act(() => {
      result.current.claim();
      result.current.claim();
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    answer = async () => ({ items: [], repeated: true });
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(calls.map((call) => call.name)).toEqual(['claimGiftPack', 'claimGiftPack']);
    expect(calls[1]?.data).toEqual(calls[0]?.data);
    expect(calls[0]?.data.campaignId).toBe(7);
  });

  it('read the gift pack as the visitor or the logged-in user sees it, under the feature’s prefix', async () => {
    calls.length = 0;
    answer = async () => ({ campaignId: 7 });
    const client = new QueryClient();
    await client.fetchQuery(giftPackQuery(3, null));
    expect(calls).toEqual([{ name: 'getGiftPack', data: { userType: 3 } }]);
    expect(giftPackQuery(3, 12).queryKey).not.toEqual(giftPackQuery(3, null).queryKey);
    expect(campaignKeys.giftPack(1, null)[0]).toBe(campaignKeys.all[0]);
  });
});
