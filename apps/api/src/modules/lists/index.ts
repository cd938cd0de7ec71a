export { listsRoutes, type ListsDeps } from './lists.routes.js';
export { listsErasureSteps } from './erasure.js';
export { hasFavourites } from './lists.repository.js';
export { SHARED_LIST_PATH } from './lists-sharing.service.js';
