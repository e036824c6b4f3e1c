import { afterEach, describe, expect, it, vi } from 'vitest';
import { openIdStatus, retryOpenIdTrip, setOpenIdStatus, startOpenIdTrip } from './open-id';

// The guard's chunk lost on a weak link: the relays must not say "redirecting" for good.
vi.mock('./open-id-guard', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => setOpenIdStatus(null));

describe('a trip whose guard cannot load', () => {
  it('is a failed trip the page says with a retry, and so is the retry', async () => {
    await startOpenIdTrip();
    expect(openIdStatus()).toEqual({ kind: 'failed', reason: 'unavailable' });
    const retried = retryOpenIdTrip('https://h5.example.com/#/c2c/wxauth');
    // On its way again: the failure goes from the page until the retry has its own answer.
    expect(openIdStatus()).toEqual({ kind: 'pending' });
    await retried;
    expect(openIdStatus()).toEqual({ kind: 'failed', reason: 'unavailable' });
  });
});
