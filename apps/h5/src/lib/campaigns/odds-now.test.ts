import { describe, expect, it } from 'vitest';
import { oddsNow } from './odds-now';

const tier = (
  tierId: number,
  weight: number,
  remaining: number | null,
  fallbackPosition: number | null = null,
) => ({
  tierId,
  position: tierId,
  prize: remaining === null ? ('none' as const) : ('points' as const),
  weight,
  remaining,
  fallbackPosition,
});

describe('oddsNow', () => {
  it('is the published odds while every prize has stock', () => {
    const odds = oddsNow([tier(0, 60, null), tier(1, 40, 5)]);
    expect(odds.get(0)).toBeCloseTo(0.6);
    expect(odds.get(1)).toBeCloseTo(0.4);
  });

  it('gives a gone prize nothing, its draws counted where they land: the losing tier', () => {
    const odds = oddsNow([tier(0, 1, null), tier(1, 99, 0)]);
    expect(odds.get(1)).toBe(0);
    expect(odds.get(0)).toBeCloseTo(1);
  });

  it('follows a gone prize’s fallback chain to the first tier with stock', () => {
    const odds = oddsNow([tier(0, 50, null), tier(1, 20, 3), tier(2, 20, 0, 3), tier(3, 10, 0, 1)]);
    expect(odds.get(2)).toBe(0);
    expect(odds.get(3)).toBe(0);
    expect(odds.get(1)).toBeCloseTo(0.5);
    expect(odds.get(0)).toBeCloseTo(0.5);
  });
});
