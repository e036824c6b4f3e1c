import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  openIdStatus,
  retryOpenIdTrip,
  setOpenIdStatus,
  startOpenIdTrip,
  TRIP_STALL_MS,
} from './open-id';

// A trip sent on its way whose navigation never leaves the page (stalled or cancelled): the guard
// has said "pending" and nothing more happens.
vi.mock('./open-id-guard', () => ({
  browserGuardEnv: () => ({}),
  ensureOpenId: () => new Promise(() => {}),
  startAuthorization: () => ({ kind: 'pending' }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  setOpenIdStatus({ kind: 'pending' });
});
afterEach(() => {
  vi.useRealTimers();
  setOpenIdStatus(null);
});

describe('a trip that neither leaves the page nor answers', () => {
  it('is said as failed, with its retry, once it has stalled', () => {
    void startOpenIdTrip();
    vi.advanceTimersByTime(TRIP_STALL_MS - 1);
    expect(openIdStatus()).toEqual({ kind: 'pending' });
    vi.advanceTimersByTime(1);
    expect(openIdStatus()).toEqual({ kind: 'failed', reason: 'unavailable' });
  });

  it('gives the retry its own time, not what was left of the first', () => {
    void startOpenIdTrip();
    vi.advanceTimersByTime(TRIP_STALL_MS - 1000);
    void retryOpenIdTrip('https://h5.example.com/#/c2c/wxauth');
    vi.advanceTimersByTime(TRIP_STALL_MS - 1);
    expect(openIdStatus()).toEqual({ kind: 'pending' });
    vi.advanceTimersByTime(1);
    expect(openIdStatus()).toEqual({ kind: 'failed', reason: 'unavailable' });
  });

  it('leaves an answer that came in time alone', () => {
    void startOpenIdTrip();
    setOpenIdStatus({ kind: 'available', openid: 'o-1' });
    vi.advanceTimersByTime(TRIP_STALL_MS);
    expect(openIdStatus()).toEqual({ kind: 'available', openid: 'o-1' });
  });
});
