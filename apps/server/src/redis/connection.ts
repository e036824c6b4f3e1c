// The connection to Redis, for the hot state every instance shares (docs/design.md §8,
// docs/decisions/018-redis-for-hot-state.md): replay memory and the shared rate limits. One client
// per instance (Redis answers one command at a time anyway; a pool would only add sockets).
// It is built to fail fast: a command sent through `run` gets COMMAND_TIMEOUT_MS (and the turn of
// the event loop that reads what had arrived by then, deadline.ts), nothing waits in an offline
// queue while the connection is down, and the client reconnects by itself with a short, capped
// backoff, so that requests needing Redis answer 503 at once during an outage and succeed again
// as soon as Redis is back, without a restart.

import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  ErrorReply,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
} from '@redis/client';
import type { FastifyBaseLogger } from 'fastify';
import { settleWithin } from '../deadline.ts';
import { redisErrors } from '../metrics.ts';

/** One command's deadline: within the database's (1.5 s, ADR 010), so a request fails as fast. */
export const COMMAND_TIMEOUT_MS = 1000;
/** How long opening the socket may take before it counts as a failed attempt. */
export const CONNECT_TIMEOUT_MS = 1000;
/**
 * Waits between reconnection attempts: 50, 100, 200, 400, then 500 ms for as long as it takes,
 * plus up to 50 ms at random so that many instances do not knock at once.
 */
export function reconnectDelay(retries: number): number {
  return Math.min(50 * 2 ** retries, 500) + Math.floor(Math.random() * 50);
}
/** How long a starting server waits for its first connection before serving without it. */
const STARTUP_WAIT_MS = 3000;

function createRedisClient(url: string) {
  return createClient({
    url,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => reconnectDelay(retries),
    },
    disableOfflineQueue: true,
  });
}

export type RedisClient = ReturnType<typeof createRedisClient>;

export interface RedisConnection {
  readonly client: RedisClient;
  /** Put before every key (config.redisKeyPrefix), e.g. `fy:`. */
  readonly keyPrefix: string;
  /** True when a command can be sent now (connected and ready). */
  readonly isReady: boolean;
  /**
   * Sends what `send` sends on the client, within `ms` (COMMAND_TIMEOUT_MS by default): past it,
   * what is still queued is taken back and the call rejects with the client's TimeoutError, which
   * `isRedisUnavailable` recognises. Every command goes through here.
   */
  run<T>(send: (client: RedisClient) => Promise<T>, ms?: number): Promise<T>;
  /** Resolves when Redis answers PING within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * Counts a failed command (metrics.ts): past its deadline, refused while Redis is down or not
 * ready, or any other. NOSCRIPT is not a failure: a script's digest not cached yet (the first call,
 * or after a restart), which the caller answers by sending the script.
 */
function countFailure(error: unknown): void {
  if (error instanceof ErrorReply && error.message.startsWith('NOSCRIPT')) return;
  redisErrors.inc({
    kind:
      error instanceof TimeoutError
        ? 'timeout'
        : isRedisUnavailable(error)
          ? 'unavailable'
          : 'command',
  });
}

/**
 * Connects to `url`. Waits for the first connection at most STARTUP_WAIT_MS: a Redis that is down
 * when the server starts does not stop it from starting (pages, unsigned routes and /healthz work;
 * what needs Redis answers 503 until it is reachable).
 */
export async function openRedisConnection(
  url: string,
  keyPrefix: string,
  log: FastifyBaseLogger,
): Promise<RedisConnection> {
  const client = createRedisClient(url);

  // One line when the connection is lost and one when it is back, not one per failed attempt.
  let down = false;
  client.on('error', (error: unknown) => {
    redisErrors.inc({ kind: 'connection' });
    if (down) return;
    down = true;
    log.error({ err: error }, 'redis unavailable; reconnecting');
  });
  client.on('ready', () => {
    if (down) log.warn('redis reachable again');
    down = false;
  });

  const first = client.connect().then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const connected = await Promise.race([
    first,
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), STARTUP_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  if (!connected) log.error('redis not reachable at start; serving without it until it is');

  function run<T>(send: (bounded: RedisClient) => Promise<T>, ms = COMMAND_TIMEOUT_MS): Promise<T> {
    // The client's own abort (and timeout) only takes back a command not yet written; one written
    // would wait for its answer for as long as Redis is stuck. So the deadline rejects the call
    // itself, and the abort takes back what had not gone out.
    const controller = new AbortController();
    const command = send(client.withCommandOptions({ abortSignal: controller.signal }));
    const answer = settleWithin(
      command,
      ms,
      () => new TimeoutError(`redis did not answer within ${ms} ms`),
      () => controller.abort(),
    );
    answer.then(undefined, countFailure);
    return answer;
  }

  return {
    client,
    keyPrefix,
    get isReady() {
      return client.isReady;
    },
    run,
    async ping(timeoutMs = COMMAND_TIMEOUT_MS) {
      await run((bounded) => bounded.ping(), timeoutMs);
    },
    async close() {
      // Pending commands are rejected rather than waited for: the server is stopping.
      if (client.isOpen) client.destroy();
      await first;
    },
  };
}

// Errors that say "Redis cannot be reached or did not answer in time", as opposed to a bug (a
// wrong command, a script error): the connection's own, and replies of a Redis not ready to serve.
const UNAVAILABLE_ERRORS = [
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  SocketTimeoutError,
  TimeoutError,
];
const UNAVAILABLE_REPLIES = /^(LOADING|BUSY|MASTERDOWN|TRYAGAIN|CLUSTERDOWN)\b/;

/** True when the error (or anything in its `cause` chain) says Redis is unreachable or too slow. */
export function isRedisUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (typeof current === 'object' && current !== null && !seen.has(current)) {
    seen.add(current);
    if (UNAVAILABLE_ERRORS.some((kind) => current instanceof kind)) return true;
    if (current instanceof ErrorReply && UNAVAILABLE_REPLIES.test(current.message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
