import type { CampaignRules } from '@freight/contract/endpoints/index';
import { screen, within } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { EARLY_READ } from '@/lib/campaigns/early-read-name';
import { publicCampaignUrl } from '@/lib/campaigns/early-read';
import { renderApp } from '@/test/render-app';

// The prizes of a draw as they can be won now (issue 44): a prize whose stock is gone says so,
// without the odds it had, and its draws are counted where the server gives them (the losing tier).
// Its name and window show from index.html's public read before the signed read answers (ADR 049).

// The page keeps each answer for its next visit (ADR 048), written after the answer, later than
// the test that asked: a test here would start from the one before's. kept.test.tsx tests that.
vi.mock('@/lib/request/kept-write', () => ({ keepAnswer: () => undefined }));

/** The signed read answers once this has settled. */
let signedHeld: Promise<void> = Promise.resolve();

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return { user: null };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'getCampaignRules') return signedHeld.then(() => rules);
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const tier = (position: number, name: string, weight: number, remaining: number | null) => ({
  tierId: 100 + position,
  position,
  name,
  prize: remaining === null ? 'none' : 'points',
  amount: remaining === null ? 0 : 8,
  valueFen: 0,
  oddsPercent: weight.toFixed(2),
  weight,
  total: remaining === null ? null : 10,
  remaining,
  fallbackPosition: null,
  coupon: null,
});

const rules = {
  campaignId: 9,
  slug: 'demo-gone-draw',
  kind: 'draw',
  drawPage: 'lucky_draw',
  title: '抽完的奖',
  rules: '每人每天 1 次。',
  state: 'running',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2030-12-31T23:59:00+08:00',
  endedEarly: null,
  userType: 3,
  audience: 'all',
  perDayLimit: 1,
  perCampaignLimit: null,
  lockSeconds: null,
  tiers: [tier(0, '谢谢参与', 1, null), tier(1, '99 积分', 90, 0), tier(2, '8 积分', 9, 4)],
  topups: [],
  referral: null,
  gamesTerms: null,
  me: null,
} as unknown as CampaignRules;

const { campaignsRoutes } = await import('../routes');

describe('/luckdrawnew prizes', () => {
  it('shows a gone prize as gone, without odds, and the others’ odds as they stand now', async () => {
    renderApp([campaignsRoutes], '/luckdrawnew?slug=demo-gone-draw');
    const heading = await screen.findByRole('heading', { name: '奖品' }, { timeout: 5000 });
    const prizes = within(heading.closest('section') as HTMLElement);
    const item = prizes.getByText('99 积分').closest('li');
    expect(item?.textContent).toContain('已抽完');
    expect(item?.textContent).not.toContain('中奖概率');
    expect(prizes.getByText('8 积分').closest('li')?.textContent).toContain('中奖概率 9%');
    expect(prizes.queryByText('中奖概率 90%')).toBeNull();
  });

  it('shows the name and window of the public read while the signed read is on its way, no stock', async () => {
    let release = () => undefined as void;
    signedHeld = new Promise<void>((resolve) => (release = resolve));
    const { title, slug, kind, drawPage, startsAt, endsAt, tiers } = rules;
    const early = {
      slug,
      kind,
      drawPage,
      title,
      startsAt,
      endsAt,
      tiers: tiers.map(({ name }) => ({ name })),
    };
    const holder = window as unknown as Record<string, unknown>;
    holder[EARLY_READ] = {
      u: publicCampaignUrl(slug, 'zh-CN'),
      p: Promise.resolve({ status: { code: 0, msg: '成功' }, data: early }),
    };
    try {
      renderApp([campaignsRoutes], '/luckdrawnew?slug=demo-gone-draw');
      expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText('2026-11-01 至 2030-12-31')).toBeTruthy();
      // The prizes, their stock and whether the draw is on wait for the signed read.
      expect(screen.queryByRole('heading', { name: '奖品' })).toBeNull();
      expect(document.body.textContent).not.toContain('已抽完');
      expect(holder[EARLY_READ]).toBeUndefined();
      release();
      const heading = await screen.findByRole('heading', { name: '奖品' }, { timeout: 5000 });
      expect(within(heading.closest('section') as HTMLElement).getByText('99 积分')).toBeTruthy();
    } finally {
      release();
      signedHeld = Promise.resolve();
      holder[EARLY_READ] = undefined;
    }
  });

  it('renders a read the script has in already at once, and asks a visitor to log in before the signed read', async () => {
    let release = () => undefined as void;
    signedHeld = new Promise<void>((resolve) => (release = resolve));
    const { title, slug, kind, drawPage, startsAt, endsAt } = rules;
    const holder = window as unknown as Record<string, unknown>;
    // The promise never settles: only the answer the script kept (`j`) can give the name.
    holder[EARLY_READ] = {
      u: publicCampaignUrl(slug, 'zh-CN'),
      p: new Promise(() => undefined),
      j: {
        status: { code: 0, msg: '成功' },
        data: { slug, kind, drawPage, title, startsAt, endsAt },
      },
    };
    try {
      renderApp([campaignsRoutes], '/luckdrawnew?slug=demo-gone-draw');
      expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
      expect(holder[EARLY_READ]).toBeUndefined();
      const gate = screen.getByRole('heading', { name: '登录后参与活动' });
      expect(screen.queryByRole('heading', { name: '奖品' })).toBeNull();
      release();
      const prizes = await screen.findByRole('heading', { name: '奖品' }, { timeout: 5000 });
      // The card stays above the prizes, where the first screen drew it.
      expect(gate.isConnected).toBe(true);
      expect(gate.compareDocumentPosition(prizes) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    } finally {
      release();
      signedHeld = Promise.resolve();
      holder[EARLY_READ] = undefined;
    }
  });
});
