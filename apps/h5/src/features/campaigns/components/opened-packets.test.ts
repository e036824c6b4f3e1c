import type { DrawnOutcome } from '@freight/contract/endpoints/index';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPackets, keptPackets, placeOutcomes } from './opened-packets';

const outcome = (attemptId: number, name = `prize ${attemptId}`, won = true) =>
  ({ attemptId, won, tier: { name } }) as DrawnOutcome;

describe('the red packets opened today', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps which packet showed which attempt, for its campaign and user only', () => {
    const kept = [
      { packet: 2, attemptId: 11 },
      { packet: 5, attemptId: 12 },
    ];
    keepPackets('rain:7', kept);
    expect(keptPackets('rain:7')).toEqual(kept);
    expect(keptPackets('rain:8')).toEqual([]);
    expect(keptPackets('other:7')).toEqual([]);
  });

  it('leaves out what is not a kept packet, and a stored entry that is not JSON', () => {
    keepPackets('rain:7', [
      { packet: 1, attemptId: 11 },
      { packet: 'x', attemptId: 12 },
      // What an older build kept: the outcome itself.
      { packet: 3, outcome: outcome(13) },
      null,
    ] as never);
    expect(keptPackets('rain:7')).toEqual([{ packet: 1, attemptId: 11 }]);
    sessionStorage.setItem(Object.keys(sessionStorage)[0] ?? '', '{not json');
    expect(keptPackets('rain:7')).toEqual([]);
  });

  it('shows each of the server’s outcomes where this tab opened it, the others in the lowest free packets', () => {
    const outcomes = [outcome(11), outcome(12, '谢谢参与', false), outcome(13), outcome(14)];
    const placed = placeOutcomes(
      outcomes,
      [
        { packet: 2, attemptId: 12 },
        { packet: 4, attemptId: 14 },
        // Yesterday's, or another user's: not among today's outcomes, its packet stays free.
        { packet: 1, attemptId: 99 },
      ],
      9,
    );
    expect(placed.map(({ packet, outcome }) => [packet, outcome.attemptId])).toEqual([
      [1, 11],
      [2, 12],
      [3, 13],
      [4, 14],
    ]);
    expect(placed[1]?.outcome.tier.name).toBe('谢谢参与');
  });

  it('never puts two outcomes in one packet, nor one beyond the last', () => {
    const placed = placeOutcomes(
      [outcome(11), outcome(12), outcome(13)],
      [
        { packet: 2, attemptId: 11 },
        { packet: 2, attemptId: 12 },
        { packet: 0, attemptId: 13 },
      ],
      2,
    );
    expect(placed.map(({ packet, outcome }) => [packet, outcome.attemptId])).toEqual([
      [2, 11],
      [1, 12],
    ]);
  });
});
