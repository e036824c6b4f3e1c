import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/preact';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/request/query-client';
import { useFollowCampaign } from './follow';

// The hook on a page whose campaign starts while it is open (issue 44): asked again just after the
// start, and again while the answer still says it has not started (the server a moment behind).

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async () => ({ epochMs: Date.now() })),
}));

describe('useFollowCampaign', () => {
  it('asks again after the start, and again while the answer says it has not started', async () => {
    const startsAt = new Date(Date.now() + 300).toISOString();
    const endsAt = new Date(Date.now() + 3_600_000).toISOString();
    let asked = 0;
    const client = createQueryClient();
    const wrapper = ({ children }: { children: unknown }) => (
      <QueryClientProvider client={client}>{children as ReactNode}</QueryClientProvider>
    );
    renderHook(
      () => {
        const query = useQuery({
          queryKey: ['campaigns', 'rules', 'soon'],
          queryFn: () => {
            asked += 1;
            // The first two answers say scheduled, the second one past the start.
            return { startsAt, endsAt, state: asked <= 2 ? 'scheduled' : 'running' };
          },
        });
        useFollowCampaign(['campaigns', 'rules', 'soon'], query.data, query.dataUpdatedAt);
        return query;
      },
      { wrapper },
    );
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(asked).toBe(2), { timeout: 3000 });
    await waitFor(() => expect(asked).toBe(3), { timeout: 3000 });
    // Running until its end an hour away: nothing more is asked meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(asked).toBe(3);
  });
});
