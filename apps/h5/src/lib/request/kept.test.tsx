import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/preact';
import { endpointRoutes } from 'virtual:endpoint-routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAppLocale } from '@/lib/i18n/i18n';
import { keptKey, keptQuery, keptSince, readKept } from './kept';
import { KEPT_ENTRIES, KEPT_LARGEST, keepAnswer } from './kept-write';
import { forgetKept, KEPT_PREFIX } from './kept-prefix';
import { createQueryClient } from './query-client';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('./endpoint', () => ({ callEndpoint }));

const RULES = { slug: 'demo-driver-draw', title: '幸运抽奖', tiers: [{ remaining: 3 }] };
const keptEntries = () => Object.keys(localStorage).filter((key) => key.startsWith(KEPT_PREFIX));

beforeEach(() => {
  localStorage.clear();
  setAppLocale('zh-CN');
});
afterEach(() => {
  callEndpoint.mockReset();
  vi.useRealTimers();
});

describe('the kept answers', () => {
  it('are kept only for endpoints declared so, by endpoint, shape, language and fields', () => {
    expect(keptKey('getAppCenter', {})).toBeNull();
    const key = keptKey('getCampaignRules', { slug: 'a' });
    expect(key).toContain(`getCampaignRules:${endpointRoutes.getCampaignRules.keep}:zh-CN:`);
    expect(keptKey('getCampaignRules', { slug: 'b' })).not.toBe(key);
    setAppLocale('en-US');
    expect(keptKey('getCampaignRules', { slug: 'a' })).not.toBe(key);
  });

  it('give back what was kept, with when', () => {
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES, 1_000);
    expect(readKept('getCampaignRules', { slug: 'a' })).toEqual({ at: 1_000, data: RULES });
    expect(readKept('getCampaignRules', { slug: 'b' })).toBeNull();
    // Another language's answer is another text (the operator's rules in the reader's language).
    setAppLocale('en-US');
    expect(readKept('getCampaignRules', { slug: 'a' })).toBeNull();
  });

  it('keep the most recent ones only, and nothing too large', () => {
    for (let i = 0; i < KEPT_ENTRIES + 3; i += 1) {
      keepAnswer('getCampaignRules', { slug: `s${i}` }, RULES, 1_000 + i);
    }
    expect(keptEntries()).toHaveLength(KEPT_ENTRIES);
    expect(readKept('getCampaignRules', { slug: 's0' })).toBeNull();
    expect(readKept('getCampaignRules', { slug: `s${KEPT_ENTRIES + 2}` })?.at).toBe(
      1_000 + KEPT_ENTRIES + 2,
    );
    keepAnswer('getCampaignRules', { slug: 'big' }, { text: 'x'.repeat(KEPT_LARGEST) });
    expect(readKept('getCampaignRules', { slug: 'big' })).toBeNull();
  });

  it("drop an answer of another build's shape, and never show it", () => {
    const old = `${KEPT_PREFIX}getCampaignRules:00000000:zh-CN:["a"]`;
    localStorage.setItem(old, JSON.stringify({ at: 1, data: RULES }));
    localStorage.setItem(`${KEPT_PREFIX}gone:1:zh-CN:[{}]`, JSON.stringify({ at: 1, data: {} }));
    expect(readKept('getCampaignRules', { slug: 'a' })).toBeNull();
    keepAnswer('getCampaignRules', { slug: 'b' }, RULES);
    expect(keptEntries()).toEqual([keptKey('getCampaignRules', { slug: 'b' })]);
  });

  it('are all forgotten at once (a login, a logout), and nothing else', () => {
    localStorage.setItem('other', '1');
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES);
    forgetKept();
    expect(keptEntries()).toEqual([]);
    expect(localStorage.getItem('other')).toBe('1');
  });

  it('take a damaged entry for none', () => {
    localStorage.setItem(keptKey('getCampaignRules', { slug: 'a' }) ?? '', '{"at":1,');
    expect(readKept('getCampaignRules', { slug: 'a' })).toBeNull();
  });
});

function Rules() {
  const rules = useQuery(keptQuery('getCampaignRules', { slug: 'a' }, ['rules', 'a']));
  const since = keptSince(rules);
  return (
    <p>
      {rules.data ? (rules.data as unknown as typeof RULES).title : 'loading'}
      {since === null ? '' : ` kept at ${since}`}
    </p>
  );
}

describe('a kept query', () => {
  it('shows the kept answer at once, asks the server, and shows its answer as current', async () => {
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES, 5_000);
    let answer!: (value: unknown) => void;
    callEndpoint.mockReturnValue(new Promise((done) => (answer = done)));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Rules />
      </QueryClientProvider>,
    );
    expect(screen.getByText('幸运抽奖 kept at 5000')).toBeTruthy();
    expect(callEndpoint).toHaveBeenCalledWith('getCampaignRules', { slug: 'a' });
    // The same answer from the server: now current, though the object is shared.
    answer({ ...RULES });
    await waitFor(() => expect(screen.getByText('幸运抽奖')).toBeTruthy());
    await waitFor(() =>
      expect(readKept('getCampaignRules', { slug: 'a' })?.at).toBeGreaterThan(5_000),
    );
  });

  it('keeps the kept answer when the server cannot be reached', async () => {
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES, 5_000);
    callEndpoint.mockRejectedValue(new Error('offline'));
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Rules />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(client.getQueryState(['rules', 'a'])?.status).toBe('error'));
    expect(screen.getByText('幸运抽奖 kept at 5000')).toBeTruthy();
  });

  it('without a kept answer, loads as any query', async () => {
    callEndpoint.mockResolvedValue(RULES);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Rules />
      </QueryClientProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('幸运抽奖')).toBeTruthy());
    await waitFor(() => expect(readKept('getCampaignRules', { slug: 'a' })?.data).toEqual(RULES));
  });
});
