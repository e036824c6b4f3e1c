import { beforeEach, describe, expect, it } from 'vitest';
import { EPIDEMIC_STORAGE_KEY, useEpidemicStore } from './epidemic-store';

beforeEach(() => useEpidemicStore.getState().reset());

describe('epidemic store', () => {
  it('keeps the chosen province in local storage for the next visit', async () => {
    useEpidemicStore.getState().setProvinceInfo({ code: '410000', name: '河南省' });
    const saved = localStorage.getItem(EPIDEMIC_STORAGE_KEY) ?? '';
    expect(JSON.parse(saved).state).toEqual({ provinceInfo: { code: '410000', name: '河南省' } });
    expect(sessionStorage.length).toBe(0);

    useEpidemicStore.setState({ provinceInfo: null });
    localStorage.setItem(EPIDEMIC_STORAGE_KEY, saved);
    await useEpidemicStore.persist.rehydrate();
    expect(useEpidemicStore.getState().provinceInfo).toEqual({ code: '410000', name: '河南省' });
  });
});
