import { describe, expect, it, vi } from 'vitest';
import {
  DeferredSensors,
  MAX_LOAD_ATTEMPTS,
  MAX_QUEUED_CALLS,
  type SensorsSdk,
} from './deferred-sensors';

function fakeSdk() {
  const calls: string[] = [];
  const sdk: SensorsSdk = {
    init: (options) => void calls.push(`init ${JSON.stringify(options)}`),
    quick: (name) => void calls.push(`quick ${name}`),
    track: (event) => calls.push(`track ${event}`),
    login: (id) => calls.push(`login ${id}`),
    logout: () => calls.push('logout'),
    resetAnonymousIdentity: () => calls.push('resetAnonymousIdentity'),
    registerPage: (p) => calls.push(`registerPage ${JSON.stringify(p)}`),
    clearPageRegister: () => calls.push('clearPageRegister'),
  };
  return { sdk, calls };
}

describe('DeferredSensors', () => {
  it('queues calls until started and loaded, then initialises first and replays them in order', async () => {
    const { sdk, calls } = fakeSdk();
    const load = vi.fn(async () => sdk);
    const sensors = new DeferredSensors(load, () => ({ server_url: 'u' }));
    sensors.run((s) => s.track('first'));
    sensors.run((s) => s.login('7'));
    await sensors.load(); // before first paint: nothing
    expect(load).not.toHaveBeenCalled();
    expect(sensors.queued).toBe(2);
    await sensors.start();
    expect(calls).toEqual(['init {"server_url":"u"}', 'track first', 'login 7']);
    sensors.run((s) => s.track('now'));
    expect(calls.at(-1)).toBe('track now');
    expect(sensors.queued).toBe(0);
    await sensors.start();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the queue when the SDK fails to load, and tries again a limited number of times', async () => {
    const { sdk, calls } = fakeSdk();
    const load = vi.fn<() => Promise<SensorsSdk>>().mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const sensors = new DeferredSensors(load, () => ({}));
    sensors.run((s) => s.track('kept'));
    await sensors.start();
    expect(sensors.ready).toBe(false);
    expect(sensors.queued).toBe(1);
    load.mockResolvedValueOnce(sdk);
    await sensors.load();
    expect(calls).toEqual(['init {}', 'track kept']);
    const never = vi.fn<() => Promise<SensorsSdk>>().mockRejectedValue(new Error('offline'));
    const giveUp = new DeferredSensors(never, () => ({}));
    for (let i = 0; i < MAX_LOAD_ATTEMPTS + 2; i++)
      await (i === 0 ? giveUp.start() : giveUp.load());
    expect(never).toHaveBeenCalledTimes(MAX_LOAD_ATTEMPTS);
  });

  it('caps the queue, and a failing call never breaks the others', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sdk, calls } = fakeSdk();
    const sensors = new DeferredSensors(
      async () => sdk,
      () => ({}),
    );
    for (let i = 0; i < MAX_QUEUED_CALLS + 5; i++) sensors.run((s) => s.track(String(i)));
    expect(sensors.queued).toBe(MAX_QUEUED_CALLS);
    sensors.run(() => {
      throw new Error('boom');
    });
    await sensors.start();
    expect(calls).toHaveLength(MAX_QUEUED_CALLS + 1);
  });
});
