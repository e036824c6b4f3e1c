// Types of pg15.mjs for the TypeScript tests that use it.

export interface Pg15 {
  /** postgres://postgres@127.0.0.1:PORT/postgres */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
  readonly dataDir: string;
}

export function startPg15(options?: { durable?: boolean }): Promise<Pg15>;
export function stopPg15(handle: Pg15): Promise<void>;
export function stopPg15Server(handle: Pg15, mode?: 'smart' | 'fast' | 'immediate'): Promise<void>;
export function restartPg15Server(handle: Pg15): Promise<void>;
