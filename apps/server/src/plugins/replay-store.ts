// Replay memory for signed requests (docs/contract.md §2): each accepted signature is remembered
// until reqTimestamp + 300 s; after that the timestamp check refuses the request by itself.
// Embedded database: one process serves all traffic, so a Map is enough and costs nothing.
// PostgreSQL: several instances share the memory through one table, where the primary key makes
// "first to see it" atomic across instances.
// Redis (REDIS_URL, ADR 018): one key per signature, set only if absent (SET NX) and expiring by
// itself, so the first instance to see a signature is the only one to get true, with no write to
// the database and no purge.

import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { RedisConnection } from '../redis/connection.ts';
import { replaySignatures } from '../db/schema/gateway.ts';
import { timestampParam, timestampPlaceholder } from '../db/timestamps.ts';

export interface ReplayStore {
  /**
   * Records `signature` until `expiresAt` (ms). True when it was not already remembered (the
   * request may go on), false when it was (a replay). Atomic: of two concurrent calls with the
   * same signature, exactly one gets true.
   */
  remember(signature: string, expiresAt: number, now: number): Promise<boolean>;
  /** Forgets what expired before `now`. */
  purgeExpired(now: number): Promise<void>;
}

export class MemoryReplayStore implements ReplayStore {
  readonly #expiries = new Map<string, number>();

  async remember(signature: string, expiresAt: number, now: number): Promise<boolean> {
    const known = this.#expiries.get(signature);
    if (known !== undefined && known > now) return false;
    this.#expiries.set(signature, expiresAt);
    return true;
  }

  async purgeExpired(now: number): Promise<void> {
    for (const [signature, expiresAt] of this.#expiries) {
      if (expiresAt <= now) this.#expiries.delete(signature);
    }
  }

  /** How many signatures are remembered (tests). */
  get size(): number {
    return this.#expiries.size;
  }
}

export class DatabaseReplayStore implements ReplayStore {
  // Built once: every signed request runs it, and building the statement cost more CPU than
  // sending it (bench:server profile).
  readonly #remember;

  constructor(private readonly db: Db) {
    // An expired row not yet purged does not count as seen; a live one makes RETURNING empty.
    this.#remember = db
      .insert(replaySignatures)
      .values({ signature: sql.placeholder('signature'), expiresAt: sql.placeholder('expiresAt') })
      .onConflictDoUpdate({
        target: replaySignatures.signature,
        set: { expiresAt: sql`excluded.expires_at` },
        setWhere: sql`${replaySignatures.expiresAt} <= ${timestampPlaceholder('now')}`,
      })
      .returning({ signature: replaySignatures.signature })
      .prepare('replay_remember');
  }

  async remember(signature: string, expiresAt: number, now: number): Promise<boolean> {
    const rows = await this.#remember.execute({
      signature,
      expiresAt: new Date(expiresAt),
      now: timestampParam(now),
    });
    return rows.length === 1;
  }

  async purgeExpired(now: number): Promise<void> {
    await this.db.delete(replaySignatures).where(lt(replaySignatures.expiresAt, new Date(now)));
  }
}

export class RedisReplayStore implements ReplayStore {
  readonly #prefix: string;
  constructor(private readonly redis: RedisConnection) {
    this.#prefix = `${redis.keyPrefix}replay:`;
  }

  async remember(signature: string, expiresAt: number, now: number): Promise<boolean> {
    // Redis's own clock ends the key; what it is told is how much longer the signature can pass
    // the timestamp check, which does not depend on whose clock is right.
    const ttl = Math.max(1, Math.ceil(expiresAt - now));
    const key = `${this.#prefix}${signature}`;
    const set = await this.redis.run((client) =>
      client.set(key, '1', { expiration: { type: 'PX', value: ttl }, condition: 'NX' }),
    );
    return set === 'OK';
  }

  async purgeExpired(): Promise<void> {
    // Keys expire by themselves.
  }
}
