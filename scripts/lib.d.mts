// Types of lib.mjs for the TypeScript tests that use it.

/** The repository's root directory. */
export const root: string;
/** Runs a command; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options?: { buffered?: boolean } & Record<string, unknown>,
): Promise<number>;
/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number>;
/** Installs Debian packages with apt (through sudo when not root); throws when apt fails. */
export function aptInstall(packages: string[]): void;
/** Debian's Chromium and the CJK fonts, installed with apt when missing. */
export function ensureChromium(): void;
/** `systemd-analyze`, installed with apt (Debian's systemd) when missing. */
export function ensureSystemdAnalyze(): void;
/** Polls a URL until it answers 200 or the time is up. */
export function waitForOk(url: string, timeoutMs?: number): Promise<void>;
