import { ERROR_MESSAGES, NOT_LOGGED_IN_CART_MESSAGE, type ErrorCode } from '@spesa/domain';

/**
 * The cart's codes are part of the API's typed list (packages/domain errors.ts); a few read
 * better in the cart's own words, and the spec fixes the not-logged-in one.
 */
const CART_TEXTS: Partial<Record<ErrorCode, string>> = {
  NOT_LOGGED_IN: NOT_LOGGED_IN_CART_MESSAGE,
  CART_LOCKED: 'Il carrello è in pagamento e non può essere modificato',
  PRODUCT_NOT_FOUND: 'Il prodotto richiesto non esiste',
};

export type CartCode = ErrorCode;

/** The text of a code with its {placeholders} filled. */
export function cartMessage(code: CartCode, values: Record<string, string> = {}): string {
  return (CART_TEXTS[code] ?? ERROR_MESSAGES[code]).replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);
}
