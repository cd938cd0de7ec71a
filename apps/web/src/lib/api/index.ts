export {
  apiRequest,
  apiGet,
  apiPost,
  buildQuery,
  ebsnHeaders,
  API_BASE,
  type ApiRequestOptions,
  type Query,
} from './client';
export { contentGet, contentCall, ajaxPost, type ContentPage, type AjaxAnswer } from './content';
export { ApiError, isApiError, CLIENT_ERROR_CODES } from './api-error';
export { httpCache } from './http-cache';
export { queryKeys, type WarehouseScope } from './query-keys';
export type { MutationConfig } from './mutation-config';
export { clearSession, endingSession, isAuthenticatedFlag, setAuthenticatedFlag } from './session-store';
