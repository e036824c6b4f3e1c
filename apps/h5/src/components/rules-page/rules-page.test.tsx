import { screen, within } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { defineRoutes } from '@/lib/routing/route-table';
import { testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';
import { oddsPercent, type PublishedRules, RulesPage } from './rules-page';

const rules: PublishedRules = {
  title: '幸运大抽奖',
  startsAt: '2026-12-01T10:00:00+08:00',
  endsAt: '2026-12-07T22:00:00+08:00',
  audience: '已认证司机',
  limits: { perDay: 3 },
  tiers: [
    { name: '一等奖', odds: 0.0125, quantity: 10, value: '¥100 加油券' },
    { name: '谢谢参与', odds: 0.9875, quantity: null },
  ],
  topUps: [{ at: '2026-12-02T09:30:00+08:00', tier: '一等奖', added: 5 }],
  endedEarly: { at: '2026-12-05T18:00:00+08:00', notice: '奖品已全部发放完毕。' },
  sections: [{ heading: '兑奖说明', paragraphs: ['奖品在 7 天内发放到账户。'] }],
};

describe('RulesPage', () => {
  it('shows odds as percentages with up to two decimals', () => {
    expect(oddsPercent(0.0125)).toBe('1.25%');
    expect(oddsPercent(0.5)).toBe('50%');
    expect(oddsPercent(1 / 3)).toBe('33.33%');
  });

  it('renders what was published: the early end, window, limits, prizes with odds, top-ups, terms', async () => {
    const tables = [
      defineRoutes('test', testCatalogue, [
        {
          path: '/rules',
          meta: { title: 'title.customer.download' },
          page: async () => ({ default: () => <RulesPage rules={rules} /> }),
        },
      ]),
    ];
    renderApp(tables, '/rules');
    expect(await screen.findByRole('heading', { name: '幸运大抽奖', level: 1 })).toBeTruthy();
    expect(screen.getByRole('note').textContent).toContain('奖品已全部发放完毕。');
    expect(screen.getByText('每人每天最多 3 次')).toBeTruthy();
    const first = screen.getByRole('row', { name: /一等奖/ });
    expect(within(first).getByText('1.25%')).toBeTruthy();
    expect(within(first).getByText('10')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /谢谢参与/ })).getByText('98.75%')).toBeTruthy();
    expect(screen.getByText(/追加 一等奖 5 份/)).toBeTruthy();
    expect(screen.getByText('奖品在 7 天内发放到账户。')).toBeTruthy();
  });
});
