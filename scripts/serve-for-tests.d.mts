// Types of serve-for-tests.mjs for the TypeScript tests that start real server processes.

export interface TestServer {
  port: number;
  /** http://127.0.0.1:PORT */
  url: string;
  /** The server process's id (to read its memory). */
  pid: number;
  /** Everything the server printed so far. */
  output(): string;
  /** The exit code once the process has exited (1 for a signal), null while it runs. */
  exitCode(): number | null;
  /** The demo admin of the operator API with this start's password and TOTP secret, once printed. */
  operator(): { username: string; password: string; totpSecret: string } | null;
  /** Stops the server (SIGTERM, then SIGKILL after 10 s) and removes its data directory. */
  stop(): Promise<void>;
}

/**
 * Starts the server on a loopback port (PORT when given, else a free one) with NODE_ENV=test and
 * the given variables.
 */
export function startTestServer(extraEnv?: Record<string, string>): Promise<TestServer>;
