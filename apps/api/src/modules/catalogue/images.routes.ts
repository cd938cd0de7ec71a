import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { bannerSvg, productClassIconSvg } from '../../db/seed/images.js';
import { ProductPictures } from './product-pictures.js';

/**
 * Generated SVG images of the demo catalogue (docs/architecture.md "Caching": real shops upload
 * theirs). A product's is drawn again when its name or category changes (`ProductPictures`);
 * browsers may keep them for a day.
 */
const SLUG = /^[a-z0-9-]{1,80}$/;

export function imageRoutes(db: Db): FastifyPluginAsync {
  const pictures = new ProductPictures();

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
        return send(await pictures.svg(db, Number(m[1])), reply);
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
