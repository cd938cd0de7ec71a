export { catalogueRoutes, type WarehouseResolver } from './catalogue.routes.js';
/** A customer's own prices in the catalogue's answers: the price-lists area implements it (decision 0116). */
export type { CustomerPrices, CustomerPricesOf } from './customer-prices.js';
export { imageRoutes } from './images.routes.js';
export { rebuildSearchIndex } from './search/search.indexer.js';
/** For the cart: products with their price, stock and promotion in a warehouse, and departments. */
export {
  loadProductBundles,
  type ProductBundle,
  type CartVersions,
  type WarehouseOffersVersion,
} from './products.repository.js';
export { ProductBundles } from './product-bundles.cache.js';
export { toProduct, euros } from './product.mapper.js';
/** The one price function (decision 0096): what a product shows and what the cart charges for it. */
export { priceOf } from './offer-price.js';
/** For the flyers' page images: each product's promotion in force (its badge). */
export { promotionsInForce } from './products.repository.js';
/** The catalogue part of products by id (row, vendor, classes, options; unknown ids absent): flyers' pages, recipes' links. */
export { loadProductStatics, type ProductStatic } from './products.repository.js';
export { CategoryTree, departmentsOf, inAisleOrder, type Department } from './departments.js';
/** For the delivery part of a cart's answer: an active store's name and warehouse (decision 0111). */
export { activeStoreOf, type ActiveStoreRow } from './categories.repository.js';
/** For the storefront's page shell and sitemap. */
export { CataloguePages } from './catalogue-pages.js';
/** For the storefront's cache of rendered pages (decision 0039). */
export { CatalogueVersion } from './catalogue-version.js';
export { CatalogueService } from './catalogue.service.js';
/** For the store's scans (decision 0123): the product a barcode belongs to. */
export { productIdBy as productIdByCode } from './product-list.repository.js';
