import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const calls: { name: string; data: unknown; options: unknown }[] = [];
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string, data: Record<string, unknown>, options: unknown) => {
    calls.push({ name, data, options });
    if (name === 'getMyInviteToken') return { token: 'k3J9xQ2mV7pL0sN4tR8wY1zB5cD6fG2h', type: 4 };
    return { referrals: [] };
  }),
}));

const { inviteTokenQuery } = await import('./invite-token');
const { myReferralsQuery } = await import('./my-referrals');
const { referralKeys } = await import('./keys');

describe('referral hooks', () => {
  it('ask for the token of the programme the page names, once while it is fresh', async () => {
    const client = new QueryClient();
    const first = await client.fetchQuery(inviteTokenQuery('demo-driver-invites-driver'));
    await client.fetchQuery(inviteTokenQuery('demo-driver-invites-driver'));
    expect(first.token).toBe('k3J9xQ2mV7pL0sN4tR8wY1zB5cD6fG2h');
    expect(calls.filter((c) => c.name === 'getMyInviteToken')).toEqual([
      {
        name: 'getMyInviteToken',
        data: { programme: 'demo-driver-invites-driver' },
        options: undefined,
      },
    ]);
  });

  it('list all my referrals without a programme field, or one programme’s', async () => {
    const client = new QueryClient();
    await client.fetchQuery(myReferralsQuery());
    await client.fetchQuery(myReferralsQuery('demo-driver-invites-driver'));
    expect(calls.filter((c) => c.name === 'listMyReferrals').map((c) => c.data)).toEqual([
      {},
      { programme: 'demo-driver-invites-driver' },
    ]);
  });

  it('keep every read under one prefix, so an acceptance refreshes them all', () => {
    for (const key of [
      referralKeys.inviteToken('x'),
      referralKeys.mine(),
      referralKeys.mine('x'),
    ]) {
      expect(key[0]).toBe(referralKeys.all[0]);
    }
    expect(referralKeys.mine('x').slice(0, 2)).toEqual(referralKeys.allMine());
  });
});
