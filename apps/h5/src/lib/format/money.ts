// Money as pages show it: the server counts fen, people read yuan, grouped by thousands as both
// zh-CN and en-US write amounts (¥12,450). Every amount on a page goes through one of these two.
import { groupDigits } from './number';

/** Fen as yuan with the decimals it needs, grouped by thousands (1000 → 10, 188 → 1.88, 260000 → 2,600). */
export function yuan(fen: number): string {
  return groupDigits(Number((fen / 100).toFixed(2)));
}

/** Fen as yuan with both decimals always, for balances and ledger amounts that line up (1000 → 10.00, 180000 → 1,800.00). */
export function yuanFixed(fen: number): string {
  return groupDigits((fen / 100).toFixed(2));
}
