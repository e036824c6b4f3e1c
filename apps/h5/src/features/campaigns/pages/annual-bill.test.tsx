import type { AnnualBill } from '@freight/contract/endpoints/index';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderPoster } from '@/components/share-poster/render-poster';
import { renderApp } from '@/test/render-app';

// The annual bill's poster carries the year's figures its owner ticks, and only those: trips,
// cities and the busiest month unless they choose otherwise, the income only when they tick it.
// (The drawing itself is checked in draw-poster.test.ts and in Chromium.)

vi.mock('@/components/share-poster/render-poster', () => ({
  renderPoster: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
}));
const draw = vi.mocked(renderPoster);

const bill: AnnualBill = {
  year: 2023,
  trips: 128,
  incomeFen: 18_650_000,
  cities: [
    { code: '330100', name: '杭州' },
    { code: '310100', name: '上海' },
  ],
  provinces: [
    { code: '330000', name: '浙江' },
    { code: '310000', name: '上海' },
  ],
  busiestMonth: { month: '2023-08', trips: 20 },
  firstTrip: {
    date: '2023-01-03',
    from: { code: '330100', name: '杭州' },
    to: { code: '310100', name: '上海' },
  },
  topRoute: {
    from: { code: '330100', name: '杭州' },
    to: { code: '310100', name: '上海' },
    shipments: 31,
  },
};

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return { user: { userId: 7, userType: 3, mobileMasked: '136****0001' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'getAnnualBill') return bill;
    if (name === 'shareAnnualBill') return { token: '2.1uQ7QpMkMY8Q79p-qIDbWg' };
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const { campaignsRoutes } = await import('../routes');

describe('/driver/annualBill/2023, the poster', () => {
  it('draws the figures ticked, only those, and again when the owner ticks others', async () => {
    renderApp([campaignsRoutes], '/driver/annualBill/2023');
    fireEvent.click(await screen.findByRole('button', { name: '分享我的一年' }, { timeout: 5000 }));
    const choice = await screen.findByRole('group', { name: '海报上展示哪些数字' });
    const box = (name: RegExp) => screen.getByRole('checkbox', { name });
    // What the shared page shows is ticked; the income, the first trip and the route are not.
    expect(box(/^完成运输/)).toHaveProperty('checked', true);
    expect(box(/^到过的城市/)).toHaveProperty('checked', true);
    expect(box(/^最忙的月份/)).toHaveProperty('checked', true);
    expect(box(/^运费收入/)).toHaveProperty('checked', false);
    expect(box(/^这一年的第一趟/)).toHaveProperty('checked', false);
    expect(box(/^跑得最多的路线/)).toHaveProperty('checked', false);
    expect(choice.textContent).toContain('¥186,500');

    fireEvent.click(screen.getByRole('button', { name: '生成分享海报' }));
    await screen.findByRole('img', {}, { timeout: 5000 });
    expect(draw).toHaveBeenLastCalledWith(
      expect.objectContaining({
        brand: '货运平台',
        title: '我的2023年度账单',
        inviter: null,
        reward: null,
        figures: [
          { label: '完成运输', value: '128 趟' },
          { label: '到过的城市', value: '2 座城市，2 个省份' },
          { label: '最忙的月份', value: '2023年8月，20 趟' },
        ],
      }),
    );

    fireEvent.click(box(/^最忙的月份/));
    fireEvent.click(box(/^运费收入/));
    fireEvent.click(box(/^跑得最多的路线/));
    await waitFor(() =>
      expect(draw).toHaveBeenLastCalledWith(
        expect.objectContaining({
          figures: [
            { label: '完成运输', value: '128 趟' },
            { label: '运费收入', value: '¥186,500' },
            { label: '到过的城市', value: '2 座城市，2 个省份' },
            { label: '跑得最多的路线', value: '杭州 → 上海，31 趟' },
          ],
        }),
      ),
    );
  });
});
