import { CLIENT_ERROR_CODES, isApiError } from '../../../lib/api';
import { t } from '../i18n';

/** Refusals that a new timeslot puts right: the page offers the timeslot dialog next to the text. */
const SLOT_CODES = new Set([
  'TIMESLOT_FULL',
  'TIMESLOT_CUTOFF',
  'TIMESLOT_NOT_FOUND',
  'CHECKOUT_NO_TIMESLOT',
]);
/** Refusals that need the address step. */
const ADDRESS_CODES = new Set(['CHECKOUT_NO_ADDRESS']);
/** Answers that are not the server's final word: the same attempt (same key) is sent again. */
const NOT_FINAL = new Set<string>([
  CLIENT_ERROR_CODES.network,
  CLIENT_ERROR_CODES.badResponse,
  'IDEMPOTENCY_IN_PROGRESS',
]);

export interface CheckoutFailure {
  /** What the shopper reads: the first server error text (spec), or ours for a lost connection. */
  message: string;
  code: string;
  /** What would put it right, offered as a button beside the text. */
  fix: 'timeslot' | 'address' | 'invoicing' | null;
  /** The server has not given its final word: keep the attempt's key for the retry. */
  retrySameAttempt: boolean;
}

export function checkoutFailure(e: unknown): CheckoutFailure {
  const code = isApiError(e) ? e.code : CLIENT_ERROR_CODES.network;
  const retrySameAttempt = NOT_FINAL.has(code);
  const message =
    code === CLIENT_ERROR_CODES.network || code === CLIENT_ERROR_CODES.badResponse
      ? t('checkout.networkRetry')
      : isApiError(e)
        ? e.message
        : t('common.genericError');
  const fix = SLOT_CODES.has(code)
    ? 'timeslot'
    : ADDRESS_CODES.has(code)
      ? 'address'
      : code === 'BILLING_DATA_REQUIRED'
        ? 'invoicing'
        : null;
  return { message, code, fix, retrySameAttempt };
}
