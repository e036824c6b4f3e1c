// Types of redis.mjs for the TypeScript tests that use it.

export interface RedisServer {
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  readonly port: number;
  readonly dir: string;
}

export function ensureRedisServer(): void;
export function startRedis(): Promise<RedisServer>;
export function stopRedis(handle: RedisServer): Promise<void>;
export function stopRedisServer(handle: RedisServer, signal?: 'SIGKILL' | 'SIGTERM'): Promise<void>;
export function restartRedisServer(handle: RedisServer): Promise<void>;
