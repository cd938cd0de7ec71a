import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { VersionedCache } from '../lib/versioned-cache.js';

/**
 * Caches whole JSON answers as UTF-8 bytes (decision 0004): a hit costs a map lookup and a socket
 * write, no query, no serialisation, no encoding. Bytes rather than strings also make the size
 * bound exact. Outside production each answer is checked against its response schema before it
 * is cached, so tests still catch contract drift.
 */
export class AnswerCache {
  private readonly cache = new VersionedCache<Buffer>({
    max: 50_000,
    ttlMs: 30_000,
    maxSize: 24 * 1024 * 1024,
    sizeOf: (b) => b.length,
  });

  constructor(private readonly checkContract: boolean) {}

  async send(
    reply: FastifyReply,
    version: string,
    key: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    const json = await this.cache.get(version, key, async () => {
      const body = await load();
      if (this.checkContract) schema.parse(body);
      return Buffer.from(JSON.stringify(body));
    });
    return reply.type('application/json; charset=utf-8').send(json);
  }
}
