import { beforeEach, describe, expect, it, vi } from 'vitest';

const created = vi.fn();
vi.mock('vconsole', () => ({
  default: class {
    constructor() {
      created();
    }
    destroy() {}
  },
}));

describe('loadDebugConsole', () => {
  beforeEach(() => {
    vi.resetModules();
    created.mockClear();
  });

  it('loads the console once on a test host', async () => {
    const { loadDebugConsole } = await import('./debug-console');
    const first = await loadDebugConsole('test.t1.example.com', false);
    const second = await loadDebugConsole('test.t1.example.com', false);
    expect(first).not.toBeNull();
    expect(second).toBe(first);
    expect(created).toHaveBeenCalledTimes(1);
  });

  it('never loads it on production or unknown hosts', async () => {
    const { loadDebugConsole } = await import('./debug-console');
    expect(await loadDebugConsole('h5.example.com', false)).toBeNull();
    expect(await loadDebugConsole('cdn.other.net', false)).toBeNull();
    expect(created).not.toHaveBeenCalled();
  });

  it('stays away under automation and on the developer machine (loopback)', async () => {
    const { loadDebugConsole } = await import('./debug-console');
    expect(await loadDebugConsole('test.t1.example.com', true)).toBeNull();
    expect(await loadDebugConsole('localhost', false)).toBeNull();
    expect(await loadDebugConsole('127.0.0.1', false)).toBeNull();
    expect(created).not.toHaveBeenCalled();
  });
});
