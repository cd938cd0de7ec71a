// Which storefront page a URL is and what its <head> says: the catalogue pages get their title,
// description, canonical URL and structured data from the catalogue; unknown paths, products and
// categories answer 404 with the 'Pagina non trovata' page.
import { DEFAULT_STORE, isStorefrontPath, type Category } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { type CataloguePages } from '../catalogue/index.js';
import type { FlyersService } from '../flyers/index.js';
import type { ContentPages } from '../content/index.js';
import type { PageHead } from './page-head.js';
import { breadcrumbJsonLd, productJsonLd, stripTags, type Crumb } from './structured-data.js';

export interface PageMeta {
  status: 200 | 404;
  head: PageHead;
}

const SITE_TITLE = 'Spesa - La spesa online';
const SITE_DESCRIPTION = 'Spesa: la spesa online con consegna a domicilio o ritiro in negozio.';
const NOT_FOUND_TITLE = 'Pagina non trovata | Spesa';
/** Posts a page of /news and /ricette lists (the storefront's CONTENT_INDEX_PER_PAGE). */
export const CONTENT_INDEX_PER_PAGE = 12;
const CONTENT_SECTIONS = {
  news: {
    type: 'post',
    name: 'Notizie',
    description: 'Le novità dai negozi Spesa: iniziative, eventi e prodotti di stagione.',
  },
  ricette: {
    type: 'recipe',
    name: 'Ricette',
    description: 'Le ricette di Spesa: idee per la tavola di ogni giorno, con gli ingredienti del negozio.',
  },
} as const;
/** The block-built page that is the home (seeded as category 'home'). */
const HOME_SLUG = 'home';
/** Pages about one visitor: nothing there for a search engine. */
const PRIVATE = /^\/(profile|cart|checkout|login|registration-|reset-password|social-login|staff)/;

const titled = (title: string) => (title.includes('Spesa') ? title : `${title} | Spesa`);
const shorten = (text: string, max = 300) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

function base(canonical: string | null): PageHead {
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical,
    image: null,
    ogType: 'website',
    noindex: false,
    jsonLd: [],
  };
}

const notFound = (): PageMeta => ({
  status: 404,
  head: { ...base(null), title: NOT_FOUND_TITLE, noindex: true },
});

export class PageDescriber {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CataloguePages,
    private readonly flyers?: Pick<FlyersService, 'headOf'>,
    private readonly content?: ContentPages,
  ) {}

  private warehouse() {
    return this.catalogue.warehouseOfStore(this.db, DEFAULT_STORE.storeId);
  }

  /** `origin` is the shop's public origin ('https://www.spesa.it'); `url` the request path and query. */
  async describe(origin: string, url: string): Promise<PageMeta> {
    const { pathname, searchParams } = new URL(url, 'http://x');
    let path: string;
    try {
      path = decodeURIComponent(pathname);
    } catch {
      return notFound();
    }
    if (!isStorefrontPath(path)) return notFound();
    const abs = (p: string) => `${origin}${p}`;

    if (path === '/') return this.categoryPage(HOME_SLUG, abs('/'), abs);
    const category = /^\/category\/(.+)$/.exec(path);
    if (category) {
      const slug = category[1]!.split('/').filter(Boolean).pop() ?? '';
      return slug ? this.categoryPage(slug, abs(`/category/${encodeURIComponent(slug)}`), abs) : notFound();
    }
    const product = /^\/product\/([^/]+)\/?$/.exec(path);
    if (product) return this.productPage(product[1]!, abs);
    if (/^\/search\/?$/.test(path)) {
      const q = searchParams.get('q')?.trim() ?? '';
      const head = base(abs(q ? `/search?q=${encodeURIComponent(q)}` : '/search'));
      head.title = q ? titled(`Risultati per "${q}"`) : titled('Ricerca');
      head.description = q ? `Prodotti per "${q}" su Spesa: ${SITE_DESCRIPTION}` : SITE_DESCRIPTION;
      return { status: 200, head };
    }
    const index = /^\/(news|ricette)\/?$/.exec(path);
    if (index && this.content) return this.contentIndex(index[1] as 'news' | 'ricette', searchParams, abs);
    const content = /^\/(page|news|ricette)\/([^/]+)\/?$/.exec(path);
    if (content && this.content) return this.contentPage(content[1]!, content[2]!, abs);
    if (/^\/offerte\/?$/.test(path)) {
      const head = base(abs('/offerte'));
      head.title = titled('Offerte');
      head.description =
        'Le offerte della settimana su Spesa: prodotti scontati con consegna a domicilio o ritiro in negozio.';
      return { status: 200, head };
    }
    const flyer = /^\/volantino\/([^/]+)\/?$/.exec(path);
    if (flyer && this.flyers) return this.flyerPage(flyer[1]!, abs);
    const head = base(abs(pathname));
    head.noindex = PRIVATE.test(path);
    return { status: 200, head };
  }

  /** A flyer under its slug; the store and the dates are the page's business, not the head's. */
  private async flyerPage(param: string, abs: (p: string) => string): Promise<PageMeta> {
    const flyer = await this.flyers!.headOf(this.db, param);
    if (!flyer) return notFound();
    const head = base(abs(`/volantino/${encodeURIComponent(flyer.slug)}`));
    head.title = titled(`Volantino ${flyer.title}`);
    head.description = shorten(
      flyer.descr ?? `Il volantino ${flyer.title} di Spesa: sfoglialo e fai la spesa online.`,
    );
    head.image = flyer.cover ? abs(flyer.cover) : null;
    return { status: 200, head };
  }

  private async categoryPage(slug: string, canonical: string, abs: (p: string) => string): Promise<PageMeta> {
    const category = await this.catalogue.category(this.db, slug, await this.warehouse());
    if (!category) return notFound();
    const seo = category.metaData.category_seo;
    const head = base(canonical);
    head.title = titled(seo.SEO_TITLE || category.name);
    const description = seo.SEO_DESCRIPTION || category.description;
    if (description) head.description = shorten(stripTags(description));
    if (slug !== HOME_SLUG) head.jsonLd.push(breadcrumbJsonLd(this.crumbs(category, abs)));
    return { status: 200, head };
  }

  /**
   * /news and /ricette: the list of posts or recipes, a page at a time (?page=N, as the storefront
   * reads it); a page past the last one answers 404.
   */
  private async contentIndex(
    kind: 'news' | 'ricette',
    searchParams: URLSearchParams,
    abs: (p: string) => string,
  ): Promise<PageMeta> {
    const section = CONTENT_SECTIONS[kind];
    const asked = Number(searchParams.get('page') ?? '1');
    const page = Number.isInteger(asked) && asked >= 1 ? asked : 1;
    const count = (await this.content!.slugs(this.db, section.type)).length;
    if (page > Math.max(1, Math.ceil(count / CONTENT_INDEX_PER_PAGE))) return notFound();
    const url = abs(page > 1 ? `/${kind}?page=${page}` : `/${kind}`);
    const head = base(url);
    head.title = titled(page > 1 ? `${section.name} - pagina ${page}` : section.name);
    head.description = section.description;
    head.jsonLd.push(
      breadcrumbJsonLd([
        { name: 'Home', url: abs('/') },
        { name: section.name, url: abs(`/${kind}`) },
      ]),
    );
    return { status: 200, head };
  }

  /** A static page, news post or recipe of the content service: its SEO title and description, or 404. */
  private async contentPage(kind: string, slug: string, abs: (p: string) => string): Promise<PageMeta> {
    const type = kind === 'news' ? 'post' : kind === 'ricette' ? 'recipe' : 'page';
    const found = await this.content!.head(this.db, type, slug);
    if (!found) return notFound();
    const url = abs(`/${kind}/${encodeURIComponent(slug)}`);
    const head = base(url);
    head.title = titled(found.seoTitle || found.title);
    if (found.description) head.description = shorten(found.description);
    head.image = found.image ? new URL(found.image, abs('/')).toString() : null;
    if (kind !== 'page') head.ogType = 'article';
    const section = kind === 'news' ? 'Notizie' : kind === 'ricette' ? 'Ricette' : null;
    head.jsonLd.push(
      breadcrumbJsonLd([
        { name: 'Home', url: abs('/') },
        ...(section ? [{ name: section, url: abs(`/${kind}`) }] : []),
        { name: found.title, url },
      ]),
    );
    return { status: 200, head };
  }

  private crumbs(category: Category, abs: (p: string) => string): Crumb[] {
    const chain = category.breadcrumb.map((b) => ({ name: b.name, url: abs(`/category/${b.slug}`) }));
    if (category.breadcrumb.at(-1)?.categoryId !== category.categoryId)
      chain.push({ name: category.name, url: abs(`/category/${category.slug}`) });
    return [{ name: 'Home', url: abs('/') }, ...chain];
  }

  private async productPage(slug: string, abs: (p: string) => string): Promise<PageMeta> {
    const warehouseId = await this.warehouse();
    const product = await this.catalogue.product(this.db, slug, warehouseId);
    if (!product) return notFound();
    const url = abs(`/product/${encodeURIComponent(product.slug)}`);
    const image = product.mediaURL ? new URL(product.mediaURL, abs('/')).toString() : null;
    const head = base(url);
    head.ogType = 'product';
    head.title = titled(product.name);
    const about = product.shortDescr || product.description;
    head.description = shorten(
      about ? stripTags(about) : `${product.name} di ${product.vendor.name}: acquistalo online su Spesa.`,
    );
    head.image = image;
    head.jsonLd.push(productJsonLd(product, url, image));
    const category = await this.catalogue.categoryById(this.db, product.categoryId, warehouseId);
    const crumbs = category ? this.crumbs(category, abs) : [{ name: 'Home', url: abs('/') }];
    head.jsonLd.push(breadcrumbJsonLd([...crumbs, { name: product.name, url }]));
    return { status: 200, head };
  }
}
