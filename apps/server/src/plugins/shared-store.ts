// Where the state every instance must agree on lives (docs/design.md §8): in Redis when REDIS_URL is
// set (ADR 018), else in PostgreSQL's tables, else (the embedded database: one process serves all
// traffic) in memory. One rule for the replay memory and the shared rate limits.

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import type { RedisConnection } from '../redis/connection.ts';

export interface SharedStoreMakers<T> {
  redis: (redis: RedisConnection) => T;
  postgres: (db: Db) => T;
  memory: () => T;
}

export function sharedStore<T>(app: FastifyInstance, make: SharedStoreMakers<T>): T {
  if (app.redis) return make.redis(app.redis);
  return app.database.kind === 'postgres' ? make.postgres(app.db) : make.memory();
}
