import type { SeckillCoupon } from '@freight/contract/endpoints/index';
import { describe, expect, it } from 'vitest';
import { clockText } from '@/lib/format/clock-text';
import { sessionStateAt, sessionsInOrder, showsCountdown } from './seckill-sessions';

const session = (
  stockId: number,
  startsAt: string,
  endsAt: string,
  remaining = 10,
): SeckillCoupon => ({
  stockId,
  title: `场次 ${stockId}`,
  coupon: null,
  valueFen: 1000,
  total: 10,
  remaining,
  perUserLimit: 1,
  claimedByMe: 0,
  startsAt,
  endsAt,
  state: 'running',
});

const at = (iso: string) => Date.parse(iso);

describe('flash-sale coupon sessions', () => {
  const s = session(1, '2026-11-25T10:00:00+08:00', '2026-11-25T12:00:00+08:00');

  it('is upcoming, running, then ended by the given clock, sold out when none are left', () => {
    expect(sessionStateAt(s, at('2026-11-25T09:59:59+08:00'))).toBe('upcoming');
    expect(sessionStateAt(s, at('2026-11-25T10:00:00+08:00'))).toBe('running');
    expect(sessionStateAt({ ...s, remaining: 0 }, at('2026-11-25T11:00:00+08:00'))).toBe('soldOut');
    expect(sessionStateAt(s, at('2026-11-25T12:00:00+08:00'))).toBe('ended');
  });

  it('lists the running first, then those to come, then the sold out and the ended', () => {
    const now = at('2026-11-25T11:00:00+08:00');
    const ended = session(2, '2026-11-25T08:00:00+08:00', '2026-11-25T09:00:00+08:00');
    const later = session(3, '2026-11-26T10:00:00+08:00', '2026-11-26T12:00:00+08:00');
    const soon = session(4, '2026-11-25T14:00:00+08:00', '2026-11-25T16:00:00+08:00');
    const gone = session(5, '2026-11-25T09:00:00+08:00', '2026-11-25T13:00:00+08:00', 0);
    expect(sessionsInOrder([ended, later, gone, soon, s], now).map((c) => c.stockId)).toEqual([
      1, 4, 3, 5, 2,
    ]);
  });

  it('shows a countdown as hh:mm:ss, with the days in front', () => {
    const days = (d: number, time: string) => `${d} 天 ${time}`;
    expect(clockText(0, days)).toBe('00:00:00');
    expect(clockText(3 * 3600 + 4 * 60 + 5, days)).toBe('03:04:05');
    expect(clockText(2 * 86_400 + 59, days)).toBe('2 天 00:00:59');
  });
});

describe('the end of a running session', () => {
  it('is counted down within a day of it, and named by its date further off', () => {
    expect(showsCountdown(0)).toBe(true);
    expect(showsCountdown(86_399)).toBe(true);
    expect(showsCountdown(86_400)).toBe(false);
    expect(showsCountdown(1494 * 86_400)).toBe(false);
  });
});
