import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Per-route limits (sign-in, tokens: the routes set their own `config.rateLimit`). With a Redis URL
 * every server copy counts in Redis, so N copies still give an address one allowance; without it
 * each process counts for itself. When Redis cannot be reached the request goes on (logged): the
 * sign-in lock in the database still stops password guessing, and pages keep working.
 */
export async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  if (!redisUrl) {
    await app.register(rateLimit, { global: false });
    return;
  }
  const redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
  // One line when Redis goes away and one when it is back, not one per reconnection attempt.
  let reachable = true;
  redis.on('error', (error: Error) => {
    if (reachable) app.log.warn({ err: error.message }, 'rate-limit store (Redis) unavailable; counting paused');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) app.log.warn('rate-limit store (Redis) reachable again');
    reachable = true;
  });
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await app.register(rateLimit, { global: false, redis, nameSpace: 'vet-store-rate-limit:', skipOnError: true });
}
