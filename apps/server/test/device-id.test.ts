// The device id the H5 sends as X-Device-Id (docs/design.md §8): read when well-formed, else absent.

import { describe, expect, it } from 'vitest';
import { readDeviceId } from '../src/plugins/device-id.ts';

const read = (value: string | string[] | undefined) =>
  readDeviceId({ headers: value === undefined ? {} : { 'x-device-id': value } });

describe('the device id', () => {
  it('is the header when it is 16 to 64 letters, digits, dashes or underscores', () => {
    expect(read('AbCdEfGh_1234-xyz')).toBe('AbCdEfGh_1234-xyz');
    expect(read('a'.repeat(16))).toBe('a'.repeat(16));
    expect(read('a'.repeat(64))).toBe('a'.repeat(64));
  });

  it('is absent when missing, repeated or malformed', () => {
    for (const value of [
      undefined,
      '',
      'a'.repeat(15),
      'a'.repeat(65),
      'has spaces in the id',
      'sms:ip:203.0.113.9:x',
      '../../../../etc/passwd',
      ['a'.repeat(20), 'b'.repeat(20)],
    ]) {
      expect(read(value), String(value)).toBeNull();
    }
  });

  it('is the fy_did cookie when the header is absent (beacons cannot send headers)', () => {
    const id = 'Cookie_kept-id-0001';
    expect(readDeviceId({ headers: {}, cookies: { fy_did: id } })).toBe(id);
    // The header wins; a malformed header is not replaced by the cookie.
    expect(
      readDeviceId({ headers: { 'x-device-id': 'h'.repeat(20) }, cookies: { fy_did: id } }),
    ).toBe('h'.repeat(20));
    expect(readDeviceId({ headers: { 'x-device-id': 'bad id' }, cookies: { fy_did: id } })).toBe(
      null,
    );
    for (const kept of ['', 'short', 'a b c d e f g h i j', '../../etc/passwd/../../x']) {
      expect(readDeviceId({ headers: {}, cookies: { fy_did: kept } }), kept).toBeNull();
    }
  });
});
