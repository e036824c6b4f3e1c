import type { FlashSaleLine } from '@freight/contract/endpoints/index';
import { act, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render-app';

// The step's values live in the flow's store and are judged live once next was tapped (the form
// owner holds `tried` and the send): its errors come at the tap, follow what is typed from then,
// and next opens step 2 only when every stop and the date are there.

vi.mock('@/lib/request/endpoint', () => ({
  callEndpoint: vi.fn(async (name: string, fields: { lineId?: number }) => {
    if (name === 'me') return { user: { userId: 7, userType: 1, mobileMasked: '136****0401' } };
    if (name === 'getServerTime') return { epochMs: Date.now() };
    if (name === 'quoteFlashSale') {
      return {
        lineId: fields.lineId,
        recommendPriceFen: 180_000,
        breakdown: [{ item: 'line', count: 1, amountFen: 180_000 }],
        originalPriceFen: 260_000,
      };
    }
    throw new Error(`not asked in this test: ${name}`);
  }),
}));

const { shipmentsRoutes } = await import('../routes');
const { loadDates, startFlow, updateStop } = await import('../flow');
const { useFlashSaleStore } = await import('../store/flash-sale-store');

// The demo Shanghai → Suzhou line (apps/server/src/modules/shipments/seed.ts), leaving far ahead.
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

const MISSING_STOP = '请选择地点并填写详细地址';
const MISSING_DATE = '请选择装货日期';
const place = { regionCode: '310115', regionName: '上海市 浦东新区', address: '同汇路 1 号' };

async function mountStep1() {
  const held = { line, requestId: 'k3j4h5g6f7d8s9a0', expiresAt: '2030-12-01T00:00:00+08:00' };
  act(() => startFlow(held, 'token'));
  const view = renderApp([shipmentsRoutes], '/flashSale/publishStep1');
  await screen.findByRole('button', { name: '下一步，填写货物信息' }, { timeout: 5000 });
  return view;
}

const next = () => fireEvent.click(screen.getByRole('button', { name: '下一步，填写货物信息' }));

afterEach(() => {
  useFlashSaleStore.getState().reset();
  sessionStorage.clear();
});

describe('/flashSale/publishStep1', () => {
  it('says nothing is missing until next is tapped, then says what is, live', async () => {
    const { router } = await mountStep1();
    expect(screen.queryByText(MISSING_STOP)).toBeNull();
    expect(screen.queryByText(MISSING_DATE)).toBeNull();

    next();
    await waitFor(() => expect(screen.getAllByText(MISSING_STOP)).toHaveLength(2));
    expect(screen.getByText(MISSING_DATE)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/flashSale/publishStep1');

    // From then on the errors follow the store: a stop filled loses its error, a stop added
    // shows its own at once.
    act(() => updateStop(0, place));
    await waitFor(() => expect(screen.getAllByText(MISSING_STOP)).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: '添加经停点' }));
    await waitFor(() => expect(screen.getAllByText(MISSING_STOP)).toHaveLength(2));
    act(() => updateStop(0, { address: '' }));
    await waitFor(() => expect(screen.getAllByText(MISSING_STOP)).toHaveLength(3));
  });

  it('opens step 2 only with every stop and the date, which stay in the flow', async () => {
    const { router } = await mountStep1();
    act(() => {
      updateStop(0, place);
      updateStop(1, { ...place, regionCode: '320583', regionName: '江苏省 苏州市 昆山市' });
    });
    next();
    await screen.findByText(MISSING_DATE);
    expect(screen.queryByText(MISSING_STOP)).toBeNull();
    expect(router.state.location.pathname).toBe('/flashSale/publishStep1');

    const departure = loadDates(line.departureDate)[1];
    // Chosen as on the phone: the select's value, then its change event.
    const date = screen.getByLabelText<HTMLSelectElement>('装货日期');
    date.value = departure;
    act(() => void date.dispatchEvent(new Event('change', { bubbles: true })));
    await waitFor(() => expect(screen.queryByText(MISSING_DATE)).toBeNull());
    next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/flashSale/publishStep2'));
    const kept = useFlashSaleStore.getState();
    expect(kept.goodsLoadDate).toBe(departure);
    expect(kept.stopPoints).toHaveLength(2);
  });
});
