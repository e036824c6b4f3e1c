import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, saveUserInfo } from '@/lib/cookies/user-info';
import { KEPT_PREFIX } from '@/lib/request/kept-prefix';
import { createQueryClient } from '@/lib/request/query-client';
import { rememberLogin, useLogout, useSession } from './session';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/endpoint', () => ({ callEndpoint }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Who() {
  const session = useSession();
  if (session.isPending) return <p>asking</p>;
  return <p>{session.data ? `user ${session.data.userId}` : 'nobody'}</p>;
}

function renderWho() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Who />
    </QueryClientProvider>,
  );
}

/** A logout through the hook, whatever the server says, until the session is nobody's. */
async function logOut(client: QueryClient): Promise<void> {
  const { result } = renderHook(() => useLogout(), {
    wrapper: ({ children }: { children: unknown }) => (
      <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
    ),
  });
  await act(async () => {
    await result.current.mutateAsync().catch(() => undefined);
  });
  await waitFor(() => expect(client.getQueryData(['session'])).toBeNull());
}

const USER = { userId: 7, userType: 3 as const, mobileMasked: '139****0003' };

describe('the session', () => {
  afterEach(() => {
    clearUserInfo();
    callEndpoint.mockReset();
  });

  it('is nobody at once in a browser without user info, and still asks the server', async () => {
    const answer = deferred<{ user: typeof USER | null }>();
    callEndpoint.mockReturnValue(answer.promise);
    renderWho();
    expect(screen.getByText('nobody')).toBeTruthy();
    expect(callEndpoint).toHaveBeenCalledWith('me', {});
    // A session the cookies did not tell of (they were cleared) still shows.
    await act(async () => answer.resolve({ user: USER }));
    expect(await screen.findByText('user 7')).toBeTruthy();
  });

  it('waits for the server where a login left its user info', async () => {
    saveUserInfo({ openid: '', userType: 3 });
    const answer = deferred<{ user: typeof USER | null }>();
    callEndpoint.mockReturnValue(answer.promise);
    renderWho();
    expect(screen.getByText('asking')).toBeTruthy();
    await act(async () => answer.resolve({ user: null }));
    expect(await screen.findByText('nobody')).toBeTruthy();
  });

  it('forgets one user’s answers for the next on a shared phone: at a logout, and at a login of another', async () => {
    const client = createQueryClient();
    const coupons = ['coupons'];
    callEndpoint.mockResolvedValue({});
    client.setQueryData(['session'], USER);
    client.setQueryData(coupons, ['the first user’s coupon']);
    // The same user again (a login on a page that had already asked): nothing forgotten.
    rememberLogin(client, USER);
    expect(client.getQueryData(coupons)).toEqual(['the first user’s coupon']);
    // Another user logs in over the first's session: the first's answers are gone.
    rememberLogin(client, { ...USER, userId: 8 });
    expect(client.getQueryData(coupons)).toBeUndefined();
    expect(client.getQueryData(['session'])).toEqual({ ...USER, userId: 8 });

    client.setQueryData(coupons, ['the second user’s coupon']);
    await logOut(client);
    expect(client.getQueryData(coupons)).toBeUndefined();
  });

  it('forgets the answers kept on the phone for the next visit at any login and at a logout', async () => {
    const client = createQueryClient();
    const kept = `${KEPT_PREFIX}getCampaignRules:v:zh-CN:["a"]`;
    const keep = () => localStorage.setItem(kept, '{"at":1,"data":{}}');
    callEndpoint.mockResolvedValue({});
    localStorage.setItem('elderMode', '1');
    keep();
    // Kept while nobody was logged in, then a login: what was read as nobody goes.
    rememberLogin(client, USER);
    expect(localStorage.getItem(kept)).toBeNull();
    keep();
    await logOut(client);
    expect(localStorage.getItem(kept)).toBeNull();
    expect(localStorage.getItem('elderMode')).toBe('1');
    localStorage.removeItem('elderMode');
  });
});
