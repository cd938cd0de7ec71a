import { leafletCover, type Leaflet, type LeafletDetail, type ProductList, type ProductSort } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import type { CataloguePages, CustomerPrices } from '../catalogue/index.js';
import * as repo from './flyers.repository.js';
import { leafletKey, leafletUsable } from './flyers.rules.js';

export interface FlyerProductSearch {
  q?: string;
  categoryId?: number;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/**
 * Weekly flyers (decision 0049). A flyer is valid from its first to its last day, in every store
 * or in one warehouse's stores; its products are the catalogue's, priced for the shopper's
 * warehouse at the moment of the call (the page images carry no prices, so they never disagree
 * with the cart).
 */
export class FlyersService {
  constructor(
    private readonly clock: Clock,
    private readonly catalogue: CataloguePages,
  ) {}

  private today(): string {
    return shopDate(this.clock.now());
  }

  /** leaflet/search: the flyers valid today for the warehouse's stores. */
  async search(db: DbOrTx, warehouseId: number): Promise<Leaflet[]> {
    const rows = await repo.validLeaflets(db, warehouseId, this.today());
    const ids = rows.map((r) => r.leaflet_id);
    const [media, pages] = await Promise.all([repo.mediaOf(db, ids), repo.pageImagesOf(db, ids)]);
    return rows.map((r) => toLeaflet(r, media, pages));
  }

  /**
   * leaflet/view: the flyer (by id or slug), its pages and hotspots, its products for the warehouse
   * (for a customer with a price list, at their prices: decision 0116).
   */
  async view(db: DbOrTx, param: string, warehouseId: number, customer?: CustomerPrices): Promise<LeafletDetail> {
    const row = await this.usable(db, param, warehouseId);
    const [media, pages, hotspots, images] = await Promise.all([
      repo.mediaOf(db, [row.leaflet_id]),
      repo.pagesOf(db, row.leaflet_id),
      repo.hotspotsOf(db, row.leaflet_id),
      repo.pageImagesOf(db, [row.leaflet_id]),
    ]);
    const shown = await this.catalogue.products(
      db,
      hotspots.map((h) => h.product_id),
      warehouseId,
    );
    const products = customer ? await this.catalogue.forCustomer(db, customer, shown, warehouseId) : shown;
    const sold = new Set(products.map((p) => p.productId));
    return {
      leaflet: {
        ...toLeaflet(row, media, images),
        pageWidth: row.page_width,
        pageHeight: row.page_height,
        pages: pages.map((p) => ({
          pageNumber: p.page_number,
          imageUrl: p.image_url,
          title: p.title,
          // A product the store does not sell has no box to tap.
          hotspots: hotspots
            .filter((h) => h.page_number === p.page_number && sold.has(h.product_id))
            .map((h) => ({ productId: h.product_id, x: h.x_milli, y: h.y_milli, width: h.w_milli, height: h.h_milli })),
        })),
      },
      products,
    };
  }

  /** leaflet/product-search: the /products list (paging, text search, sorting) among the flyer's products. */
  async productSearch(
    db: DbOrTx,
    param: string,
    p: FlyerProductSearch,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<ProductList> {
    const row = await this.usable(db, param, warehouseId);
    const ids = (await repo.hotspotsOf(db, row.leaflet_id)).map((h) => h.product_id);
    const list = await this.catalogue.productList(db, { ...p, productIds: ids }, warehouseId, customer);
    return customer ? this.catalogue.forCustomer(db, customer, list, warehouseId) : list;
  }

  /** For the page's <head>: the flyer by slug or id whatever its store and dates; null when unknown. */
  async headOf(db: DbOrTx, param: string): Promise<{ slug: string; title: string; descr: string | null; cover: string | null } | null> {
    const row = await repo.leafletBy(db, leafletKey(param));
    if (!row) return null;
    const leaflet = toLeaflet(row, await repo.mediaOf(db, [row.leaflet_id]), []);
    return { slug: row.slug, title: row.title, descr: row.descr, cover: leafletCover(leaflet) };
  }

  /** The flyers valid today in any store, for the sitemap. */
  currentSlugs(db: DbOrTx): Promise<string[]> {
    return repo.validSlugs(db, this.today());
  }

  private async usable(db: DbOrTx, param: string, warehouseId: number): Promise<repo.LeafletRow> {
    const row = await repo.leafletBy(db, leafletKey(param));
    if (!row) throw new AppError('LEAFLET_NOT_FOUND');
    const usable = leafletUsable(row, warehouseId, this.today());
    if (usable === 'expired') throw new AppError('LEAFLET_NOT_FOUND');
    if (usable === 'other-store') throw new AppError('LEAFLET_OTHER_STORE');
    return row;
  }
}

function toLeaflet(
  r: repo.LeafletRow,
  media: Awaited<ReturnType<typeof repo.mediaOf>>,
  pages: Awaited<ReturnType<typeof repo.pageImagesOf>>,
): Leaflet {
  return {
    leafletId: r.leaflet_id,
    slug: r.slug,
    title: r.title,
    descr: r.descr,
    baseLocation: r.base_location,
    firstPagePreview: r.first_page_url ?? null,
    media: media
      .filter((m) => m.leaflet_id === r.leaflet_id)
      .map((m) => ({ formatTypeId: m.format_type_id, url: m.url, alt: m.alt })),
    validityDate: r.validity_date,
    expireDate: r.expire_date,
    warehouseId: r.warehouse_id,
    pageCount: Number(r.page_count ?? 0),
    pageImages: pages.filter((p) => p.leaflet_id === r.leaflet_id).map((p) => p.image_url),
  };
}
