import type { Envelope, EnvelopeMessage, EnvelopeResponse } from '@spesa/domain';

/** Builds the `/ebsn/api` answer: `{ response: {...}, data }` (docs/architecture.md "API contract"). */
export function ok<T>(data: T, messages: { infos?: EnvelopeMessage[]; warnings?: EnvelopeMessage[] } = {}): Envelope<T> {
  return {
    response: {
      status: 0,
      errors: [],
      errorsMessage: [],
      infosMessage: messages.infos ?? [],
      warningsMessage: messages.warnings ?? [],
    },
    data,
  };
}

export function failure(
  code: string,
  message: string,
  opts: { status?: number; field?: string; data?: unknown } = {},
): Envelope<unknown> {
  const response: EnvelopeResponse = {
    status: opts.status ?? 1,
    errors: [{ error: message, code, ...(opts.field ? { field: opts.field } : {}) }],
    errorsMessage: [{ code, message }],
    infosMessage: [],
    warningsMessage: [],
  };
  return { response, data: opts.data ?? null };
}
