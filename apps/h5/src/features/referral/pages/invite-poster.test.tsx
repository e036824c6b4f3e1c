import type { CampaignRules } from '@freight/contract/endpoints/index';
import { fireEvent, screen } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPoster } from '@/components/share-poster/render-poster';
import { renderApp } from '@/test/render-app';

// An invitation poster says who invites (the masked name and mobile, as the server gives them) and
// what the friend gets on which condition (the running programme's terms): a shipper's programme
// on its own poster page, a driver's drawn on the index. (The drawing: draw-poster.test.ts.)

vi.mock('@/components/share-poster/render-poster', () => ({
  renderPoster: vi.fn(async () => 'data:image/png;base64,iVBORw0KGgo='),
}));
const draw = vi.mocked(renderPoster);

const session = { user: { userId: 7, userType: 1, mobileMasked: '139****1234' } };

function programme(terms: Partial<NonNullable<CampaignRules['referral']>>, userType: 1 | 3) {
  return {
    campaignId: 4,
    slug: 'demo-programme',
    kind: 'referral',
    drawPage: null,
    title: '邀请好友一起发货',
    rules: '',
    state: 'running',
    startsAt: '2026-11-01T00:00:00+08:00',
    endsAt: '2030-12-31T23:59:00+08:00',
    endedEarly: null,
    userType,
    audience: 'all',
    perDayLimit: null,
    perCampaignLimit: null,
    lockSeconds: null,
    tiers: [],
    topups: [],
    referral: {
      qualifyEvent: 'shipment_completed',
      inviterReward: { asset: 'points', amount: 500 },
      inviteeReward: { asset: 'points', amount: 300 },
      dailyCap: 20,
      expiryDays: 30,
      ...terms,
    },
    me: null,
  } as unknown as CampaignRules;
}

let rules = programme({}, 1);
let nameMasked: string | null = '张**';

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return session;
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'getRunningProgramme') return rules;
    if (name === 'listMyReferrals') return { referrals: [] };
    if (name === 'getMyInviteToken') {
      return {
        programme: rules.slug,
        token: 'AbC7xK2mQ9pL4vR8sT1wY6',
        type: rules.userType === 1 ? 1 : 3,
        expiresAt: '2030-12-31T23:59:00+08:00',
        inviterReward: rules.referral?.inviterReward,
        inviteeReward: rules.referral?.inviteeReward,
        inviterNameMasked: nameMasked,
      };
    }
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const { referralRoutes } = await import('../routes');

beforeEach(() => {
  draw.mockClear();
});

describe('invitation posters', () => {
  it("a shipper's: the inviter, and the reward on the programme's condition", async () => {
    session.user = { userId: 7, userType: 1, mobileMasked: '139****1234' };
    rules = programme({}, 1);
    nameMasked = '张**';
    renderApp([referralRoutes], '/customer-invite-customer/qrcode');
    await screen.findByRole('img', {}, { timeout: 5000 });
    expect(draw).toHaveBeenLastCalledWith(
      expect.objectContaining({
        brand: '货运平台',
        title: '邀请好友一起发货',
        inviter: '张** 139****1234 邀请你',
        reward: {
          lead: '注册成为新用户，你可得',
          reward: '300 积分',
          condition: '注册后 30 天内完成首单运输即发放',
        },
      }),
    );
  });

  it("a driver's, on the index: the verification the server pays on, within its days", async () => {
    session.user = { userId: 8, userType: 3, mobileMasked: '136****0001' };
    // No name on the account yet: the masked mobile alone.
    nameMasked = null;
    rules = programme(
      {
        qualifyEvent: 'verification_approved',
        inviteeReward: { asset: 'cash_fen', amount: 800 },
        expiryDays: 14,
      },
      3,
    );
    renderApp([referralRoutes], '/driver-invite-driver/index');
    fireEvent.click(await screen.findByRole('button', { name: '生成邀请海报' }, { timeout: 5000 }));
    await screen.findByRole('img', {}, { timeout: 5000 });
    expect(draw).toHaveBeenLastCalledWith(
      expect.objectContaining({
        inviter: '136****0001 邀请你',
        reward: expect.objectContaining({
          reward: '¥8 现金',
          condition: '注册后 14 天内通过司机认证即发放',
        }),
      }),
    );
  });

  it('names no reward when the friend gets none', async () => {
    session.user = { userId: 7, userType: 1, mobileMasked: '139****1234' };
    rules = programme({ inviteeReward: null }, 1);
    renderApp([referralRoutes], '/customer-invite-customer/qrcode');
    await screen.findByRole('img', {}, { timeout: 5000 });
    expect(draw).toHaveBeenLastCalledWith(
      expect.objectContaining({ reward: null, caption: '扫码注册，加入货运平台' }),
    );
  });
});
