import { ERROR_MESSAGES, type ErrorCode } from '@spesa/domain';

export interface AppErrorOptions {
  /** Overrides the HTTP status that the code maps to (http/errors.ts). */
  httpStatus?: number;
  /** The envelope's `response.status`; 1 unless the contract names another. */
  status?: number;
  field?: string;
  data?: unknown;
}

/**
 * The one error type of the API (docs/architecture.md "Errors"). `code` is one of the typed
 * codes of `@spesa/domain`, stable for clients; `message` is Italian for people: the code's own
 * text unless a more precise one (naming a field, a count, a date) is given. Services throw it;
 * only `http/` turns it into an HTTP status and the envelope.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}
