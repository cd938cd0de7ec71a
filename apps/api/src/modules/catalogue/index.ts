export { catalogueRoutes, DEFAULT_STORE_ID, type WarehouseResolver } from './catalogue.routes.js';
export { imageRoutes } from './images.routes.js';
export { rebuildSearchIndex } from './search/search.indexer.js';
