import rateLimit, { type CreateRateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.js';

/**
 * An area's request limits (@fastify/rate-limit): only routes that ask are limited (route config
 * `rateLimit`, or a hook from `app.rateLimit(...)`). In memory per instance, or counted in the
 * shared Redis when there is one (decision 0006); if Redis fails the limit is skipped rather than
 * waited for. `nameSpace` keeps each area's counters apart in Redis.
 */
export async function registerRouteLimits(
  app: FastifyInstance,
  redis: Redis | undefined,
  nameSpace: string,
): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace, skipOnError: true }),
  });
}

/** A per-session limit's key: the session, or the client's address when there is none. */
export const sessionOrAddress = (prefix: string) => (request: FastifyRequest) =>
  request.session ? `${prefix}:s:${request.session.id}` : `${prefix}:ip:${request.ip}`;

/** A per-address limit's key, named so it never meets another limit's keys in a shared store. */
export const address = (prefix: string) => (request: FastifyRequest) => `${prefix}:ip:${request.ip}`;

/**
 * A hook counting each request against several limits at once (per session and per address):
 * every limit counts, any one spent answers 429 with the envelope. The plugin's own route hook
 * runs only the first limit a request meets, so a second one would never count.
 */
export function limitsHook(app: FastifyInstance, limits: CreateRateLimitOptions[]): onRequestHookHandler {
  const checks = limits.map((options) => app.createRateLimit(options));
  return async (request, reply) => {
    const results = await Promise.all(checks.map((check) => check(request)));
    for (const r of results) {
      if (!r.isAllowed && r.isExceeded) {
        reply.header('retry-after', String(r.ttlInSeconds));
        throw new AppError('RATE_LIMITED');
      }
    }
  };
}
