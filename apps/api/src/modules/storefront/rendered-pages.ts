import type { Readable } from 'node:stream';
import type { Db } from '../../db/database.js';
import { shopDate, systemClock, type Clock } from '../../lib/clock.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from '../catalogue/index.js';
import type { PageRenderer, Visitor } from './page-renderer.js';

/** A page rendered on the server: the markup of #root and the data it was rendered with. */
export interface RenderedPage {
  body: Buffer;
  state: string;
  /** Its styles: <style> elements for the head (decision 0078). */
  styles: string;
  /** The names of its page and of the lazy parts it drew (their chunks are preloaded, decision 0080). */
  modules: string[];
}

/** A page taking longer than this to render on the server is sent for the browser to render. */
const RENDER_TIMEOUT_MS = 5000;

class NotRendered extends Error {}

/**
 * Visitors' rendered pages, kept for a few seconds under their URL, whether the visitor has made
 * their cookie choice (the notice is in the page until then, decision 0070), the catalogue
 * version (decision 0039), the prices' version and the shop day (the promotions' window, decision
 * 0096: a page never shows a promotion past its last minute). A visitor's page depends on nothing else: no session, the default
 * store's prices; a catalogue change moves the version and every older page stops being asked for.
 * The home renders hundreds of KB of markup and styles: rendering it once per 15 s instead of
 * once per visit takes the render off the time to first byte of most visits. Concurrent misses
 * of one page share one render; a page that failed to render is not kept.
 */
export class RenderedPages {
  private readonly cache = new VersionedCache<RenderedPage>({
    max: 2000,
    // Below the API answer cache's 30 s: the data inside a page is never much older than an answer.
    ttlMs: 15_000,
    maxSize: 64 * 1024 * 1024,
    sizeOf: (p) => p.body.length + p.state.length + p.styles.length,
  });
  private readonly version = new CatalogueVersion();

  constructor(
    private readonly db: Db,
    private readonly renderer: PageRenderer,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The page at `url` (origin included) as `visitor` sees it, rendered now or a few seconds ago;
   * null if it cannot be.
   */
  async get(url: string, visitor: Visitor): Promise<RenderedPage | null> {
    const version = `${await this.version.withPrices(this.db)}|${shopDate(this.clock.now())}`;
    // Two variants of every page: one visitor's cookie notice never reaches another.
    const key = `${visitor.consentChoiceMade ? 'chosen' : 'ask'} ${url}`;
    try {
      return await this.cache.get(version, key, async () => {
        const page = await this.renderer.render(url, AbortSignal.timeout(RENDER_TIMEOUT_MS), visitor);
        if (!page) throw new NotRendered();
        return {
          body: await collect(page.body),
          state: page.state,
          styles: page.styles ?? '',
          modules: page.modules ?? [],
        };
      });
    } catch (error) {
      if (error instanceof NotRendered) return null;
      throw error;
    }
  }
}

async function collect(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks);
}
