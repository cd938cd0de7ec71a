import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { bannerSvg, productClassIconSvg, productImageSvg } from '../../db/seed/images.js';
import { VersionedCache } from '../../lib/versioned-cache.js';

/**
 * Generated SVG images of the demo catalogue (docs/architecture.md "Caching": real shops upload
 * theirs). They never change for an id, so browsers may
 * cache them for a day.
 */
const SLUG = /^[a-z0-9-]{1,80}$/;

export function imageRoutes(db: Db): FastifyPluginAsync {
  const cache = new VersionedCache<string | null>({ max: 2000, ttlMs: 10 * 60_000 });

  async function productSvg(id: number): Promise<string | null> {
    const row = await db.kysely
      .selectFrom('product as p')
      .innerJoin('category as c', 'c.category_id', 'p.category_id')
      .select(['p.product_id', 'p.name', 'c.slug'])
      .where('p.product_id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    // The leaf says what the product is (its icon); the department colour is found from it.
    return productImageSvg({ name: row.name, categorySlug: row.slug, productId: row.product_id });
  }

  return async (app) => {
    const send = (svg: string | null, reply: import('fastify').FastifyReply) =>
      svg === null
        ? reply.status(404).type('text/plain; charset=utf-8').send('Immagine non trovata')
        : reply
            .header('cache-control', 'public, max-age=86400')
            .type('image/svg+xml; charset=utf-8')
            .send(svg);

    app.get<{ Params: { file: string } }>(
      '/img/products/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const m = /^(\d{1,9})\.svg$/.exec(req.params.file);
        if (!m) return send(null, reply);
        return send(await cache.get('p', m[1], () => productSvg(Number(m[1]))), reply);
      },
    );
    app.get<{ Params: { file: string } }>(
      '/img/banners/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const slug = req.params.file.replace(/\.svg$/, '');
        return send(SLUG.test(slug) ? bannerSvg(slug) : null, reply);
      },
    );
    app.get<{ Params: { file: string } }>(
      '/img/classes/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const slug = req.params.file.replace(/\.svg$/, '');
        return send(SLUG.test(slug) ? productClassIconSvg(slug) : null, reply);
      },
    );
  };
}
