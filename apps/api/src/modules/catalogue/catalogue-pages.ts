import type { Category, Product, ProductList, ProductSort } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { CatalogueService } from './catalogue.service.js';
import type { CustomerPrices } from './customer-prices.js';
import { repricedFor } from './customer-repricing.js';
import { countProducts, productIdAt, productSlugsAfter } from './sitemap.repository.js';

export interface PageOfProducts {
  productIds: number[];
  q?: string;
  categoryId?: number;
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

/**
 * What the storefront's page shell and sitemap (and the flyers) read from the catalogue: one product or category
 * by slug (null when there is none), the categories worth listing, product slugs in batches.
 */
export class CataloguePages {
  private readonly service: CatalogueService;

  constructor(private readonly clock: Clock) {
    this.service = new CatalogueService(clock);
  }

  warehouseOfStore(db: DbOrTx, storeId: number): Promise<number> {
    return this.service.warehouseOfStore(db, storeId);
  }

  async product(db: DbOrTx, slug: string, warehouseId: number): Promise<Product | null> {
    const list = await this.service.listProducts(db, { slug }, warehouseId);
    return list.products[0] ?? null;
  }

  /** Products by id in the order given, priced in the warehouse; ids not sold there are left out. */
  products(db: DbOrTx, ids: number[], warehouseId: number): Promise<Product[]> {
    return this.service.productsByIds(db, ids, warehouseId);
  }

  /**
   * A page of /products among the given ids (the flyers' product search), with the text search.
   * `customer`: a list customer's prices order a sort by price (decision 0116); `forCustomer`
   * then prices its products for them.
   */
  productList(
    db: DbOrTx,
    params: PageOfProducts,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<ProductList> {
    return this.service.listProducts(db, params, warehouseId, customer);
  }

  /** An answer with each of its products priced for a customer with a price list (decision 0116). */
  forCustomer<T>(db: DbOrTx, customer: CustomerPrices, answer: T, warehouseId: number): Promise<T> {
    return repricedFor(db, customer, answer, warehouseId, shopDate(this.clock.now())) as Promise<T>;
  }

  category(db: DbOrTx, slug: string, warehouseId: number): Promise<Category | null> {
    return this.categoryBy(db, { slug }, warehouseId);
  }

  categoryById(db: DbOrTx, categoryId: number, warehouseId: number): Promise<Category | null> {
    return this.categoryBy(db, { categoryId }, warehouseId);
  }

  private async categoryBy(
    db: DbOrTx,
    by: { slug?: string; categoryId?: number },
    warehouseId: number,
  ): Promise<Category | null> {
    try {
      return await this.service.category(db, by, warehouseId);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /** Slugs of the catalogue categories (kind 'tree'), the whole tree, parents before children. */
  async categorySlugs(db: DbOrTx): Promise<string[]> {
    const slugs: string[] = [];
    const walk = (nodes: Awaited<ReturnType<CatalogueService['tree']>>) => {
      for (const n of nodes) {
        slugs.push(n.slug);
        walk(n.categories ?? []);
      }
    };
    walk(await this.service.tree(db, true, 10));
    return slugs;
  }

  productCount(db: DbOrTx): Promise<number> {
    return countProducts(db);
  }

  /** The slugs of the products from `offset` to `offset + limit` in id order, read `batch` at a time. */
  async *productSlugs(db: DbOrTx, offset: number, limit: number, batch = 1000): AsyncGenerator<string> {
    const first = await productIdAt(db, offset);
    if (first === undefined) return;
    let after = first - 1;
    let left = limit;
    while (left > 0) {
      const want = Math.min(batch, left);
      const rows = await productSlugsAfter(db, after, want);
      for (const r of rows) yield r.slug;
      if (rows.length < want) return;
      left -= rows.length;
      after = rows[rows.length - 1]!.product_id;
    }
  }
}
