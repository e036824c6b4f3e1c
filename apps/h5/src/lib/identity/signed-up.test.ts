import { describe, expect, it } from 'vitest';
import { signedUpBy } from './signed-up';

const shipper = { userId: 42, userType: 1 };
const state = { signedUp: { userId: 42, userType: 1 } };

describe('signedUpBy', () => {
  it('says the sign-up worked on the signed-up user’s own app page, in the entry the sign-up opened', () => {
    expect(signedUpBy(state, shipper, 'customer')).toBe(true);
    expect(
      signedUpBy({ signedUp: { userId: 7, userType: 3 } }, { userId: 7, userType: 3 }, 'driver'),
    ).toBe(true);
  });

  it('says nothing without the entry’s state: a link, a bookmark, a flag someone made up', () => {
    for (const made of [null, undefined, '', 'signedUp', { signedUp: true }, { signedUp: null }]) {
      expect(signedUpBy(made, shipper, 'customer')).toBe(false);
    }
  });

  it('says nothing to another user, to nobody, or on the other app’s page', () => {
    expect(signedUpBy(state, { userId: 43, userType: 1 }, 'customer')).toBe(false);
    expect(signedUpBy(state, null, 'customer')).toBe(false);
    expect(signedUpBy(state, undefined, 'customer')).toBe(false);
    expect(signedUpBy(state, shipper, 'driver')).toBe(false);
    expect(signedUpBy({ signedUp: { userId: 42, userType: 3 } }, shipper, 'customer')).toBe(false);
  });
});
