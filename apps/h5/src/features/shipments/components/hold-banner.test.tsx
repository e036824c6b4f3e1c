import type { FlashSaleLine, MyFlashSaleGrab } from '@freight/contract/endpoints/index';
import { screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { defineRoutes } from '@/lib/routing/route-table';
import { renderApp } from '@/test/render-app';

let grabsLeft: number | null = 0;
vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string) => {
    if (name === 'me') return { user: { userId: 7, userType: 1, mobileMasked: '136****0401' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'listMyFlashSaleGrabs') {
      const grab: MyFlashSaleGrab = { line, hold: null, grabsLeft };
      return { grabs: [grab] };
    }
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const { HoldBanner } = await import('./hold-banner');
const { flashSaleCatalogue, shipmentsCatalogue } = await import('../i18n/catalogue');

// The demo Shanghai → Suzhou line (apps/server/src/modules/shipments/seed.ts): one grab a shipper.
const line: FlashSaleLine = {
  lineId: 3,
  title: '上海 → 苏州 9.6 米高栏特价车',
  origin: { regionCode: '310100', name: '上海市' },
  destination: { regionCode: '320500', name: '苏州市' },
  vehicleType: 'high_rail',
  vehicleLengthM: 9.6,
  maxLoadKg: 18_000,
  departureDate: '2030-11-30',
  priceFen: 180_000,
  originalPriceFen: 260_000,
  total: 5,
  remaining: 5,
  startsAt: '2026-11-25T00:00:00+08:00',
  endsAt: '2030-12-01T00:00:00+08:00',
  lockSeconds: 600,
  state: 'running',
};

function mountLapsed() {
  const held = {
    line,
    requestId: 'k3j4h5g6f7d8s9a0',
    expiresAt: new Date(Date.now() - 1000).toISOString(),
  };
  const tables = [
    defineRoutes('test', shipmentsCatalogue, [
      {
        path: '/held',
        meta: { title: 'title.flashSale.publishStep1' },
        catalogue: flashSaleCatalogue,
        page: async () => ({ default: () => <HoldBanner held={held} /> }),
      },
    ]),
  ];
  return renderApp(tables, '/held');
}

describe('HoldBanner after the hold lapsed', () => {
  it('says the line’s grab is used up instead of offering another (a lapsed grab counts)', async () => {
    grabsLeft = 0;
    mountLapsed();
    expect(
      await screen.findByText('保留时间已过，车辆已退回。您在这条线路的抢车次数已用完，不能再抢。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '看看其他特价车' })).toBeTruthy();
    expect(screen.queryByText(/重新抢车/)).toBeNull();
  });

  it('says how many grabs are left when the line allows more', async () => {
    grabsLeft = 2;
    mountLapsed();
    expect(
      await screen.findByText('保留时间已过，车辆已退回。您在这条线路还可以抢 2 次。'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回重新抢车' })).toBeTruthy();
  });
});
