import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// The epidemic pages' chosen province (SPEC §3). Local storage: a driver who picked a province
// for road conditions finds it chosen again on the next visit, days later.

/** The province as the epidemic pages received it (its fields are theirs to define). */
export type ProvinceInfo = Record<string, unknown>;

export interface EpidemicStore {
  provinceInfo: ProvinceInfo | null;
  setProvinceInfo(value: ProvinceInfo | null): void;
  reset(): void;
}

export const EPIDEMIC_STORAGE_KEY = 'fy-epidemic';

export const useEpidemicStore = create<EpidemicStore>()(
  persist(
    (set) => ({
      provinceInfo: null,
      setProvinceInfo: (provinceInfo) => set({ provinceInfo }),
      reset: () => set({ provinceInfo: null }),
    }),
    {
      name: EPIDEMIC_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ provinceInfo: state.provinceInfo }),
    },
  ),
);
