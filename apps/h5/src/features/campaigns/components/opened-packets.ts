import { todayInChina } from '@freight/contract/china-time';
import type { DrawnOutcome } from '@freight/contract/endpoints/index';

// Which red packet showed which of today's outcomes. The outcomes are the server's (the rules'
// `me.outcomesToday`, whatever tab or phone drew them); the packet is only where this tab showed
// each, kept for the tab (session storage, by campaign, user and China day) so that a reload
// leaves each prize where it was tapped. An outcome the tab never showed (drawn elsewhere, or
// storage blocked) takes the lowest free packet.

const keyOf = (keptAs: string) => `fy-packets:${keptAs}:${todayInChina()}`;

/** The packet (1-based) an attempt's outcome was shown in. */
export interface KeptPacket {
  packet: number;
  attemptId: number;
}

export interface OpenedPacket {
  packet: number;
  outcome: DrawnOutcome;
}

/** `keptAs`: the campaign's slug and the user's id. */
export function keepPackets(keptAs: string, kept: readonly KeptPacket[]): void {
  try {
    sessionStorage.setItem(keyOf(keptAs), JSON.stringify(kept));
  } catch {
    // storage blocked or full: the packets are laid out afresh
  }
}

function stored(keptAs: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(keyOf(keptAs)) ?? 'null');
  } catch {
    return null;
  }
}

/** The packets this tab showed today's outcomes in (entries that are not one left out). */
export function keptPackets(keptAs: string): KeptPacket[] {
  const kept = stored(keptAs);
  if (!Array.isArray(kept)) return [];
  return kept.filter(
    (each: unknown): each is KeptPacket =>
      typeof each === 'object' &&
      each !== null &&
      Number.isInteger((each as KeptPacket).packet) &&
      Number.isInteger((each as KeptPacket).attemptId),
  );
}

/**
 * Today's outcomes in packets 1 to `packets`, in the order drawn: each where the tab kept it if
 * that packet is free, else in the lowest free one; those beyond the last packet are not shown.
 */
export function placeOutcomes(
  outcomes: readonly DrawnOutcome[],
  kept: readonly KeptPacket[],
  packets: number,
): OpenedPacket[] {
  const drawn = new Set(outcomes.map((outcome) => outcome.attemptId));
  const taken = new Set<number>();
  const packetOf = new Map<number, number>();
  for (const { packet, attemptId } of kept) {
    if (!drawn.has(attemptId) || packetOf.has(attemptId)) continue;
    if (packet < 1 || packet > packets || taken.has(packet)) continue;
    packetOf.set(attemptId, packet);
    taken.add(packet);
  }
  let free = 1;
  return outcomes.flatMap((outcome) => {
    let packet = packetOf.get(outcome.attemptId);
    if (packet === undefined) {
      while (taken.has(free)) free += 1;
      if (free > packets) return [];
      packet = free;
      taken.add(packet);
    }
    return [{ packet, outcome }];
  });
}
