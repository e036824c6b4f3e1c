// Field Web Vitals are batched in memory and sent once, when the page is hidden or unloaded (the
// last moment a phone reliably runs our code), with `navigator.sendBeacon`: it survives the page
// closing, never blocks it, and needs no answer. Not through the request client: beacons cannot
// be signed or carry headers, and the collector is the server's unsigned endpoint by design.

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';

/** One measurement as the server's /collect/vitals takes it. */
export interface VitalReport {
  name: VitalName;
  value: number;
  id: string;
  route: string;
  rating?: 'good' | 'needs-improvement' | 'poor';
  navigationType?: string;
}

/** The server takes at most this many per request. */
export const MAX_BATCH = 30;
export const VITALS_ENDPOINT = '/collect/vitals';

export type Beacon = (url: string, body: string) => boolean;

export class VitalsBatch {
  // By metric id: CLS and INP may be reported again with a larger value before the flush.
  #pending = new Map<string, VitalReport>();

  constructor(private readonly beacon: Beacon) {}

  get size(): number {
    return this.#pending.size;
  }

  add(report: VitalReport): void {
    this.#pending.set(report.id, report);
    if (this.#pending.size >= MAX_BATCH) this.flush();
  }

  /** Sends what is pending (if anything); what the browser refused to queue is kept for next time. */
  flush(): void {
    if (this.#pending.size === 0) return;
    const reports = [...this.#pending.values()].slice(0, MAX_BATCH);
    const sent = this.beacon(VITALS_ENDPOINT, JSON.stringify({ metrics: reports }));
    if (sent) for (const report of reports) this.#pending.delete(report.id);
  }
}

/** `navigator.sendBeacon` with a string: text/plain, which needs no CORS preflight. */
export function sendBeacon(url: string, body: string): boolean {
  try {
    return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body);
  } catch {
    return false;
  }
}
