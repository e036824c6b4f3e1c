import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// What was exchanged (issue 44): a coupon's value is said once, not "5 元通用券 · ¥5 券".

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return { user: { userId: 7, userType: 3, mobileMasked: '136****0001' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'listMyExchanges') {
      return {
        exchanges: [
          {
            exchangeId: 1,
            offerId: 2,
            title: '5 元通用券',
            faceValueFen: 500,
            costAsset: 'points',
            costAmount: 500,
            couponId: 3,
            couponState: 'usable',
            at: '2026-11-20T10:00:00+08:00',
          },
        ],
      };
    }
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const { loyaltyRoutes } = await import('../routes');

describe('/rewardCenter/rewardList', () => {
  it('names the coupon by its title and says its value once, apart from it', async () => {
    renderApp([loyaltyRoutes], '/rewardCenter/rewardList');
    const title = await screen.findByText('5 元通用券', {}, { timeout: 5000 });
    const row = title.closest('li') as HTMLElement;
    expect(title.textContent).toBe('5 元通用券');
    expect(row.textContent).not.toContain('券 ·');
    expect(row.textContent).not.toMatch(/¥5 券/);
    expect(row.querySelector('.fy-loyalty-price')?.textContent).toBe('¥5');
    expect(row.textContent).toContain('500 积分');
    expect(row.textContent).toContain('可使用');
  });
});
