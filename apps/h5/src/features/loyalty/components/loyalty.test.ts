import type { ExchangeOffer, GradeData, LoyaltyActivity } from '@freight/contract/endpoints/index';
import { describe, expect, it } from 'vitest';
import { activityPath } from '../pages/activity-centre';
import { lapsesSoon } from '../pages/coupon-display';
import { signed } from '../pages/score-list';
import { allRights, levelOf, rightsUpTo } from './grade';
import { offersOf } from './offer-list';
import { cycleDaysDone } from './sign-in-card';
import { taskGoal } from './task-list';

describe('the sign-in cycle', () => {
  it('fills the days before the next one, and all seven on the day a round is completed', () => {
    expect(cycleDaysDone({ signedToday: false, nextCycleDay: 1 })).toBe(0);
    expect(cycleDaysDone({ signedToday: false, nextCycleDay: 4 })).toBe(3);
    expect(cycleDaysDone({ signedToday: true, nextCycleDay: 4 })).toBe(3);
    expect(cycleDaysDone({ signedToday: true, nextCycleDay: 1 })).toBe(7);
  });
});

describe('where a task is done', () => {
  it('sends a shipper to publish on the flash sale, and keeps a driver on the page for loads', () => {
    expect(taskGoal('shipments_published', 1)).toEqual({ path: '/flashSale/index' });
    expect(taskGoal('shipments_published', 3)).toBeNull();
    expect(taskGoal('shipments_completed', 3)).toBeNull();
    expect(taskGoal('sign_in_days', 3)).toEqual({ focus: 'fy-sign-in' });
    expect(taskGoal('referrals_qualified', 3)).toEqual({ path: '/driver-invite-driver/index' });
    expect(taskGoal('referrals_qualified', 1)).toEqual({
      path: '/customer-invite-customer/index',
    });
  });
});

describe('exchange offers', () => {
  const offer = (
    offerId: number,
    costAsset: ExchangeOffer['costAsset'],
    state: ExchangeOffer['state'],
    costAmount = 100,
  ): ExchangeOffer => ({
    offerId,
    templateId: 1,
    title: 'x',
    faceValueFen: 500,
    thresholdFen: 0,
    costAsset,
    costAmount,
    total: 10,
    remaining: 5,
    perUserLimit: null,
    mine: 0,
    startsAt: '2026-01-01T00:00:00+08:00',
    endsAt: '2027-01-01T00:00:00+08:00',
    state,
  });

  it('lists one asset’s offers that are not over, running first and cheapest first', () => {
    const list = offersOf(
      [
        offer(1, 'points', 'soldOut'),
        offer(2, 'lucky_beans', 'running'),
        offer(3, 'points', 'running', 300),
        offer(4, 'points', 'ended'),
        offer(5, 'points', 'running', 200),
        offer(6, 'points', 'upcoming'),
      ],
      'points',
    );
    expect(list.map((o) => o.offerId)).toEqual([5, 3, 6, 1]);
  });
});

describe('grades', () => {
  const right = (slug: string) => ({ slug, title: slug, summary: slug, detail: slug });
  const data: GradeData = {
    userType: 3,
    basis: 'carried_loads',
    levels: [
      { level: 1, name: 'a', minCount: 0, rights: [right('one')] },
      { level: 2, name: 'b', minCount: 10, rights: [] },
      { level: 3, name: 'c', minCount: 30, rights: [right('three'), right('three-b')] },
    ],
    me: null,
  };

  it('collects the rights a level holds, its own and those below', () => {
    expect(rightsUpTo(data, 1).map((r) => r.slug)).toEqual(['one']);
    expect(rightsUpTo(data, 3).map((r) => r.slug)).toEqual(['one', 'three', 'three-b']);
    expect(allRights(data).map((r) => r.level)).toEqual([1, 3, 3]);
    expect(levelOf(data, 2).minCount).toBe(10);
    expect(levelOf(data, 9).level).toBe(1);
  });
});

describe('ledger and activities', () => {
  it('signs credits and debits', () => {
    expect(signed(50)).toBe('+50');
    expect(signed(-200)).toBe('-200');
  });

  it('opens the activities this site has pages for, a draw on its own page, and the app for the rest', () => {
    const activity = (
      kind: LoyaltyActivity['kind'],
      drawPage: LoyaltyActivity['drawPage'] = null,
    ): LoyaltyActivity => ({
      campaignId: 1,
      slug: 'x-1',
      kind,
      drawPage,
      title: 'x',
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: '2027-01-01T00:00:00+08:00',
    });
    expect(activityPath(activity('sign_in'))).toBe('/customer/signIn');
    expect(activityPath(activity('gift_pack'))).toBe('/package/packageHome');
    expect(activityPath(activity('draw', 'lucky_draw'))).toBe('/luckdrawnew?slug=x-1');
    expect(activityPath(activity('draw', 'daily_blessing'))).toBe(
      '/driver/dailyblessing/index?slug=x-1',
    );
    expect(activityPath(activity('red_packet_rain'))).toBe('/redpacketrain/index?slug=x-1');
    expect(activityPath(activity('seckill'))).toBeNull();
  });
});

describe('coupons lapsing soon', () => {
  const now = Date.parse('2026-11-25T12:00:00+08:00');
  it('marks a usable coupon lapsing within three days, not a used one nor a later one', () => {
    expect(lapsesSoon({ state: 'usable', expiresAt: '2026-11-28T11:00:00+08:00' }, now)).toBe(true);
    expect(lapsesSoon({ state: 'usable', expiresAt: '2026-11-28T13:00:00+08:00' }, now)).toBe(
      false,
    );
    expect(lapsesSoon({ state: 'used', expiresAt: '2026-11-26T00:00:00+08:00' }, now)).toBe(false);
  });
});
