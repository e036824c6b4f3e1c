import { afterEach, describe, expect, it } from 'vitest';
import {
  compareVersions,
  currentHost,
  detectHost,
  type Host,
  meetsVersion,
  resetCurrentHost,
} from './detect-host';
import { USER_AGENTS as UA } from './user-agents.fixture';

const noWindow = {};

describe('detectHost', () => {
  const cases: Array<[keyof typeof UA, Host]> = [
    [
      'androidWechat',
      { app: null, appVersion: null, wechat: true, miniProgram: false, system: 'android' },
    ],
    ['iosWechat', { app: null, appVersion: null, wechat: true, miniProgram: false, system: 'ios' }],
    [
      'androidMiniProgram',
      { app: null, appVersion: null, wechat: true, miniProgram: true, system: 'android' },
    ],
    [
      'iosMiniProgram',
      { app: null, appVersion: null, wechat: true, miniProgram: true, system: 'ios' },
    ],
    [
      'shipperAndroid',
      { app: 'shipper', appVersion: '5.4.0', wechat: false, miniProgram: false, system: 'android' },
    ],
    [
      'shipperIos',
      { app: 'shipper', appVersion: '5.10.0', wechat: false, miniProgram: false, system: 'ios' },
    ],
    [
      'driverAndroid',
      { app: 'driver', appVersion: '3.8.2', wechat: false, miniProgram: false, system: 'android' },
    ],
    [
      'driverIos',
      { app: 'driver', appVersion: '3.8.2', wechat: false, miniProgram: false, system: 'ios' },
    ],
    [
      'chromeAndroid',
      { app: null, appVersion: null, wechat: false, miniProgram: false, system: 'android' },
    ],
    [
      'chromeDesktop',
      { app: null, appVersion: null, wechat: false, miniProgram: false, system: 'other' },
    ],
    [
      'safariIos',
      { app: null, appVersion: null, wechat: false, miniProgram: false, system: 'ios' },
    ],
  ];

  it.each(cases)('recognises %s', (name, expected) => {
    expect(detectHost(UA[name], noWindow)).toEqual(expected);
  });

  it('recognises the mini-program from __wxjs_environment when the agent has no token', () => {
    const ua = UA.androidMiniProgramNoToken;
    expect(detectHost(ua, noWindow).miniProgram).toBe(false);
    expect(detectHost(ua, { __wxjs_environment: 'miniprogram' })).toMatchObject({
      wechat: true,
      miniProgram: true,
    });
    expect(detectHost(ua, { __wxjs_environment: 'browser' }).miniProgram).toBe(false);
  });

  it('tells an iPad (which claims to be a Mac) from a Mac by its touch screen', () => {
    expect(detectHost(UA.safariIpad, { navigator: { maxTouchPoints: 5 } }).system).toBe('ios');
    expect(detectHost(UA.safariIpad, { navigator: { maxTouchPoints: 0 } }).system).toBe('other');
  });

  it('does not take a look-alike token for the app', () => {
    expect(detectHost(`${UA.chromeAndroid} XFYNewCustomer/5.4.0`, noWindow).app).toBeNull();
    expect(detectHost(`${UA.chromeAndroid} FYNewCustomer/`, noWindow).app).toBeNull();
  });

  it('reads the agent of this page once', () => {
    resetCurrentHost();
    expect(currentHost()).toEqual(detectHost(navigator.userAgent, window));
  });
});

describe('versions', () => {
  afterEach(() => resetCurrentHost());

  it('compares numerically, segment by segment', () => {
    expect(compareVersions('5.10.0', '5.4.0')).toBe(1);
    expect(compareVersions('5.3.9', '5.4.0')).toBe(-1);
    expect(compareVersions('5.4.0', '5.4.0')).toBe(0);
    expect(compareVersions('5.4', '5.4.0')).toBe(0);
    expect(compareVersions('6', '5.99.99')).toBe(1);
  });

  it('holds the 5.4.0 boundary: 5.3.9 below, 5.4.0 and 5.10.0 at or above', () => {
    const at = (version: string | null) => ({ appVersion: version });
    expect(meetsVersion(at('5.3.9'), '5.4.0')).toBe(false);
    expect(meetsVersion(at('5.4.0'), '5.4.0')).toBe(true);
    expect(meetsVersion(at('5.10.0'), '5.4.0')).toBe(true);
    expect(meetsVersion(at(null), '5.4.0')).toBe(false);
    expect(meetsVersion(detectHost(UA.shipperAndroidOld, noWindow), '5.4.0')).toBe(false);
    expect(meetsVersion(detectHost(UA.shipperIos, noWindow), '5.4.0')).toBe(true);
  });
});
