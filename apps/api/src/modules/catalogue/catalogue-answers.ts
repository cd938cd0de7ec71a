import { DEFAULT_STORE } from '@spesa/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AnswerCache } from '../../http/answer-cache.js';
import { ok } from '../../http/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

/**
 * Every catalogue GET answer, kept whole as bytes per warehouse and URL (decision 0004), under the
 * catalogue and price versions and the shop day (`CatalogueService.cacheVersion`); past its
 * lifetime answered while one rebuild runs (`AnswerCache`). The routes ask it for the bytes of a
 * request and send them.
 */
export class CatalogueAnswers {
  private readonly answers: AnswerCache;

  constructor(
    private readonly db: Db,
    private readonly service: CatalogueService,
    /** Check answers against the contract before keeping them (off in production). */
    checkContract: boolean,
  ) {
    this.answers = new AnswerCache(checkContract);
  }

  /**
   * The enveloped answer to `url` priced from `warehouseId` (the cart's, when the request has one),
   * else from the default store's warehouse; `load` builds it when it is not kept.
   */
  async bytes(
    warehouseId: number | undefined,
    url: string,
    schema: z.ZodType,
    load: (warehouseId: number) => Promise<unknown>,
  ): Promise<Buffer> {
    const wh = await this.warehouseOf(warehouseId);
    return this.answers.bytes(await this.service.cacheVersion(this.db), `${wh}|${url}`, schema, async () =>
      ok(await load(wh)),
    );
  }

  /** The warehouse that prices a request: the one given (the cart's), else the default store's. */
  async warehouseOf(warehouseId: number | undefined): Promise<number> {
    return warehouseId ?? (await this.service.warehouseOfStore(this.db, DEFAULT_STORE.storeId));
  }
}
