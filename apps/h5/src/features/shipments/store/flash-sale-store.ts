import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The flash-sale (seckill vehicle) publishing flow's client state (SPEC §3). It lives in session
// storage so a reload or a trip to the map page in the middle of publishStep1 → publishStep2 keeps
// what the shipper typed, and it ends with the tab. The stock-lock token stays in memory only:
// a token that reserves stock must not outlive the page that holds the reservation.

/** Shapes the flash-sale pages own; the store only keeps them. */
export type FlashSaleRecord = Record<string, unknown>;

export interface FlashSaleData {
  /** When the sale's countdown ends (server time, ms since epoch). */
  saleCountDown: number | null;
  receiptJson: FlashSaleRecord | null;
  lockStockInfo: FlashSaleRecord | null;
  /** Memory only: never written to storage. */
  token: string | null;
  recommendPrice: number | null;
  carInfo: FlashSaleRecord | null;
  /** Loading and unloading points: two empty ones to start with (SPEC §3). */
  stopPoints: FlashSaleRecord[];
  goodsLoadDate: string | null;
  goodsEditJson: FlashSaleRecord | null;
}

export interface FlashSaleStore extends FlashSaleData {
  setSaleCountDown(value: number | null): void;
  setReceiptJson(value: FlashSaleRecord | null): void;
  setLockStockInfo(value: FlashSaleRecord | null): void;
  setToken(value: string | null): void;
  setRecommendPrice(value: number | null): void;
  setCarInfo(value: FlashSaleRecord | null): void;
  setStopPoints(value: FlashSaleRecord[]): void;
  setGoodsLoadDate(value: string | null): void;
  setGoodsEditJson(value: FlashSaleRecord | null): void;
  /** Back to the start (after publishing, or when the shipper abandons the flow). */
  reset(): void;
}

export const FLASH_SALE_STORAGE_KEY = 'fy-flash-sale';

/** A fresh state each time: two new stop points, never objects shared with an earlier state. */
export function initialFlashSaleData(): FlashSaleData {
  return {
    saleCountDown: null,
    receiptJson: null,
    lockStockInfo: null,
    token: null,
    recommendPrice: null,
    carInfo: null,
    stopPoints: [{}, {}],
    goodsLoadDate: null,
    goodsEditJson: null,
  };
}

export const useFlashSaleStore = create<FlashSaleStore>()(
  persist(
    (set) => ({
      ...initialFlashSaleData(),
      setSaleCountDown: (saleCountDown) => set({ saleCountDown }),
      setReceiptJson: (receiptJson) => set({ receiptJson }),
      setLockStockInfo: (lockStockInfo) => set({ lockStockInfo }),
      setToken: (token) => set({ token }),
      setRecommendPrice: (recommendPrice) => set({ recommendPrice }),
      setCarInfo: (carInfo) => set({ carInfo }),
      setStopPoints: (stopPoints) => set({ stopPoints }),
      setGoodsLoadDate: (goodsLoadDate) => set({ goodsLoadDate }),
      setGoodsEditJson: (goodsEditJson) => set({ goodsEditJson }),
      reset: () => set(initialFlashSaleData()),
    }),
    {
      name: FLASH_SALE_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      // Listed field by field, so a field added later is not persisted by accident; no token.
      partialize: (state): Omit<FlashSaleData, 'token'> => ({
        saleCountDown: state.saleCountDown,
        receiptJson: state.receiptJson,
        lockStockInfo: state.lockStockInfo,
        recommendPrice: state.recommendPrice,
        carInfo: state.carInfo,
        stopPoints: state.stopPoints,
        goodsLoadDate: state.goodsLoadDate,
        goodsEditJson: state.goodsEditJson,
      }),
    },
  ),
);
