export { catalogueRoutes, type WarehouseResolver } from './catalogue.routes.js';
export { imageRoutes } from './images.routes.js';
export { rebuildSearchIndex } from './search/search.indexer.js';
/** For the cart: products with their price, stock and promotion in a warehouse, and departments. */
export { loadProductBundles, type ProductBundle } from './products.repository.js';
export { ProductBundles } from './product-bundles.cache.js';
export { toProduct, euros } from './product.mapper.js';
/** The one price function (decision 0096): what a product shows and what the cart charges for it. */
export { priceOf } from './offer-price.js';
/** For the flyers' page images: each product's promotion in force (its badge). */
export { promotionsInForce } from './products.repository.js';
export { CategoryTree, departmentsOf, inAisleOrder, type Department } from './departments.js';
/** For the storefront's page shell and sitemap. */
export { CataloguePages } from './catalogue-pages.js';
/** For the storefront's cache of rendered pages (decision 0039). */
export { CatalogueVersion } from './catalogue-version.js';
export { CatalogueService } from './catalogue.service.js';
