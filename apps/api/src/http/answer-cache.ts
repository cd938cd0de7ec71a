import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { VersionedCache } from '../lib/versioned-cache.js';

/** How long an answer is sent as it is, and how much longer while its one rebuild runs. */
export const ANSWER_TTL_MS = 30_000;
export const ANSWER_STALE_MS = 30_000;

/**
 * Caches whole JSON answers as UTF-8 bytes (decision 0004): a hit costs a map lookup and a socket
 * write, no query, no serialisation, no encoding. Bytes rather than strings also make the size
 * bound exact. Outside production each answer is checked against its response schema before it
 * is cached, so tests still catch contract drift.
 *
 * An answer past its 30 s is still sent for up to 30 s more while one rebuild of it runs
 * (stale-while-revalidate, one per key): a search is not rebuilt on the request's path, nor by
 * every request arriving together. Only under the same versions and day: a catalogue or price
 * change, or a new day, is a new key, built before it is answered.
 */
export class AnswerCache {
  private readonly cache: VersionedCache<Buffer>;

  constructor(
    private readonly checkContract: boolean,
    /** The time in ms (tests give their own). */
    now: () => number = Date.now,
  ) {
    this.cache = new VersionedCache<Buffer>({
      max: 50_000,
      ttlMs: ANSWER_TTL_MS,
      staleMs: ANSWER_STALE_MS,
      maxSize: 24 * 1024 * 1024,
      sizeOf: (b) => b.length,
      now,
    });
  }

  /** The answer's bytes under `version` and `key`, built by `load` when not kept (or stale). */
  bytes(version: string, key: string, schema: z.ZodType, load: () => Promise<unknown>): Promise<Buffer> {
    return this.cache.get(version, key, async () => {
      const body = await load();
      if (this.checkContract) schema.parse(body);
      return Buffer.from(JSON.stringify(body));
    });
  }

  async send(
    reply: FastifyReply,
    version: string,
    key: string,
    schema: z.ZodType,
    load: () => Promise<unknown>,
  ): Promise<FastifyReply> {
    return sendJson(reply, await this.bytes(version, key, schema, load));
  }
}

/** Sends JSON bytes as they are. */
export function sendJson(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
