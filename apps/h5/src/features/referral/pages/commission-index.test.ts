import type { MyReferral } from '@freight/contract/endpoints/index';
import { describe, expect, it } from 'vitest';
import { commissionOf } from './commission-index';

type Reward = MyReferral['reward'];
const cash = (amount: number): Reward => ({ asset: 'cash_fen', amount });
const beans = (amount: number): Reward => ({ asset: 'lucky_beans', amount });

const referral = (state: MyReferral['state'], reward: Reward, promised: Reward): MyReferral => ({
  referralId: 1,
  programme: 'demo-driver-invites-shipper',
  state,
  inviteeMobileMasked: '138****0002',
  reason: null,
  reasonText: null,
  reward,
  promised,
  registeredAt: '2026-11-24T10:00:00+08:00',
  expiresAt: '2027-01-24T10:00:00+08:00',
  qualifiedAt: null,
  canRemind: false,
  rewardedAt: null,
});

describe('commissionOf', () => {
  it('adds the cash paid and the cash still promised, leaving beans and settled referrals out', () => {
    expect(
      commissionOf([
        referral('rewarded', cash(1000), null),
        referral('rewarded', cash(500), null),
        referral('registered', null, cash(1000)),
        referral('qualified', null, cash(500)),
        referral('registered', null, beans(100)),
        referral('rewarded', beans(100), null),
        referral('expired', null, null),
        referral('withheld', null, null),
      ]),
    ).toEqual({ paidFen: 1500, pendingFen: 1500, pendingCount: 2 });
  });

  it('is nothing for an inviter with no one invited', () => {
    expect(commissionOf([])).toEqual({ paidFen: 0, pendingFen: 0, pendingCount: 0 });
  });
});
