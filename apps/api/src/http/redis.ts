import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import type { Redis as RedisClient, RedisOptions } from 'ioredis';

/**
 * The shared Redis of a scaled-out shop (docs/architecture.md "Scale-out"): per-IP rate limits count across instances
 * when REDIS_URL is set. Loaded only then, so a single instance needs no Redis at all.
 */
export function connectRedis(app: FastifyInstance, url: string | undefined): RedisClient | undefined {
  if (!url) return undefined;
  const { Redis } = createRequire(import.meta.url)('ioredis') as typeof import('ioredis');
  // Fail fast: a limit that cannot be counted is skipped (skipOnError), not waited for.
  const options: RedisOptions = { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false };
  const redis = new Redis(url, options);
  redis.on('error', (err) => app.log.warn({ err }, 'redis unavailable: rate limits counted per instance'));
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
