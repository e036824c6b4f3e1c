// Limits keyed by device with the address only as a high ceiling (docs/design.md §8): many phones
// behind one carrier NAT address are each answered, one device is stopped after its limit.

import { expect } from 'vitest';

/**
 * Sends `attempt` from `limit + 5` devices once each, then `limit + 1` times from one device:
 * none of the first may be refused with 429, the last of the one device's must be.
 */
export async function expectPerDeviceLimit(
  attempt: (device: string) => Promise<{ statusCode: number }>,
  limit: number,
): Promise<void> {
  for (let i = 0; i < limit + 5; i += 1) {
    const res = await attempt(`nat-phone-device-${String(i).padStart(4, '0')}`);
    expect(res.statusCode, `phone ${i} behind the one address`).not.toBe(429);
  }
  const answers: number[] = [];
  for (let i = 0; i <= limit; i += 1)
    answers.push((await attempt('one-busy-device-0001')).statusCode);
  expect(answers.slice(0, limit)).not.toContain(429);
  expect(answers.at(-1)).toBe(429);
}
