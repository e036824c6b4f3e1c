import { beforeEach, describe, expect, it } from 'vitest';
import { useSeckillLineStore } from './seckill-line-store';

beforeEach(() => useSeckillLineStore.getState().reset());

describe('seckill line store', () => {
  it('keeps the origin when the destination and the truck list are set (the old defect)', () => {
    const origin = { city: '郑州' };
    const s = useSeckillLineStore.getState();
    s.setStart(origin);
    s.setEnd({ city: '广州' });
    s.setCarList([{ id: 'car-1' }, { id: 'car-2' }]);
    const state = useSeckillLineStore.getState();
    expect(state.start).toEqual(origin);
    expect(state.end).toEqual({ city: '广州' });
    expect(state.carList).toEqual([{ id: 'car-1' }, { id: 'car-2' }]);
  });

  it('writes each field on its own, in any order', () => {
    const s = useSeckillLineStore.getState();
    s.setEnd({ city: '广州' });
    expect(useSeckillLineStore.getState().start).toBeNull();
    s.setCarList([{ id: 'car-1' }]);
    expect(useSeckillLineStore.getState()).toMatchObject({ start: null, end: { city: '广州' } });
    s.reset();
    expect(useSeckillLineStore.getState()).toMatchObject({ start: null, end: null, carList: [] });
  });
});
