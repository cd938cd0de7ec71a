import type { Envelope, EnvelopeMessage, EnvelopeResponse } from '@spesa/domain';
import { siteConfig } from '../config';
import { notify, type NoticeVariant } from '../events';
import { t } from '../i18n';
import { ApiError, CLIENT_ERROR_CODES } from './api-error';

export interface EnvelopeOptions {
  /** Do not turn server messages into notices: the caller presents them itself. */
  silent?: boolean;
  httpStatus?: number;
}

/** Duck-typing is enough here: the server is ours, we only guard against non-envelope bodies. */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  if (!body || typeof body !== 'object') return false;
  const r = (body as { response?: unknown }).response;
  return !!r && typeof r === 'object' && typeof (r as { status?: unknown }).status === 'number';
}

function emitMessages(messages: EnvelopeMessage[] | undefined, variant: NoticeVariant): void {
  for (const m of messages ?? []) {
    if (!m?.message) continue;
    const popup = siteConfig.showInPopupCode.includes(m.code as never);
    notify({ variant, message: m.message, code: m.code, popup });
  }
}

/** Server messages -> notices (spec section 8): infos success, warnings warning, errors error. */
export function emitEnvelopeNotices(response: EnvelopeResponse): void {
  emitMessages(response.infosMessage, 'success');
  emitMessages(response.warningsMessage, 'warning');
  emitMessages(response.errorsMessage, 'error');
}

/** The first readable error text of a failed envelope, else the generic fallback. */
export function firstErrorText(response: EnvelopeResponse | null | undefined): string {
  return (
    response?.errorsMessage?.find((m) => m?.message)?.message ??
    response?.errors?.find((e) => e?.error)?.error ??
    t('common.genericError')
  );
}

/**
 * Unwraps an answer: status 0 returns the envelope, anything else throws an ApiError carrying
 * the first code and Italian message. A body that is not an envelope counts as "no body".
 */
export function handleEnvelope<T>(body: unknown, opts: EnvelopeOptions = {}): Envelope<T> {
  if (!isEnvelope(body)) {
    const message = t('common.genericError');
    if (!opts.silent) notify({ variant: 'error', message });
    throw new ApiError({ message, code: CLIENT_ERROR_CODES.badResponse, httpStatus: opts.httpStatus });
  }
  const response = body.response;
  const failed = response.status !== 0;
  const hasErrorMessages = (response.errorsMessage ?? []).some((m) => m?.message);
  if (!opts.silent) {
    emitEnvelopeNotices(response);
    // A failure with no message entries still tells the user something went wrong.
    if (failed && !hasErrorMessages) notify({ variant: 'error', message: firstErrorText(response) });
  }
  if (failed) {
    const code =
      response.errorsMessage?.[0]?.code ?? response.errors?.[0]?.code ?? `STATUS_${response.status}`;
    throw new ApiError({
      message: firstErrorText(response),
      code,
      status: response.status,
      httpStatus: opts.httpStatus,
      response,
      data: body.data,
    });
  }
  return body as Envelope<T>;
}
