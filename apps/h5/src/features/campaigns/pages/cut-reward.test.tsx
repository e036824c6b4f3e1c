import type { CampaignRules, CutPriceGame } from '@freight/contract/endpoints/index';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// A friend on a shipper's cut (issue 44 item 12): a driver with no helps left today, on a cut no
// one has helped yet. Told that the helps are used up (not "还可以帮砍 0 次"), asked to cut first
// rather than told to share the starter's cut, shown who may start a cut instead of a way to a
// login wall, and every amount to the fen, the last cut below the least said in the rules.

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return { user: { userId: 7, userType: 3, mobileMasked: '136****0776' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'getCampaignRules') return rules;
    if (name === 'getCutPrice') return game;
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const TOKEN = 'A'.repeat(43);

const rules = {
  campaignId: 9,
  slug: 'demo-shipper-cut',
  kind: 'cut_price',
  drawPage: null,
  title: '砍价得运费券',
  rules: '每人每天 3 次。',
  state: 'running',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2030-12-31T23:59:00+08:00',
  endedEarly: null,
  userType: 1,
  audience: 'all',
  perDayLimit: 2,
  perCampaignLimit: null,
  lockSeconds: null,
  tiers: [],
  topups: [],
  referral: null,
  gamesTerms: null,
  me: null,
} as unknown as CampaignRules;

const game: CutPriceGame = {
  campaignId: 9,
  terms: { targetFen: 3000, minCutFen: 100, maxCutFen: 800, hours: 24, helpsPerDay: 3 },
  mine: null,
  shared: {
    token: TOKEN,
    starter: '136****0771',
    targetFen: 3000,
    cutFen: 0,
    state: 'open',
    startedAt: '2026-11-29T08:00:00+08:00',
    expiresAt: '2030-11-30T08:00:00+08:00',
    finishedAt: null,
    helperCount: 0,
    helpers: [],
    mine: false,
    myHelpFen: null,
    couponId: null,
    entryId: null,
  },
  helpsToday: 3,
};

const { campaignsRoutes } = await import('../routes');

describe('/customer/cutReward, a driver friend with no helps left', () => {
  it('says what is true for the friend, in one precision', async () => {
    renderApp([campaignsRoutes], `/customer/cutReward?slug=demo-shipper-cut&cut=${TOKEN}`);
    expect(await screen.findByText('今天帮砍次数已用完', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/还可以帮砍 0 次/)).toBeNull();
    expect(screen.getByText('来砍第一刀吧。')).toBeTruthy();
    expect(screen.queryByText('还没有好友帮砍，快分享给好友吧。')).toBeNull();
    expect(screen.getByText('发起砍价仅限货主账号')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '我也要发起砍价' })).toBeNull();
    expect(
      screen.getAllByText('每位好友可帮砍一次，每刀 ¥1.00-¥8.00，最后一刀补足余额。').length,
    ).toBeGreaterThan(0);
    expect(screen.getByText('还差 ¥30.00')).toBeTruthy();
  });
});
