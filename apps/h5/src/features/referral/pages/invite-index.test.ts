import type { MyReferral } from '@freight/contract/endpoints/index';
import { describe, expect, it } from 'vitest';
import { progressOf } from './invite-index';

const referral = (referralId: number, state: MyReferral['state']): MyReferral => ({
  referralId,
  programme: 'demo-driver-invites-driver',
  state,
  inviteeMobileMasked: '136****0072',
  reason: state === 'withheld' ? 'daily_cap' : null,
  reasonText: state === 'withheld' ? '超出当日上限' : null,
  reward: state === 'rewarded' ? { asset: 'lucky_beans', amount: 100 } : null,
  promised: state === 'registered' ? { asset: 'lucky_beans', amount: 100 } : null,
  registeredAt: '2026-11-24T10:00:00+08:00',
  expiresAt: '2026-12-24T10:00:00+08:00',
  qualifiedAt: null,
  canRemind: state === 'registered',
  rewardedAt: null,
});

describe('progressOf', () => {
  it('counts every sign-up, qualified ones with the rewarded, and the expired with the withheld', () => {
    const states: MyReferral['state'][] = [
      'registered',
      'registered',
      'qualified',
      'rewarded',
      'expired',
      'withheld',
    ];
    expect(progressOf(states.map((state, i) => referral(i + 1, state)))).toEqual({
      registered: 6,
      qualified: 2,
      rewarded: 1,
      notCounted: 2,
    });
    expect(progressOf([])).toEqual({ registered: 0, qualified: 0, rewarded: 0, notCounted: 0 });
  });
});
