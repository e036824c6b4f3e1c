import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n, I18nContext, setAppLocale } from '@/lib/i18n/i18n';
import { keptQuery } from '@/lib/request/kept';
import { keepAnswer } from '@/lib/request/kept-write';
import { createQueryClient } from '@/lib/request/query-client';
import { RequestError } from '@/lib/request/request-error';
import { useKeptAnswer } from './kept-context';
import { ageText, KeptNotice, KeptQueryView } from './kept-query-view';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/lib/request/endpoint', () => ({ callEndpoint }));

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 29, 8, 0);
const RULES = { title: '幸运抽奖', remaining: 3 };

function Stock({ remaining }: { remaining: number }) {
  return useKeptAnswer() ? null : <span>{`left ${remaining}`}</span>;
}

function Page() {
  const rules = useQuery(keptQuery('getCampaignRules', { slug: 'a' }, ['rules', 'a']));
  return (
    <KeptQueryView query={rules} keptText={(age) => `更新于${age}`}>
      {(data) => {
        const answer = data as unknown as typeof RULES;
        return (
          <section>
            <h2>{answer.title}</h2>
            <Stock remaining={answer.remaining} />
            <button type="button">draw</button>
          </section>
        );
      }}
    </KeptQueryView>
  );
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page />
    </QueryClientProvider>,
  );

beforeEach(() => {
  localStorage.clear();
  setAppLocale('zh-CN');
  vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  callEndpoint.mockReset();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('KeptQueryView', () => {
  it('shows a kept answer with its age, its stock left out and nothing to tap, until the server answers', async () => {
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES, NOW - 3 * MINUTE);
    let answer!: (value: unknown) => void;
    callEndpoint.mockReturnValue(new Promise((done) => (answer = done)));
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('更新于3分钟前');
    expect(screen.getByRole('heading').textContent).toBe('幸运抽奖');
    expect(screen.queryByText('left 3')).toBeNull();
    const kept = screen.getByRole('heading').closest('.fy-kept') as HTMLElement & {
      inert: boolean;
    };
    expect(kept.inert).toBe(true);
    const heading = screen.getByRole('heading');

    answer({ title: '幸运抽奖', remaining: 2 });
    await waitFor(() => expect(screen.getByText('left 2')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
    expect(kept.inert).toBe(false);
    // The same elements: what was painted is not painted again.
    expect(screen.getByRole('heading')).toBe(heading);
  });

  it('offline, keeps the kept answer with its age under the "no connection" error', async () => {
    keepAnswer('getCampaignRules', { slug: 'a' }, RULES, NOW - 2 * 60 * MINUTE);
    callEndpoint.mockRejectedValue(
      new RequestError('network', '手机没有连接网络，请连上网络后再试', { status: 0 }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('没有连接网络'));
    expect(screen.getByRole('status').textContent).toBe('更新于2小时前');
    expect(screen.getByRole('heading').textContent).toBe('幸运抽奖');
    // Its retry stays tappable: it is the error's, not the kept answer's.
    callEndpoint.mockResolvedValue(RULES);
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getByText('left 3')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing of the kind for an answer of this visit', async () => {
    callEndpoint.mockResolvedValue(RULES);
    renderPage();
    await waitFor(() => expect(screen.getByText('left 3')).toBeTruthy());
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('the age of a kept answer', () => {
  it('is said in whole units, in the reader language, with its plurals', () => {
    const cases: [number, string, string][] = [
      [20_000, '20秒钟前', '20 seconds ago'],
      [MINUTE, '1分钟前', '1 minute ago'],
      [3 * MINUTE + 59_000, '3分钟前', '3 minutes ago'],
      [60 * MINUTE, '1小时前', '1 hour ago'],
      [5 * 60 * MINUTE, '5小时前', '5 hours ago'],
      [24 * 60 * MINUTE, '1天前', '1 day ago'],
      [3 * 24 * 60 * MINUTE, '3天前', '3 days ago'],
    ];
    for (const [age, zh, en] of cases) {
      expect([ageText(NOW - age, NOW, 'zh-CN'), ageText(NOW - age, NOW, 'en-US')]).toEqual([
        zh,
        en,
      ]);
    }
  });

  it('is the time it was given where the browser cannot say "ago" (iOS before 14)', () => {
    vi.stubGlobal('Intl', { ...Intl, RelativeTimeFormat: undefined });
    // 16:00 on China's clock.
    expect(ageText(NOW, NOW + 3 * MINUTE, 'zh-CN')).toBe('11-29 16:00');
    vi.unstubAllGlobals();
  });

  it('counts on while the page stays open, in the page words', () => {
    render(
      <I18nContext.Provider value={createI18n('en-US')}>
        <KeptNotice since={NOW - 30_000} text={(age) => `Updated ${age}`} />
      </I18nContext.Provider>,
    );
    expect(screen.getByRole('status').textContent).toBe('Updated 30 seconds ago');
    act(() => {
      vi.advanceTimersByTime(2 * MINUTE);
    });
    expect(screen.getByRole('status').textContent).toBe('Updated 2 minutes ago');
  });
});
