import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_COOKIE } from '@freight/contract/constants';
import { DEVICE_ID_STORAGE_KEY, deviceId, resetDeviceId } from './device-id';

// The device id (docs/design.md §8): made once, kept in local storage and a long-lived cookie, and
// found again from either copy when the other is lost.

function cookieValue(): string | null {
  const found = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_ID_COOKIE}=`));
  return found ? found.slice(DEVICE_ID_COOKIE.length + 1) : null;
}

function clearCookie(): void {
  document.cookie = `${DEVICE_ID_COOKIE}=; Max-Age=0; Path=/`;
}

beforeEach(() => {
  localStorage.clear();
  clearCookie();
  resetDeviceId();
});
afterEach(() => resetDeviceId());

describe('the device id', () => {
  it('is made once, random and plain, and kept in storage and a cookie', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    expect(cookieValue()).toBe(id);
    // Another page load finds it again.
    resetDeviceId();
    expect(deviceId()).toBe(id);
  });

  it('is found again from the cookie when storage was cleared, and from storage without the cookie', () => {
    const id = deviceId();
    localStorage.clear();
    resetDeviceId();
    expect(deviceId()).toBe(id);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(id);
    clearCookie();
    resetDeviceId();
    expect(deviceId()).toBe(id);
    expect(cookieValue()).toBe(id);
  });

  it('differs between devices, and replaces a kept value that is not well-formed', () => {
    const first = deviceId();
    localStorage.clear();
    clearCookie();
    resetDeviceId();
    expect(deviceId()).not.toBe(first);
    localStorage.setItem(DEVICE_ID_STORAGE_KEY, 'not an id; x=1');
    resetDeviceId();
    clearCookie();
    const fresh = deviceId();
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(localStorage.getItem(DEVICE_ID_STORAGE_KEY)).toBe(fresh);
  });
});
