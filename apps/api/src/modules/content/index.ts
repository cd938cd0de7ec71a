export { contentRoutes, CONTENT_PREFIX, AJAX_PATH, type ContentDeps } from './content.routes.js';
export { ContentPages } from './content-pages.js';
export { ORDERS_LIST_SIZE } from './forms.service.js';
export { contentPurgeSteps } from './purge.js';
