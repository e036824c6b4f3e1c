// Connects to Redis when REDIS_URL is set (docs/decisions/018-redis-for-hot-state.md) and closes
// the connection when the app closes. Decorates the app with `redis`: the connection, or
// undefined when none is configured (the hot state then lives in memory or PostgreSQL).

import fp from 'fastify-plugin';
import { openRedisConnection, type RedisConnection } from '../redis/connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisConnection | undefined;
  }
}

export interface RedisPluginOptions {
  url: string | undefined;
  keyPrefix: string;
}

export default fp<RedisPluginOptions>(
  async (app, { url, keyPrefix }) => {
    if (!url) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = await openRedisConnection(url, keyPrefix, app.log);
    app.log.info({ ready: redis.isReady, keyPrefix }, 'redis connection opened');
    app.decorate('redis', redis);
    app.addHook('onClose', () => redis.close());
  },
  { name: 'redis' },
);
