// How much one helper cuts (ADR 030): random within the operator's bounds, with the upper bound
// halving as what is left shrinks, so the first cuts feel big and the last ones small, and never
// past the target. What is left at or below the smallest cut goes in one last cut, so a cut always
// finishes. The random source is the one draws use (cryptographic; a test seeds it).

import type { RandomInt } from '../campaigns/public.ts';

export interface CutBounds {
  minCutFen: number;
  maxCutFen: number;
}

/** The next cut, in fen, of a cut with `leftFen` still to go (> 0). */
export function nextCutFen(leftFen: number, bounds: CutBounds, random: RandomInt): number {
  const { minCutFen, maxCutFen } = bounds;
  if (leftFen <= minCutFen) return leftFen;
  const upper = Math.max(minCutFen, Math.min(maxCutFen, Math.floor(leftFen / 2)));
  return Math.min(leftFen, minCutFen + random(upper - minCutFen + 1));
}
