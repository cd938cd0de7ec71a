import type {
  Category,
  CategoryBlock,
  CategoryNode,
  Product,
  ProductList,
  ProductSort,
  ShopPrice,
  Suggestion,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import { CatalogueVersion } from './catalogue-version.js';
import * as cats from './categories.repository.js';
import * as list from './product-list.repository.js';
import * as products from './products.repository.js';
import { CategoryTree } from './category-tree.js';
import { euros, toProduct } from './product.mapper.js';
import { priceOf, priceOfOffer } from './offer-price.js';
import { toCategoryBlock } from './block.mapper.js';
import { clampPaging, seededShuffle, substitutePriceRange, totalPages } from './catalogue.rules.js';
import { SUGGEST_POOL, suggestedProducts } from './suggest.rules.js';
import { queryTokens } from './search/normalize.js';
import { Vocabulary } from './search/vocabulary.js';
import { CategoryTerms } from './search/ranking.js';
import { loadVocabulary } from './search/search.repository.js';
import { searchable } from './search/search.repository.js';
import type { CustomerPrices } from './customer-prices.js';
import { pageInCustomerPriceOrder } from './customer-price-order.js';

export interface ProductListParams {
  categoryId?: number;
  productIds?: number[];
  slug?: string;
  barcode?: string;
  q?: string;
  promo?: boolean;
  isNew?: boolean;
  vendorIds?: number[];
  classIds?: number[];
  sort?: ProductSort;
  page?: number;
  pageSize?: number;
}

export interface AdvParams {
  layout?: string;
  limit: number;
  shuffle?: boolean;
  promo?: boolean;
  productId?: number;
  categoryId?: number;
}

/**
 * Catalogue reads. Everything here is a pure function of (catalogue version, shop date,
 * warehouse, query): the routes cache whole answers under `cacheVersion()` (decision 0004); here
 * only the tree, the vocabulary and the counts of a filtered set (shared by all its pages and
 * sort orders) are kept.
 */
export class CatalogueService {
  private readonly meta = new VersionedCache<{
    tree: CategoryTree;
    vocabulary: Vocabulary;
    categoryTerms: CategoryTerms;
  }>({
    max: 2,
    ttlMs: 60_000,
  });
  private readonly counts = new VersionedCache<{ total: number; facets: list.FacetRows }>({
    max: 5000,
    ttlMs: 30_000,
  });
  private readonly small = new VersionedCache<number>({ max: 100, ttlMs: 60_000 });
  private readonly catalogueVersion: CatalogueVersion;

  constructor(
    private readonly clock: Clock,
    /** The time in ms the versions' 2 s re-read counts on (tests give their own). */
    now: () => number = Date.now,
  ) {
    this.catalogueVersion = new CatalogueVersion(now);
  }

  private version(db: DbOrTx): Promise<string> {
    return this.catalogueVersion.current(db);
  }

  private today(): string {
    return shopDate(this.clock.now());
  }

  private async state(db: DbOrTx) {
    return this.meta.get(await this.version(db), 'meta', async () => {
      const [rows, counts, vocab] = await Promise.all([
        cats.allCategories(db),
        cats.productCountsByCategory(db),
        loadVocabulary(db),
      ]);
      return {
        tree: new CategoryTree(rows, counts),
        vocabulary: new Vocabulary(vocab),
        categoryTerms: new CategoryTerms(rows),
      };
    });
  }

  /**
   * What a cached answer depends on besides its own parameters. The shop day is the promotions'
   * window: they start and end at the edges of days in Europe/Rome (decision 0096), so an answer
   * kept under one day never shows a promotion that has ended or misses one that has started; the
   * prices' version (migrations 0027 and 0035: the sum of the warehouses' price versions) drops the
   * answers when a base price or a promotion is written.
   */
  async cacheVersion(db: DbOrTx): Promise<string> {
    return `${await this.catalogueVersion.withPrices(db)}|${this.today()}`;
  }

  async tree(db: DbOrTx, filtered: boolean, depth: number): Promise<CategoryNode[]> {
    const { tree } = await this.state(db);
    return tree.nodes(null, depth, filtered);
  }

  async category(
    db: DbOrTx,
    by: { slug?: string; categoryId?: number },
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<Category> {
    const { tree } = await this.state(db);
    const row = by.slug !== undefined ? tree.bySlug.get(by.slug) : tree.byId.get(by.categoryId ?? -1);
    if (!row) throw new AppError('NOT_FOUND');
    const blocks = await this.blocks(db, await cats.blocksOfCategory(db, row.category_id), warehouseId, customer);
    const chain = row.kind === 'tree' ? tree.chain(row.category_id) : [row];
    return {
      categoryId: row.category_id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      parentId: row.parent_id,
      depth: row.depth,
      productCount: tree.productCount(row.category_id),
      breadcrumb: chain.map((c) => ({ categoryId: c.category_id, slug: c.slug, name: c.name })),
      categories: tree.nodes(row.category_id, 1, true),
      categoryBlocks: blocks,
      layout: parseLayout(row.layout_json),
      metaData: {
        category_info: { TITLE: row.name, DESCRIPTION: row.description },
        category_seo: {
          SEO_TITLE: row.seo_title ?? `${row.name} | Spesa`,
          SEO_DESCRIPTION: row.seo_description ?? row.description,
        },
        category_advanced: { ACTIONS: null },
      },
    };
  }

  async block(
    db: DbOrTx,
    blockId: number,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<CategoryBlock> {
    const row = await cats.blockById(db, blockId);
    if (!row) throw new AppError('NOT_FOUND', 'Blocco non trovato.');
    const [block] = await this.blocks(db, [row], warehouseId, customer);
    return block;
  }

  private async blocks(
    db: DbOrTx,
    rows: cats.BlockRow[],
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<CategoryBlock[]> {
    const proposals = await cats.proposalsOfBlocks(
      db,
      rows.map((b) => b.category_block_id),
    );
    const out: CategoryBlock[] = [];
    for (const b of rows) {
      const block = toCategoryBlock(
        b,
        proposals.filter((p) => p.category_block_id === b.category_block_id),
      );
      block.products = await this.blockProducts(db, block, warehouseId, customer);
      out.push(block);
    }
    return out;
  }

  /** Product blocks say where their products come from in JSON_CONFIG (source, limit, ...). */
  private async blockProducts(
    db: DbOrTx,
    block: CategoryBlock,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<Product[]> {
    const config = (block.metaData.JSON_CONFIG ?? {}) as {
      source?: string;
      categorySlug?: string;
      productIds?: number[];
      limit?: number;
      tabs?: Array<{ categorySlug?: string }>;
    };
    const limit = Math.min(Math.max(1, config.limit ?? 12), 24);
    const { tree } = await this.state(db);
    const categoryOf = (slug?: string) => (slug ? tree.bySlug.get(slug)?.category_id : undefined);
    const run = (p: ProductListParams) =>
      this.listProducts(db, { ...p, pageSize: limit }, warehouseId, customer).then((r) => r.products);
    switch (config.source) {
      // A department page's offers are that department's; the home page's are everyone's.
      case 'promo':
        return run({ promo: true, categoryId: categoryOf(config.categorySlug) });
      case 'new':
        return run({ isNew: true, categoryId: categoryOf(config.categorySlug) });
      case 'category':
        return run({ categoryId: categoryOf(config.categorySlug) ?? -1 });
      case 'products':
        return run({ productIds: config.productIds ?? [] });
      default:
        if (block.templateBlockType.modeName === 'ProductTab' && config.tabs) {
          const perTab = await Promise.all(
            config.tabs.map((t) =>
              this.listProducts(
                db,
                { categoryId: categoryOf(t.categorySlug) ?? -1, pageSize: limit },
                warehouseId,
                customer,
              ),
            ),
          );
          return perTab.flatMap((r) => r.products);
        }
        return [];
    }
  }

  /**
   * A page of products. `customer`: a customer with a price list (decision 0116), whose prices
   * order a sort by price and whose list may take promotions off (the promotion filter, facet and
   * sort); the products themselves are priced for them by the routes (`repricedFor`).
   */
  async listProducts(
    db: DbOrTx,
    params: ProductListParams,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<ProductList> {
    const { tree, vocabulary, categoryTerms } = await this.state(db);
    const { page, pageSize } = clampPaging(params.page, params.pageSize);
    const filter: list.ProductFilter = {
      warehouseId,
      today: this.today(),
      promo: params.promo,
      isNew: params.isNew,
      vendorIds: params.vendorIds,
      classIds: params.classIds,
      productIds: params.productIds,
      customer,
    };
    if (params.categoryId !== undefined)
      filter.categoryIds = tree.byId.has(params.categoryId) ? tree.subtreeIds(params.categoryId) : [];
    const single = params.slug ?? params.barcode;
    if (single !== undefined) {
      const id = await list.productIdBy(db, { slug: params.slug, barcode: params.barcode });
      filter.productIds = id === undefined ? [] : [id];
    }
    let correctedQuery: string | null = null;
    if (params.q !== undefined) {
      const resolved = vocabulary.resolve(queryTokens(params.q), false);
      if (!searchable(resolved)) return emptyList(page, pageSize);
      filter.search = resolved;
      if (resolved.some((t) => t.corrected))
        correctedQuery = resolved
          .map((t) => (t.corrected ? vocabulary.displayWord(t.terms[0]) : t.raw))
          .join(' ');
    }
    const { total, facets } = await this.countsOf(db, filter, params);
    const sort = params.sort ?? 'relevance';
    const offset = (page - 1) * pageSize;
    const ids =
      total === 0
        ? []
        : customer && (sort === 'price_asc' || sort === 'price_desc')
          ? await pageInCustomerPriceOrder(db, filter, customer, sort, pageSize, offset)
          : await list.pageOfProductIds(
              db,
              filter,
              sort,
              pageSize,
              offset,
              filter.search && categoryTerms.signals(filter.search),
            );
    const bundles = await products.loadProductBundles(db, ids, warehouseId, filter.today);
    const selected = (set: number[] | undefined, id: number) => Boolean(set?.includes(id));
    return {
      products: bundles.map(toProduct),
      page: { totItems: total, totPages: totalPages(total, pageSize), itemsPerPage: pageSize, selPage: page },
      facets: {
        promo: { count: facets.promo, selected: Boolean(params.promo) },
        new: { count: facets.isNew, selected: Boolean(params.isNew) },
        vendors: facets.vendors.map((v) => ({ ...v, selected: selected(params.vendorIds, v.id) })),
        productClasses: facets.classes.map((c) => ({ ...c, selected: selected(params.classIds, c.id) })),
      },
      correctedQuery,
    };
  }

  /**
   * Total and facet counts of a filtered set: the same for every page and sort order, and for
   * every customer but one whose list takes promotions off (their promotion filter and facet).
   */
  private async countsOf(db: DbOrTx, filter: list.ProductFilter, params: ProductListParams) {
    const { customer, ...plain } = filter;
    const key = JSON.stringify({
      ...plain,
      search: filter.search?.map((t) => [t.terms, t.prefix]),
      listino: customer?.promotionsOffSql ? customer.key : undefined,
    });
    return this.counts.get(await this.cacheVersion(db), key, async () => {
      const total = await list.countProducts(db, filter);
      const facets =
        total === 0 && !hasFacetFilter(params)
          ? { promo: 0, isNew: 0, vendors: [], classes: [] }
          : await list.facetCounts(db, filter);
      return { total, facets };
    });
  }

  async productsByIds(db: DbOrTx, ids: number[], warehouseId: number): Promise<Product[]> {
    const bundles = await products.loadProductBundles(db, ids, warehouseId, this.today());
    return bundles.map(toProduct);
  }

  async suggest(db: DbOrTx, q: string, warehouseId: number): Promise<Suggestion[]> {
    const { tree, vocabulary } = await this.state(db);
    const tokens = queryTokens(q);
    if (tokens.length === 0) return [];
    const last = tokens[tokens.length - 1];
    const resolved = vocabulary.resolve(tokens, true);
    // A corrected last word ('mozarella') suggests the words it was corrected to.
    const lastResolved = resolved[resolved.length - 1];
    const wordEntries = lastResolved.corrected
      ? lastResolved.terms.map((term) => ({ word: vocabulary.displayWord(term) }))
      : vocabulary.withPrefix(last.term, 4);
    const words: Suggestion[] = wordEntries.map((e) => {
      const head = tokens.slice(0, -1).map((t) => t.raw);
      return {
        type: 'word',
        name: [...head, e.word].join(' '),
        slug: null,
        productId: null,
        categoryId: null,
        mediaURL: null,
      };
    });
    const needle = last.raw;
    const categories: Suggestion[] = [...tree.byId.values()]
      .filter(
        (c) =>
          c.kind === 'tree' && tree.productCount(c.category_id) > 0 && foldAccents(c.name).includes(needle),
      )
      .slice(0, 3)
      .map((c) => ({
        type: 'category',
        name: c.name,
        slug: c.slug,
        productId: null,
        categoryId: c.category_id,
        mediaURL: null,
      }));
    let found: Suggestion[] = [];
    if (searchable(resolved)) {
      // Names only, most popular first (rank is 0 in that mode): what shoppers expect while
      // typing, and cheap even for a two-letter prefix that matches thousands of products.
      const filter: list.ProductFilter = {
        warehouseId,
        today: this.today(),
        search: resolved,
        searchNamesOnly: true,
      };
      const ids = await list.pageOfProductIds(db, filter, 'relevance', SUGGEST_POOL, 0);
      const pool = await this.productsByIds(db, ids, warehouseId);
      const categoryName = (id: number) => tree.byId.get(id)?.name ?? '';
      found = suggestedProducts(pool, lastResolved.terms, categoryName).map((p) => ({
        type: 'product',
        name: p.name,
        slug: p.slug,
        productId: p.productId,
        categoryId: p.categoryId,
        mediaURL: p.mediaURL,
        detail: p.detail,
      }));
    }
    return [...words, ...categories, ...found];
  }

  /** Recommendations: same category, promotions, or bought together with a product. */
  async adv(db: DbOrTx, p: AdvParams, warehouseId: number, customer?: CustomerPrices): Promise<Product[]> {
    const layout = p.layout ?? (p.productId ? 'bought_together' : p.promo ? 'promo' : 'same_category');
    let items: Product[];
    if (layout === 'bought_together' && p.productId) {
      items = await this.productsByIds(
        db,
        await products.boughtTogether(db, p.productId, p.limit),
        warehouseId,
      );
    } else if (layout === 'promo' || p.promo) {
      items = (
        await this.listProducts(
          db,
          { promo: true, categoryId: p.categoryId, pageSize: p.limit },
          warehouseId,
          customer,
        )
      ).products;
    } else {
      const categoryId =
        p.categoryId ?? (p.productId ? await products.productCategory(db, p.productId) : undefined);
      if (categoryId === undefined) return [];
      items = (await this.listProducts(db, { categoryId, pageSize: p.limit + 1 }, warehouseId, customer)).products;
    }
    items = items.filter((x) => x.productId !== p.productId && x.available > 0).slice(0, p.limit);
    return p.shuffle ? seededShuffle(items, Number(this.today().replace(/-/g, ''))) : items;
  }

  /**
   * Substitutes: same type and pack, available, price within 20 % (spec section 5), nearest price
   * first. Prices are the ones shown (the one price function), so a product on promotion is
   * compared at its promotional price, as the shopper sees it.
   */
  async alternatives(
    db: DbOrTx,
    productId: number,
    warehouseId: number,
    customer?: CustomerPrices,
  ): Promise<{ product: Product; alternatives: Product[] }> {
    const today = this.today();
    const [found] = await products.loadProductBundles(db, [productId], warehouseId, today);
    if (!found) throw new AppError('PRODUCT_NOT_FOUND');
    const b = found.row;
    const ids = await products.alternativeCandidates(
      db,
      {
        productId,
        categoryId: b.category_id,
        tipologia: b.tipologia,
        contentUnit: b.content_unit,
        netContentMilli: b.net_content_milli,
        qtyMultMilli: b.qty_mult_milli,
      },
      warehouseId,
    );
    // A list customer's substitutes are near the prices they are shown (decision 0116).
    const listing = customer ? await customer.listingOf(db, [productId, ...ids]) : undefined;
    const mine = (x: products.ProductBundle) => (listing ? listing(x) : x);
    const bundle = mine(found);
    const shown = priceOf(bundle).unitCents;
    const range = substitutePriceRange(shown);
    const near = (await products.loadProductBundles(db, ids, warehouseId, today))
      .map((c) => ({ c: mine(c), cents: priceOf(mine(c)).unitCents }))
      .filter((x) => x.cents >= range.min && x.cents <= range.max)
      .sort(
        (x, y) =>
          Math.abs(x.cents - shown) - Math.abs(y.cents - shown) || x.c.row.product_id - y.c.row.product_id,
      );
    return { product: toProduct(bundle), alternatives: near.slice(0, 12).map((x) => toProduct(x.c)) };
  }

  /**
   * The product's price in every warehouse, today: the one price function's, as on its page there.
   * `customers`: a list customer's prices by warehouse (decision 0116), where they have a list.
   */
  async prices(db: DbOrTx, productId: number, customers?: ReadonlyMap<number, CustomerPrices>) {
    const today = this.today();
    const rows = await products.pricesByWarehouse(db, productId, today);
    if (rows.length === 0) throw new AppError('PRODUCT_NOT_FOUND');
    const listed = new Map<number, ShopPrice>();
    for (const [warehouseId, customer] of customers ?? []) {
      const [found] = await products.loadProductBundles(db, [productId], warehouseId, today);
      if (found) listed.set(warehouseId, priceOf((await customer.listingOf(db, [productId]))(found)));
    }
    return rows.map((r) => {
      const price = listed.get(r.warehouse_id) ?? priceOfOffer(r.price_cents, r.promo);
      return {
        warehouseId: r.warehouse_id,
        warehouseName: r.name,
        priceId: productId * 1000 + r.warehouse_id,
        priceDisplay: euros(price.unitCents),
        priceStandardDisplay: price.struckUnitCents === null ? null : euros(price.struckUnitCents),
        available: r.available_milli / 1000,
      };
    });
  }

  /** The warehouses with a price for the product. */
  warehousesPricing(db: DbOrTx, productId: number): Promise<number[]> {
    return products.warehousesPricing(db, productId);
  }

  /** Default store 'Store Globale' (id 5) and its warehouse, for visitors without a cart. */
  async warehouseOfStore(db: DbOrTx, storeId: number): Promise<number> {
    // Under the references' version: a store moved to another warehouse raises it (its triggers).
    return this.small.get(
      `stores.${await this.catalogueVersion.referencesVersion(db)}`,
      `store|${storeId}`,
      async () => (await cats.defaultWarehouseOfStore(db, storeId)) ?? storeId,
    );
  }
}

function hasFacetFilter(p: ProductListParams): boolean {
  return Boolean(p.promo || p.isNew || p.vendorIds?.length || p.classIds?.length);
}

function emptyList(page: number, pageSize: number): ProductList {
  return {
    products: [],
    page: { totItems: 0, totPages: 1, itemsPerPage: pageSize, selPage: page },
    facets: {
      promo: { count: 0, selected: false },
      new: { count: 0, selected: false },
      vendors: [],
      productClasses: [],
    },
    correctedQuery: null,
  };
}

function foldAccents(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
}

function parseLayout(text: string | null): Category['layout'] {
  if (!text) return [];
  try {
    const rows = JSON.parse(text) as Category['layout'];
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}
