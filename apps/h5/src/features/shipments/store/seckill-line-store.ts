import { create } from 'zustand';

// The seckill (flash-sale) line the shipper is choosing (SPEC §3): where from, where to, and the
// trucks offered on it. The spec names no storage for it, so it is memory only: the list is
// fetched again for a new visit anyway.
//
// The old product's setters for `end` and `carList` wrote into `start` (SPEC §3, known defect),
// so choosing a destination replaced the origin. Here each setter writes its own field, and a
// test holds that.

/** A city or place of the line, as the seckill pages received it. */
export type LinePlace = Record<string, unknown>;
export type LineCar = Record<string, unknown>;

export interface SeckillLineStore {
  start: LinePlace | null;
  end: LinePlace | null;
  carList: LineCar[];
  setStart(value: LinePlace | null): void;
  setEnd(value: LinePlace | null): void;
  setCarList(value: LineCar[]): void;
  reset(): void;
}

export const useSeckillLineStore = create<SeckillLineStore>()((set) => ({
  start: null,
  end: null,
  carList: [],
  setStart: (start) => set({ start }),
  setEnd: (end) => set({ end }),
  setCarList: (carList) => set({ carList }),
  reset: () => set({ start: null, end: null, carList: [] }),
}));
