import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearUserInfo, saveUserInfo } from '@/lib/cookies/user-info';
import { createQueryClient } from '@/lib/request/query-client';
import { useSession } from './session';

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

const USER = { userId: 7, userType: 3, mobileMasked: '139****0003' };

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
    expect(callEndpoint).toHaveBeenCalledWith('me', {}, expect.anything());
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
});
