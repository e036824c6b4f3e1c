import type { SeckillCoupon } from '@freight/contract/endpoints/index';

export type SessionState = SeckillCoupon['state'];

/** A session's state at `now` (the server's clock): the list's answer ages, the clock does not. */
export function sessionStateAt(coupon: SeckillCoupon, now: number): SessionState {
  if (now >= Date.parse(coupon.endsAt)) return 'ended';
  if (now < Date.parse(coupon.startsAt)) return 'upcoming';
  return coupon.remaining > 0 ? 'running' : 'soldOut';
}

const ORDER: Record<SessionState, number> = { running: 0, upcoming: 1, soldOut: 2, ended: 3 };

/** Running sessions first, then those to come, then the sold out and the ended; by start within. */
export function sessionsInOrder(coupons: readonly SeckillCoupon[], now: number): SeckillCoupon[] {
  return [...coupons].sort(
    (a, b) =>
      ORDER[sessionStateAt(a, now)] - ORDER[sessionStateAt(b, now)] ||
      Date.parse(a.startsAt) - Date.parse(b.startsAt),
  );
}

/**
 * The end of a running session is counted down only within a day: "距结束 1494 天 …" under a
 * session open for years tells a driver nothing, and its end's date does. (The start of a session
 * to come is always counted down: it is what a driver waits for.)
 */
export const COUNTDOWN_SECONDS = 86_400;

export function showsCountdown(seconds: number): boolean {
  return seconds >= 0 && seconds < COUNTDOWN_SECONDS;
}
