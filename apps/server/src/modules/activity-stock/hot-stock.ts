// Admission to a hot stock (a flash sale's first second): the database's guarantees (claim.ts)
// hold at any load, but a thousand claim transactions issued at once queue for the pool's
// connections, and that wait counts against every database call's 1.5 s deadline (ADR 010): on a
// busy machine the later taps answered 503 while stock was left. So each instance lets a few
// claims of one stock into the database at a time and queues the rest here, outside the deadline
// (bounded by its own wait), and once a claim has found the stock sold out, the taps of the next
// moment skip the claim transaction: they only look up whether this very request had won (a
// retry must still get its first answer). Per process and per database; several instances each
// gate their own share, and the database stays the judge.

import { ApiError, BUSINESS_CODES } from '../../http/envelope.ts';

/** Claim transactions of one stock in the database at once, per instance (pool: 10). */
export const CLAIMS_IN_FLIGHT = 6;
/** How long a tap may wait for its turn before it is told to try again (503, Retry-After). */
export const ADMISSION_WAIT_MS = 8_000;
/** How long "sold out" is believed without asking the database again (a top-up shows after). */
export const SOLD_OUT_MEMORY_MS = 1_000;

interface Gate {
  active: number;
  waiting: (() => void)[];
  soldOutAt: number | null;
}

/** A stock's id, or another hot key (`campaign:<id>`). */
type GateKey = number | string;

const gates = new WeakMap<object, Map<GateKey, Gate>>();

function gateOf(db: object, stockId: GateKey): Gate {
  let byStock = gates.get(db);
  if (!byStock) {
    byStock = new Map();
    gates.set(db, byStock);
  }
  let gate = byStock.get(stockId);
  if (!gate) {
    gate = { active: 0, waiting: [], soldOutAt: null };
    byStock.set(stockId, gate);
  }
  return gate;
}

/** Whether a claim of this stock found it sold out a moment ago (wall clock). */
export function recentlySoldOut(db: object, stockId: GateKey): boolean {
  const { soldOutAt } = gateOf(db, stockId);
  return soldOutAt !== null && Date.now() - soldOutAt < SOLD_OUT_MEMORY_MS;
}

export function rememberSoldOut(db: object, stockId: GateKey): void {
  gateOf(db, stockId).soldOutAt = Date.now();
}

/** Runs `work` when fewer than CLAIMS_IN_FLIGHT claims of the stock are in the database. */
export async function admitted<T>(
  db: object,
  stockId: GateKey,
  work: () => Promise<T>,
): Promise<T> {
  const gate = gateOf(db, stockId);
  if (gate.active >= CLAIMS_IN_FLIGHT) {
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        gate.waiting.splice(gate.waiting.indexOf(turn), 1);
        reject(new ApiError(BUSINESS_CODES.SERVICE_UNAVAILABLE));
      }, ADMISSION_WAIT_MS);
      gate.waiting.push(turn);
    });
  } else {
    gate.active += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes to the next in line, or is freed.
    const next = gate.waiting.shift();
    if (next) next();
    else gate.active -= 1;
  }
}
