import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { CONSENT_COOKIE, ERROR_MESSAGES, parseConsentCookie, SSO_DONE_PATH } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { failure } from '../../http/envelope.js';
import type { Clock } from '../../lib/clock.js';
import { CataloguePages } from '../catalogue/index.js';
import { FlyersService } from '../flyers/index.js';
import { ContentPages } from '../content/index.js';
import { hasSessionCookie } from '../../http/session.js';
import { BuildFile } from './build-file.js';
import { PagePreloads } from './page-preloads.js';
import { PageRenderer } from './page-renderer.js';
import { RenderedPages } from './rendered-pages.js';
import { withHead } from './page-head.js';
import { PageDescriber } from './page-meta.js';
import { PRODUCTS_PER_SITEMAP, robotsTxt, sitemapIndex, urlSet } from './sitemap.js';

export interface StorefrontOptions {
  db: Db;
  clock: Clock;
  /** The built storefront (apps/web/dist). */
  dist: string;
  /** Its server renderer (apps/web/dist-ssr/entry-server.js); pages render in the browser without it. */
  serverEntry: string;
  /** 'https://www.spesa.it'; when unset, the origin the request was made to. */
  publicOrigin?: string;
  /** Paths that belong to the API and content services: their unknown paths answer the envelope. */
  apiPrefixes: string[];
}

/**
 * The storefront as the server sends it: the built React app with history fallback, each page's
 * <head> filled in (title, description, canonical URL, Open Graph, JSON-LD), robots.txt and the
 * sitemap, and 404 for pages that do not exist.
 */
export async function serveStorefront(app: FastifyInstance, opts: StorefrontOptions) {
  const { db, dist } = opts;
  const hasWeb = fs.existsSync(path.join(dist, 'index.html'));
  const catalogue = new CataloguePages(opts.clock);
  const flyers = new FlyersService(opts.clock, catalogue);
  const content = new ContentPages(opts.clock);
  const pages = new PageDescriber(db, catalogue, flyers, content);
  const template = new BuildFile(path.join(dist, 'index.html'));
  const preloads = new PagePreloads(new BuildFile(path.join(dist, '.vite/page-preloads.json')));
  // Visitors' rendered pages, kept a few seconds (decision 0039).
  const rendered = new RenderedPages(db, new PageRenderer(app, opts.serverEntry), opts.clock);
  const originOf = (request: FastifyRequest) =>
    (opts.publicOrigin ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');

  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: dist,
      // Looked up per request, so a rebuild's new chunks are served without a restart; a missing
      // file falls through to the not-found handler below.
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Hashed build assets never change under their name; everything else is revalidated.
      setHeaders: (res, filePath) =>
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        ),
    });
  }

  const hide = { schema: { hide: true } };
  // Search engines re-read these often; an hour keeps the database out of most of those reads.
  const seoCache = 'public, max-age=3600';
  app.get('/robots.txt', hide, (request, reply) =>
    reply
      .header('cache-control', seoCache)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', hide, async (request, reply) => {
    const origin = originOf(request);
    const files = Math.ceil((await catalogue.productCount(db)) / PRODUCTS_PER_SITEMAP);
    const locations = [`${origin}/sitemap-pages.xml`];
    for (let n = 1; n <= files; n++) locations.push(`${origin}/sitemap-products-${n}.xml`);
    return reply
      .header('cache-control', seoCache)
      .type('application/xml; charset=utf-8')
      .send(sitemapIndex(locations));
  });
  app.get('/sitemap-pages.xml', hide, async (request, reply) => {
    const origin = originOf(request);
    const [slugs, leaflets, staticPages, news, recipes] = await Promise.all([
      catalogue.categorySlugs(db),
      flyers.currentSlugs(db),
      // Content pages, news and recipes (issue 12 asks for them in the sitemap).
      ...(['page', 'post', 'recipe'] as const).map((type) => content.slugs(db, type)),
    ]);
    const urls = [
      `${origin}/`,
      `${origin}/offerte`,
      `${origin}/store-locator`,
      `${origin}/news`,
      `${origin}/ricette`,
      ...slugs.map((s) => `${origin}/category/${encodeURIComponent(s)}`),
      ...leaflets.map((s) => `${origin}/volantino/${encodeURIComponent(s)}`),
      ...staticPages!.map((s) => `${origin}/page/${encodeURIComponent(s)}`),
      ...news!.map((s) => `${origin}/news/${encodeURIComponent(s)}`),
      ...recipes!.map((s) => `${origin}/ricette/${encodeURIComponent(s)}`),
    ];
    return reply
      .header('cache-control', seoCache)
      .type('application/xml; charset=utf-8')
      .send(Readable.from(urlSet(urls)));
  });
  app.get<{ Params: { n: string } }>('/sitemap-products-:n.xml', hide, async (request, reply) => {
    const n = /^[1-9]\d{0,5}$/.test(request.params.n) ? Number(request.params.n) : 0;
    const offset = (n - 1) * PRODUCTS_PER_SITEMAP;
    if (n === 0 || offset >= (await catalogue.productCount(db))) return notFoundText(reply);
    const origin = originOf(request);
    async function* urls() {
      for await (const slug of catalogue.productSlugs(db, offset, PRODUCTS_PER_SITEMAP))
        yield `${origin}/product/${encodeURIComponent(slug)}`;
    }
    return reply
      .header('cache-control', seoCache)
      .type('application/xml; charset=utf-8')
      .send(Readable.from(urlSet(urls())));
  });

  // The storefront's pages, never cached, so a new build is picked up on the next visit.
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = originOf(request);
    const page = await pages.describe(origin, request.url);
    const index = await template.text();
    if (index === null) throw new Error(`the storefront's index.html is missing from ${dist}`);
    const html = withHead(index, page.head);
    reply.status(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    // Catalogue pages are rendered here for visitors (decision 0037); a shopper with a session
    // sees prices of their own store, which their browser asks for, as does any other page.
    const done =
      page.status === 200 && html.includes(ROOT) && request.method === 'GET' && !hasSessionCookie(request)
        ? await rendered.get(`${origin}${request.url}`, {
            consentChoiceMade: parseConsentCookie(request.cookies[CONSENT_COOKIE]) !== null,
          })
        : null;
    if (!done) return reply.send(html);
    // The page's styles after the mark index.html puts in its head for them (apps/web/src/app/emotion-cache.ts).
    // Then the chunks the page and its parts need, fetched with the page (decision 0080).
    const links = await preloads.links(done.modules, html);
    // Links first: the end of the head is then the template's own, whatever the styles hold.
    const withStyles = html
      .replace('</head>', () => `${links}</head>`)
      .replace(STYLES_AT, () => STYLES_AT + done.styles);
    const at = withStyles.indexOf(ROOT) + ROOT.length - '</div>'.length;
    // A data block, not a script: the Content-Security-Policy allows no inline script.
    const state = `<script type="application/json" id="${STATE_ID}">${done.state}</script>`;
    const page$ = Readable.from([
      withStyles.slice(0, at),
      done.body,
      `</div>${state}${withStyles.slice(at + 6)}`,
    ]);
    return reply.send(compressed(request, reply, page$));
  };
  if (hasWeb) app.get('/', hide, sendPage);

  app.setNotFoundHandler((request, reply) => {
    if (opts.apiPrefixes.some((prefix) => request.url.startsWith(prefix))) {
      return reply.status(404).send(failure('ROUTE_NOT_FOUND', ERROR_MESSAGES.ROUTE_NOT_FOUND));
    }
    // A missing build asset (an old tab asking for a chunk replaced by a new build) must fail as
    // a 404, not as the HTML page, so the storefront can reload instead of choking on HTML.
    if (
      !hasWeb ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      request.url.startsWith('/assets/')
    ) {
      return notFoundText(reply);
    }
    // The page a login popup comes back to from Google or Facebook: any policy other than
    // unsafe-none would cut it off from the shop window that opened it (decision 0017).
    if (request.url.startsWith(SSO_DONE_PATH)) reply.header('cross-origin-opener-policy', 'unsafe-none');
    return sendPage(request, reply);
  });
}

const ROOT = '<div id="root"></div>';
/** Where a rendered page's styles go; a page without the mark gets them nowhere but still works. */
const STYLES_AT = '<meta name="emotion-insertion-point" content="" />';
/** Where the browser finds the data the page was rendered with (apps/web/src/main.tsx). */
const STATE_ID = 'spesa-query-state';

/**
 * A rendered page weighs a few hundred KB of markup, styles and data: compressed on the fly
 * (Brotli at a fast level, else gzip), it crosses a phone's network in a fraction of the time.
 */
function compressed(request: FastifyRequest, reply: FastifyReply, body: Readable): Readable {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return body.pipe(zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }));
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return body.pipe(zlib.createGzip({ level: 6 }));
  }
  return body;
}

function notFoundText(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('Pagina non trovata');
}
