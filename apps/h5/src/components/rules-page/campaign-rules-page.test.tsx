import type { CampaignRules, PublicCampaign } from '@freight/contract/endpoints/index';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { withEarlyRead } from '@/lib/campaigns/early-read';
import { translateIn } from '@/lib/i18n/i18n';
import { RequestError } from '@/lib/request/request-error';
import { defineRoutes } from '@/lib/routing/route-table';
import { registerAllCatalogues, testCatalogue } from '@/test/catalogues';
import { renderApp } from '@/test/render-app';

let answer: () => Promise<unknown>;
const asked: unknown[] = [];
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (_name: string, fields: unknown) => {
    asked.push(fields);
    return answer();
  }),
}));

const { CampaignRulesPage, PublishedRulesPage } = await import('./campaign-rules-page');
const { publishedRulesOf } = await import('./campaign-rules');

// As the server answers the demo driver's draw (apps/server/src/modules/campaigns/seed.ts).
const draw: CampaignRules = {
  campaignId: 1,
  slug: 'demo-driver-draw',
  kind: 'draw',
  drawPage: 'lucky_draw',
  title: '司机天天抽奖',
  rules: '1. 认证司机每天可抽奖 3 次。\n2. 优惠券抽中后放入“我的优惠券”。',
  state: 'running',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2030-12-31T23:59:59+08:00',
  endedEarly: null,
  userType: 3,
  audience: 'all',
  perDayLimit: 3,
  perCampaignLimit: null,
  lockSeconds: null,
  tiers: [
    tier(0, '谢谢参与', 'none', 0, 0, 6000, null),
    { ...tier(1, '10 元 ETC 通行券', 'coupon', 1, 1000, 1500, 500), coupon: couponTerms(15) },
    tier(2, '88 积分', 'points', 88, 0, 2000, 2000),
    tier(3, '20 福豆', 'lucky_beans', 20, 0, 500, 1000),
  ],
  topups: [{ position: 2, tierName: '88 积分', amount: 500, at: '2026-11-20T09:30:00+08:00' }],
  referral: null,
  me: null,
};

function tier(
  position: number,
  name: string,
  prize: CampaignRules['tiers'][number]['prize'],
  amount: number,
  valueFen: number,
  weight: number,
  total: number | null,
): CampaignRules['tiers'][number] {
  return {
    tierId: position + 1,
    position,
    name,
    prize,
    amount,
    valueFen,
    // As the server publishes it: the share of the demo draw's weights, which add up to 10 000.
    oddsPercent: (weight / 100).toFixed(2),
    weight,
    total,
    remaining: total,
    fallbackPosition: null,
    coupon: null,
  };
}

function couponTerms(validDays: number) {
  return { thresholdFen: 0, validDays, validFrom: null, validUntil: null };
}

function mount(slug: string) {
  const tables = [
    defineRoutes('test', testCatalogue, [
      {
        path: '/rules',
        meta: { title: 'title.customer.download' },
        page: async () => ({ default: () => <CampaignRulesPage slug={slug} /> }),
      },
    ]),
  ];
  return renderApp(tables, '/rules');
}

/** A programme's rules page: the signed read through `answer`, the script's public read given. */
function mountProgramme(early: PublicCampaign | null) {
  const Page = () => (
    <PublishedRulesPage
      rules={withEarlyRead(
        useQuery({
          queryKey: ['programme-test'],
          queryFn: () => answer() as Promise<CampaignRules>,
        }),
        early,
      )}
    />
  );
  const tables = [
    defineRoutes('test', testCatalogue, [
      {
        path: '/rules',
        meta: { title: 'title.customer.download' },
        page: async () => ({ default: Page }),
      },
    ]),
  ];
  return renderApp(tables, '/rules');
}

const programme: CampaignRules = {
  ...draw,
  campaignId: 9,
  slug: 'demo-driver-invites-driver',
  kind: 'referral',
  drawPage: null,
  title: '司机邀请司机',
  rules: '好友须为新注册司机。',
  perDayLimit: null,
  tiers: [],
  topups: [],
  referral: {
    qualifyEvent: 'verification_approved',
    inviterReward: { asset: 'cash_fen', amount: 500 },
    inviteeReward: null,
    dailyCap: 10,
    expiryDays: 30,
  },
};

beforeEach(() => {
  asked.length = 0;
});

describe('CampaignRulesPage', () => {
  it('shows the rows the server draws from: odds of the weights, worth and terms, top-ups, the rules text', async () => {
    answer = async () => draw;
    mount('demo-driver-draw');
    expect(await screen.findByRole('heading', { name: '司机天天抽奖', level: 1 })).toBeTruthy();
    expect(asked).toEqual([{ slug: 'demo-driver-draw' }]);
    const coupon = screen.getByRole('row', { name: /ETC/ });
    expect(within(coupon).getByText('15%')).toBeTruthy();
    expect(within(coupon).getByText('500')).toBeTruthy();
    expect(coupon.textContent).toContain('¥10 券，领取后 15 天内有效');
    expect(within(screen.getByRole('row', { name: /谢谢参与/ })).getByText('60%')).toBeTruthy();
    expect(screen.getByText('参与对象：司机')).toBeTruthy();
    expect(screen.getByText('每人每天最多 3 次')).toBeTruthy();
    expect(screen.getByText(/追加 88 积分 500 份/)).toBeTruthy();
    expect(screen.getByText('2. 优惠券抽中后放入“我的优惠券”。')).toBeTruthy();
  });

  it('says a draft or a wrong link is not found, without asking for a malformed slug', async () => {
    answer = async () => {
      throw new RequestError('http', 'not found', { status: 404, code: 4040 });
    };
    mount('demo-unpublished');
    expect(await screen.findByRole('heading', { name: '没有找到这个活动', level: 1 })).toBeTruthy();
    mount('../../etc/passwd');
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { name: '没有找到这个活动' })).toHaveLength(2),
    );
    expect(asked).toEqual([{ slug: 'demo-unpublished' }]);
  });

  it('draws a programme from the public read while the signed read is on its way, then from it in place', async () => {
    let release: (rules: CampaignRules) => void = () => undefined;
    answer = () => {
      asked.push('signed read');
      return new Promise((resolve) => {
        release = resolve;
      });
    };
    const {
      campaignId: _id,
      state: _state,
      me: _me,
      lockSeconds: _lock,
      topups: _t,
      endedEarly: _e,
      ...published
    } = programme;
    mountProgramme({ ...published, tiers: [] });
    const heading = await screen.findByRole('heading', { name: '司机邀请司机', level: 1 });
    const text = screen.getByText('好友须为新注册司机。');
    expect(screen.getByText('每位邀请人每天最多 10 位好友计入奖励，超出部分不发放')).toBeTruthy();
    await waitFor(() => expect(asked).toEqual(['signed read']));
    release({ ...programme, rules: '好友须为新注册司机。\n奖励次月发放。' });
    expect(await screen.findByText('奖励次月发放。')).toBeTruthy();
    // The same elements, not a page drawn again.
    expect(screen.getByRole('heading', { name: '司机邀请司机', level: 1 })).toBe(heading);
    expect(screen.getByText('好友须为新注册司机。')).toBe(text);
  });

  it('waits for the signed read when the public read failed', async () => {
    answer = async () => programme;
    mountProgramme(null);
    expect(
      await screen.findByText((_, node) => node?.classList.contains('fy-skeleton') ?? false),
    ).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '司机邀请司机', level: 1 })).toBeTruthy();
  });

  it('lists a flash sale’s units without odds, with the hold time, in English', () => {
    registerAllCatalogues();
    const t = (key: string, vars?: Record<string, string | number>) =>
      translateIn(
        'en-US',
        ['components/rules-page/i18n', 'components/rules-page/i18n/rewards'],
        key,
        vars,
      );
    const sale: CampaignRules = {
      ...draw,
      kind: 'seckill',
      lockSeconds: 300,
      perDayLimit: null,
      perCampaignLimit: 1,
      audience: 'new',
      tiers: [
        tier(0, 'No prize', 'none', 0, 0, 0, null),
        {
          ...tier(1, '¥20 fuel coupon', 'coupon', 1, 2000, 1, 50),
          coupon: { ...couponTerms(30), thresholdFen: 20_000 },
        },
      ],
      topups: [],
    };
    const published = publishedRulesOf(sale, t);
    expect(published.tiers).toEqual([
      {
        name: '¥20 fuel coupon',
        odds: null,
        quantity: 50,
        value: '¥20 coupon, on orders of ¥200 or more, valid for 30 days from receipt',
      },
    ]);
    expect(published.audience).toBe('drivers who sign up after the start');
    expect(published.sections[0]?.paragraphs.at(-1)).toContain('Confirm within 5 minutes');

    // A referral programme: no tiers, its rewards and terms in sentences before the rules text.
    const programme = publishedRulesOf(
      {
        ...draw,
        kind: 'referral',
        tiers: [],
        topups: [],
        referral: {
          qualifyEvent: 'verification_approved',
          inviterReward: { asset: 'cash_fen', amount: 500 },
          inviteeReward: { asset: 'lucky_beans', amount: 20 },
          dailyCap: 10,
          expiryDays: 30,
        },
      },
      t,
    );
    expect(programme.tiers).toEqual([]);
    expect(programme.sections[0]).toEqual({
      heading: 'Invitation rewards',
      paragraphs: [
        'When a friend you invited passes driver verification, you get ¥5 in cash',
        'Your friend gets 20 lucky beans',
        'Up to 10 friends a day count for your rewards; those beyond are not rewarded',
        'An invitation lapses unless your friend passes driver verification within 30 days of signing up',
      ],
    });
    expect(programme.sections[1]?.heading).toBe('Rules');
  });
});
