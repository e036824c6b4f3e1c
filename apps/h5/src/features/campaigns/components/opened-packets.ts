import type { CampaignOutcome } from '@freight/contract/endpoints/index';
import { isOutcome, keepToday, keptToday } from './kept-today';

// The red packets this tab opened today for a user and what each held (kept-today.ts): a reload
// shows them opened again, where they were, not closed as if they could still be opened.

export interface OpenedPacket {
  packet: number;
  outcome: CampaignOutcome;
}

/** `keptAs`: the campaign's slug and the user's id. */
export function keepOpenedPackets(keptAs: string, opened: readonly OpenedPacket[]): void {
  keepToday('packets', keptAs, opened);
}

/** Today's opened packets of the campaign in this tab (entries that are not one left out). */
export function openedPackets(keptAs: string): OpenedPacket[] {
  const stored = keptToday('packets', keptAs);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (each: unknown): each is OpenedPacket =>
      typeof each === 'object' &&
      each !== null &&
      Number.isInteger((each as OpenedPacket).packet) &&
      isOutcome((each as OpenedPacket).outcome),
  );
}
