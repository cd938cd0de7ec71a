import type { EnvelopeResponse } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { emitEnvelopeNotices } from '../../../lib/api/envelope';
import { notify } from '../../../lib/events';
import { t } from '../../../lib/i18n';

export const hasMessages = (r: EnvelopeResponse) =>
  [r.errorsMessage, r.infosMessage, r.warningsMessage].some((list) => list?.some((m) => m?.message));

/**
 * A refused cart change: the server's coded Italian messages when it sent some (a quantity above
 * the maximum, an invalid code), else the spec's failure key (errorSettingProduct, ...). An ended
 * session (419) has already been announced by the API client.
 */
export function showCartError(e: unknown, fallbackKey: string) {
  if (isApiError(e) && e.response && hasMessages(e.response)) emitEnvelopeNotices(e.response);
  else if (!isApiError(e) || e.httpStatus !== 419) notify({ variant: 'error', message: t(fallbackKey) });
}

/** The server's infos and warnings after a change that went through (a code applied, a line flagged). */
export function showCartNotices(r: EnvelopeResponse) {
  if (hasMessages(r)) emitEnvelopeNotices(r);
}
