import { beforeEach, describe, expect, it } from 'vitest';
import { FLASH_SALE_STORAGE_KEY, useFlashSaleStore } from './flash-sale-store';

function persisted(): Record<string, unknown> {
  const raw = sessionStorage.getItem(FLASH_SALE_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : {};
}

beforeEach(() => {
  useFlashSaleStore.getState().reset();
  sessionStorage.clear();
});

describe('flash sale store', () => {
  it('starts with two empty stop points and nothing else', () => {
    const state = useFlashSaleStore.getState();
    expect(state.stopPoints).toEqual([{}, {}]);
    expect(state.token).toBeNull();
    expect(state.receiptJson).toBeNull();
  });

  it('has a setter per field, each writing only its own field', () => {
    const s = useFlashSaleStore.getState();
    s.setSaleCountDown(1_790_000_000_000);
    s.setReceiptJson({ name: 'Li' });
    s.setLockStockInfo({ lockId: 'L1' });
    s.setToken('lock-token');
    s.setRecommendPrice(3200);
    s.setCarInfo({ plate: '京A12345' });
    s.setStopPoints([{ city: 'A' }, { city: 'B' }, { city: 'C' }]);
    s.setGoodsLoadDate('2026-11-22');
    s.setGoodsEditJson({ weight: 12 });
    expect(useFlashSaleStore.getState()).toMatchObject({
      saleCountDown: 1_790_000_000_000,
      receiptJson: { name: 'Li' },
      lockStockInfo: { lockId: 'L1' },
      token: 'lock-token',
      recommendPrice: 3200,
      carInfo: { plate: '京A12345' },
      stopPoints: [{ city: 'A' }, { city: 'B' }, { city: 'C' }],
      goodsLoadDate: '2026-11-22',
      goodsEditJson: { weight: 12 },
    });
  });

  it('keeps everything but the token in session storage', () => {
    const s = useFlashSaleStore.getState();
    s.setToken('lock-token');
    s.setCarInfo({ plate: '京A12345' });
    expect(persisted()).toMatchObject({ carInfo: { plate: '京A12345' }, stopPoints: [{}, {}] });
    expect(persisted()).not.toHaveProperty('token');
    expect(sessionStorage.getItem(FLASH_SALE_STORAGE_KEY)).not.toContain('lock-token');
    expect(localStorage.length).toBe(0);
  });

  it('comes back from session storage after a reload', async () => {
    useFlashSaleStore.getState().setGoodsLoadDate('2026-11-23');
    const saved = sessionStorage.getItem(FLASH_SALE_STORAGE_KEY) ?? '';
    useFlashSaleStore.setState({ goodsLoadDate: null, token: 'lock-token' });
    sessionStorage.setItem(FLASH_SALE_STORAGE_KEY, saved);
    await useFlashSaleStore.persist.rehydrate();
    expect(useFlashSaleStore.getState().goodsLoadDate).toBe('2026-11-23');
  });

  it('resets to fresh stop points, not the objects of an earlier flow', () => {
    const s = useFlashSaleStore.getState();
    const first = s.stopPoints[0] as Record<string, unknown>;
    first.city = 'mutated';
    s.setRecommendPrice(10);
    s.reset();
    const after = useFlashSaleStore.getState();
    expect(after.stopPoints).toEqual([{}, {}]);
    expect(after.recommendPrice).toBeNull();
  });
});
