/**
 * The one error type of the API. `code` is stable for clients, `message` is Italian for people.
 * Business failures answer HTTP 200 with a non-zero envelope status (DESIGN.md), so most codes map
 * to 200; input, auth and rate-limit failures have their own HTTP status.
 */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly options: { httpStatus?: number; status?: number; field?: string; data?: unknown } = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const GENERIC_ERROR_MESSAGE = 'Si è verificato un errore, riprova tra qualche minuto.';

/** HTTP status per error code; everything not listed is a business failure (200 + status 1). */
const httpStatusByCode: Record<string, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  SESSION_EXPIRED: 419,
  FORBIDDEN: 403,
  CSRF_REFUSED: 403,
  RATE_LIMITED: 429,
  ROUTE_NOT_FOUND: 404,
  PAYLOAD_TOO_LARGE: 413,
  INTERNAL_ERROR: 500,
};

export function httpStatusFor(error: AppError): number {
  return error.options.httpStatus ?? httpStatusByCode[error.code] ?? 200;
}

export const notFound = (what = 'Pagina non trovata, impossibile continuare') =>
  new AppError('NOT_FOUND', what);
