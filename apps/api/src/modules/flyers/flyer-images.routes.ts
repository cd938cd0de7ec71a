import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Db } from '../../db/database.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CategoryTree, loadProductStatics, promotionsInForce } from '../catalogue/index.js';
import * as repo from './flyers.repository.js';
import { leafletCoverSvg, leafletPageSvg, type DrawnProduct } from './flyer-svg.js';

/**
 * /img/leaflets/<id>/cover.svg and /img/leaflets/<id>/page-<n>.svg: the demo flyers' pictures,
 * drawn from the flyer's rows (decision 0050). The promotion badges follow the day, so the cache
 * is keyed by the shop date and browsers keep a picture for an hour only.
 */
export function flyerImageRoutes(db: Db, clock: Clock): FastifyPluginAsync {
  const cache = new VersionedCache<string | null>({ max: 200, ttlMs: 10 * 60_000 });

  const categories = new CategoryTree();

  /**
   * A page's products: name, vendor and leaf category from the catalogue (its face, not its
   * tables), with the header of the promotion each has in the flyer's warehouse (or chain) today.
   * A hotspot whose product the catalogue no longer has is not drawn.
   */
  async function drawn(
    l: { leaflet_id: number; warehouse_id: number | null },
    page: number,
    today: string,
  ): Promise<DrawnProduct[]> {
    const spots = await repo.pageHotspots(db, l.leaflet_id, page);
    const ids = spots.map((s) => s.product_id);
    const products = await loadProductStatics(db, ids);
    const slugs = new Map((await categories.of(db)).map((c) => [c.category_id, c.slug]));
    const promos = await promotionsInForce(db, ids, l.warehouse_id, today);
    return spots.flatMap((s) => {
      const p = products.get(s.product_id)?.row;
      const slug = p && slugs.get(p.category_id);
      if (!p || slug === undefined) return [];
      const promo = promos.get(s.product_id);
      return [
        {
          ...s,
          name: p.name,
          vendor: p.vendor_name,
          category_slug: slug,
          promo_header: promo?.header ?? null,
        },
      ];
    });
  }

  async function draw(leafletId: number, page: number | 'cover', today: string): Promise<string | null> {
    const l = await repo.leafletBy(db, { id: leafletId });
    if (!l) return null;
    const pageCount = Number(l.page_count ?? 0);
    if (page === 'cover') return leafletCoverSvg(l, await drawn(l, 1, today));
    if (page > pageCount) return null;
    return leafletPageSvg(l, page, pageCount, await drawn(l, page, today));
  }

  const send = (svg: string | null, reply: FastifyReply) =>
    svg === null
      ? reply.status(404).type('text/plain; charset=utf-8').send('Immagine non trovata')
      : reply.header('cache-control', 'public, max-age=3600').type('image/svg+xml; charset=utf-8').send(svg);

  return async (app) => {
    app.get<{ Params: { id: string; file: string } }>(
      '/img/leaflets/:id/:file',
      { schema: { hide: true } },
      async (req, reply) => {
        const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : null;
        const m = /^(cover|page-(\d{1,3}))\.svg$/.exec(req.params.file);
        if (id === null || !m) return send(null, reply);
        const page = m[1] === 'cover' ? 'cover' : Number(m[2]);
        if (page === 0) return send(null, reply);
        const today = shopDate(clock.now());
        return send(await cache.get(today, `${id}/${page}`, () => draw(id, page, today)), reply);
      },
    );
  };
}
