import { describe, expect, it } from 'vitest';
import { appIdForPath, brandFor, platformTypeFor, resolveAppId } from './analytics-rules';
import { collectorUrl } from './collector-url';

// The router's path of the page (what the hash of the address bar holds, without its query).
const page = (route: string) => route.split('?')[0] as string;

describe('the app id rule (SPEC §6)', () => {
  it('gives the shipper app for customer-invite-customer and /customer/ pages', () => {
    expect(resolveAppId({ path: page('/customer-invite-customer/index') })).toBe('FYNewCustomer');
    expect(resolveAppId({ path: page('/customer-invite-customer/qrcode?x=1') })).toBe(
      'FYNewCustomer',
    );
    expect(resolveAppId({ path: page('/customer/download') })).toBe('FYNewCustomer');
    expect(resolveAppId({ path: page('/customer/platform-agreement/7') })).toBe('FYNewCustomer');
  });

  it('gives the driver app for driver-invite-customer, driver-invite-truck and epidemic pages', () => {
    expect(resolveAppId({ path: page('/driver-invite-customer/index') })).toBe('FYLucky');
    expect(resolveAppId({ path: page('/driver-invite-truck/hascar') })).toBe('FYLucky');
    expect(resolveAppId({ path: page('/epidemic/index') })).toBe('FYLucky');
    expect(resolveAppId({ path: page('/epidemic/policy') })).toBe('FYLucky');
  });

  it('otherwise follows the stored user type (1 shipper, 3 driver), else gives none', () => {
    expect(resolveAppId({ path: page('/sem/index'), userType: 1 })).toBe('FYNewCustomer');
    expect(resolveAppId({ path: page('/driver/download'), userType: 3 })).toBe('FYLucky');
    expect(resolveAppId({ path: page('/sem/index'), userType: null })).toBeNull();
    expect(resolveAppId({ path: page('/rewardCenter/index') })).toBeNull();
  });

  it("lets the URL win over the user's type, and the page's own app id over both", () => {
    expect(resolveAppId({ path: page('/customer/login'), userType: 3 })).toBe('FYNewCustomer');
    expect(resolveAppId({ path: page('/epidemic/index'), userType: 1 })).toBe('FYLucky');
    expect(
      resolveAppId({ path: page('/sem/driver-register'), metaAppId: 'FYLucky', userType: 1 }),
    ).toBe('FYLucky');
  });

  it('reads the route path, not the query: a channel parameter does not change the app', () => {
    expect(resolveAppId({ path: page('/sem/index?from=epidemic'), userType: 1 })).toBe(
      'FYNewCustomer',
    );
    // `driver-invite-customer` is not `customer-invite-customer`, nor a /customer/ page.
    expect(appIdForPath('/driver-invite-customer/share')).toBe('FYLucky');
    expect(appIdForPath('/customer')).toBeNull();
  });
});

describe('brand', () => {
  it('is the customer brand for shippers and the driver brand for drivers', () => {
    expect(brandFor(1, 'FYLucky')).toBe('customer');
    expect(brandFor(3, 'FYNewCustomer')).toBe('driver');
  });

  it("follows the page's app for a visitor not yet known, else there is none", () => {
    expect(brandFor(null, 'FYNewCustomer')).toBe('customer');
    expect(brandFor(undefined, 'FYLucky')).toBe('driver');
    expect(brandFor(null, null)).toBeNull();
  });
});

describe('platform type', () => {
  const browser = { app: null, wechat: false, miniProgram: false };
  it("is the page's own, else where the page runs", () => {
    expect(platformTypeFor('web', { ...browser, wechat: true })).toBe('web');
    expect(platformTypeFor(undefined, { ...browser, app: 'driver' })).toBe('app');
    expect(platformTypeFor(undefined, { ...browser, wechat: true, miniProgram: true })).toBe(
      'miniprogram',
    );
    expect(platformTypeFor(undefined, { ...browser, wechat: true })).toBe('wechat');
    expect(platformTypeFor(undefined, browser)).toBe('h5');
  });
});

describe('collector URL and project (SPEC §9)', () => {
  const at = (hostname: string, port = '') => ({
    hostname,
    origin: `https://${hostname}${port}`,
  });

  it('is the embedded collector, absolute, with the project of the host', () => {
    expect(collectorUrl(at('h5.example.com'), undefined)).toBe(
      'https://h5.example.com/collect/sa?project=production',
    );
    expect(collectorUrl(at('test.t1.example.com'), undefined)).toBe(
      'https://test.t1.example.com/collect/sa?project=default',
    );
    expect(collectorUrl(at('localhost', ':8080'), '')).toBe(
      'https://localhost:8080/collect/sa?project=default',
    );
    expect(collectorUrl(at('192.168.1.20'), undefined)).toMatch(/project=default$/);
    expect(collectorUrl(at('dev.example.com'), undefined)).toMatch(/project=default$/);
    // Only the first label counts: `testdrive` is not `test`.
    expect(collectorUrl(at('testdrive.example.com'), undefined)).toMatch(/project=production$/);
  });

  it('uses the configured collector, with the project still following the host', () => {
    expect(collectorUrl(at('h5.example.com'), 'https://sa.example.com/sa?project=x')).toBe(
      'https://sa.example.com/sa?project=production',
    );
    expect(collectorUrl(at('test.t2.example.com'), 'https://sa.example.com/sa')).toBe(
      'https://sa.example.com/sa?project=default',
    );
  });
});
