import type { EnvelopeResponse } from '@spesa/domain';

/** Codes the client itself produces, next to the server's envelope codes. */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  sessionExpired: 'SESSION_EXPIRED',
  badResponse: 'BAD_RESPONSE',
} as const;

/**
 * A failed /ebsn/api call: non-zero envelope status, HTTP 419, or no usable answer.
 * `message` is Italian and fit to show; `code` is stable for programs.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  /** Envelope status (non-zero), or -1 when there was no envelope. */
  readonly status: number;
  readonly httpStatus: number | null;
  readonly response: EnvelopeResponse | null;
  readonly data: unknown;

  constructor(opts: {
    message: string;
    code: string;
    status?: number;
    httpStatus?: number | null;
    response?: EnvelopeResponse | null;
    data?: unknown;
  }) {
    super(opts.message);
    this.code = opts.code;
    this.status = opts.status ?? -1;
    this.httpStatus = opts.httpStatus ?? null;
    this.response = opts.response ?? null;
    this.data = opts.data;
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
