import type { ErrorCode } from '@spesa/domain';
import type { AppError } from '../lib/app-error.js';

/**
 * HTTP status per error code (the codes and their texts live in `@spesa/domain`, the error type in
 * lib/app-error.ts). Business failures answer HTTP 200 with a non-zero envelope status
 * (docs/architecture.md "Errors"), so every code not listed maps to 200; input, auth and
 * rate-limit failures have their own HTTP status.
 */
const httpStatusByCode: Partial<Record<ErrorCode, number>> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  SESSION_EXPIRED: 419,
  FORBIDDEN: 403,
  CSRF_REFUSED: 403,
  STAFF_ONLY: 403,
  STAFF_STORE_NOT_ALLOWED: 403,
  PRICE_LIST_ROLE_REQUIRED: 403,
  BACKOFFICE_ONLY: 403,
  BACKOFFICE_LOGIN_REQUIRED: 403,
  ACTING_NOT_ASSIGNED: 403,
  ACTING_FORBIDDEN: 403,
  RATE_LIMITED: 429,
  ROUTE_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_ERROR: 500,
};

export function httpStatusFor(error: AppError): number {
  return error.options.httpStatus ?? httpStatusByCode[error.code] ?? 200;
}
