import type { CampaignRules } from '@freight/contract/endpoints/index';
import { screen, waitFor } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// The slip's page of a driver whose rules keep coming without `me` (a session the server no
// longer knows while the page still has its user): asked again once, then said plainly, not an
// endless "loading".

const asked: string[] = [];
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    asked.push(name);
    if (name === 'me') return { user: { userId: 7, userType: 3, mobileMasked: '136****0001' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'getCampaignRules') return rules;
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const rules: CampaignRules = {
  campaignId: 9,
  slug: 'demo-driver-blessing',
  kind: 'draw',
  drawPage: 'daily_blessing',
  title: '每日福签',
  rules: '每人每天 1 支。',
  state: 'running',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2030-12-31T23:59:00+08:00',
  endedEarly: null,
  userType: 3,
  audience: 'all',
  perDayLimit: 1,
  perCampaignLimit: null,
  lockSeconds: null,
  tiers: [],
  topups: [],
  referral: null,
  gamesTerms: null,
  me: null,
} as unknown as CampaignRules;

const { campaignsRoutes } = await import('../routes');

describe('/driver/dailyblessing/result', () => {
  it('says there is no slip when the rules still come without the caller, after asking again', async () => {
    renderApp([campaignsRoutes], '/driver/dailyblessing/result?slug=demo-driver-blessing');
    expect(await screen.findByText('今天还没有抽福签。', {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() =>
      expect(asked.filter((name) => name === 'getCampaignRules').length).toBeGreaterThanOrEqual(2),
    );
  });
});
