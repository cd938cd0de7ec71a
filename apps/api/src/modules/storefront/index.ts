export { serveStorefront } from './storefront.routes.js';
