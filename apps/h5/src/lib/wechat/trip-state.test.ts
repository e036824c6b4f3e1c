import { afterEach, describe, expect, it, vi } from 'vitest';
import { setOpenIdStatus } from './open-id';
import { tripSettled, tripStarted, whenNoTrip } from './trip-state';

describe('calls that wait for the openid trip', () => {
  afterEach(() => {
    tripSettled();
    setOpenIdStatus(null);
  });

  it('run at once when no trip decides', () => {
    const task = vi.fn();
    whenNoTrip(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('wait while a trip decides, and run once it comes to an answer', () => {
    const task = vi.fn();
    tripStarted();
    whenNoTrip(task);
    // On its way to the authorize page: nothing asked.
    setOpenIdStatus({ kind: 'pending' });
    expect(task).not.toHaveBeenCalled();
    setOpenIdStatus({ kind: 'available', openid: 'o-1' });
    expect(task).toHaveBeenCalledOnce();
    setOpenIdStatus({ kind: 'available', openid: 'o-1' });
    expect(task).toHaveBeenCalledOnce();
  });

  it('run when the trip stalls and is said as failed', () => {
    const task = vi.fn();
    tripStarted();
    whenNoTrip(task);
    setOpenIdStatus({ kind: 'failed', reason: 'unavailable' });
    expect(task).toHaveBeenCalledOnce();
  });
});
