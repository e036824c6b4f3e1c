import { describe, expect, it } from 'vitest';
import { analyticsProject, environmentKey, isAllowedLinkHost, isDebugHost } from './hosts';

describe('hosts table', () => {
  it('maps each known host to its environment', () => {
    expect(environmentKey('h5.example.com')).toBe('prod');
    expect(environmentKey('H5.Example.COM')).toBe('prod');
    expect(environmentKey('test.t1.example.com')).toBe('t1');
    expect(environmentKey('test.t3.example.com')).toBe('t3');
    expect(environmentKey('dev.example.com')).toBe('dev');
    expect(environmentKey('localhost')).toBe('dev');
  });

  it("falls back to 't4' for a host it does not know", () => {
    expect(environmentKey('cdn.other.net')).toBe('t4');
    expect(environmentKey('')).toBe('t4');
    expect(environmentKey('constructor')).toBe('t4');
    expect(environmentKey('__proto__')).toBe('t4');
  });

  it('sends test, dev, numeric and localhost hosts to the default analytics project', () => {
    expect(analyticsProject('test.t1.example.com')).toBe('default');
    expect(analyticsProject('dev.example.com')).toBe('default');
    expect(analyticsProject('192.168.1.20')).toBe('default');
    expect(analyticsProject('localhost')).toBe('default');
    expect(analyticsProject('h5.example.com')).toBe('production');
    expect(analyticsProject('testdrive.example.com')).toBe('production');
    expect(analyticsProject('cdn.other.net')).toBe('production');
  });

  it('loads the debug console on dev and test hosts only', () => {
    expect(isDebugHost('test.t2.example.com')).toBe(true);
    expect(isDebugHost('127.0.0.1')).toBe(true);
    expect(isDebugHost('h5.example.com')).toBe(false);
    // Unknown hosts map to t4, but must not get a console: they may be a production alias.
    expect(isDebugHost('cdn.other.net')).toBe(false);
  });

  it('allows links to the platform hosts and the current host, nothing by pattern', () => {
    expect(isAllowedLinkHost('h5.example.com', 'localhost')).toBe(true);
    expect(isAllowedLinkHost('shop.partner.cn', 'shop.partner.cn')).toBe(true);
    expect(isAllowedLinkHost('h5.example.com.evil.net', 'localhost')).toBe(false);
    expect(isAllowedLinkHost('evil.example.com', 'localhost')).toBe(false);
    expect(isAllowedLinkHost('constructor', 'localhost')).toBe(false);
  });
});
