// Types of latency-proxy.mjs for the TypeScript tests that use it.

export interface LatencyProxy {
  readonly port: number;
  readonly latency: number;
  setLatency(ms: number): void;
  readonly connections: number;
  close(): Promise<void>;
}

export function startLatencyProxy(options: {
  targetPort: number;
  targetHost?: string;
  port?: number;
}): Promise<LatencyProxy>;
