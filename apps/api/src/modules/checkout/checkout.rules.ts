import { createHash } from 'node:crypto';
import {
  BUSINESS_PAYMENT_TYPES,
  ONLINE_PAYMENT_TYPES,
  PAYMENT_TYPE,
  PAYMENT_TYPE_IDS,
  type Cart,
  type CheckoutBuyQuery,
} from '@spesa/domain';
import { AppError } from '../../lib/app-error.js';
import type { CheckoutCustomer } from '../accounts/index.js';

// Pure rules of the checkout: what a buy may be, what the cart must be, how it is keyed.

export const BUY_SCOPE = 'checkout.buy';

/** payment_data (JSON text): the test card number, the consent to the held amount, the note. */
export interface PaymentData {
  cardNumber?: string;
  saveCard?: boolean;
  /** The amount (euros) the shopper saw and agreed to have held; refused if it no longer matches. */
  consentAmount?: number;
  note?: string;
  /**
   * Whom the invoice goes to (decision 0059): a fiscal person's id, null for the account's own
   * billing data; absent, the first holder listed (the own billing data when complete).
   */
  invoicePersonFiscalId?: number | null;
}

export function parsePaymentData(text: string | undefined): PaymentData {
  if (text === undefined || text.trim() === '') return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data' });
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data' });
  const o = raw as Record<string, unknown>;
  const out: PaymentData = {};
  const card = o.cardNumber ?? o.card_number;
  if (card !== undefined) {
    if (typeof card !== 'string' || !/^[0-9 ]{12,23}$/.test(card))
      throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data.cardNumber' });
    out.cardNumber = card.replace(/ /g, '');
  }
  if (o.saveCard !== undefined) out.saveCard = o.saveCard === true || o.saveCard === 'true';
  const consent = o.consentAmount ?? o.amount;
  if (consent !== undefined) {
    const n = typeof consent === 'string' ? Number(consent.replace(',', '.')) : consent;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0)
      throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data.consentAmount' });
    out.consentAmount = n;
  }
  if (o.note !== undefined) {
    if (typeof o.note !== 'string' || o.note.length > 1000)
      throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data.note' });
    out.note = o.note.trim() || undefined;
  }
  if (o.invoicePersonFiscalId !== undefined)
    out.invoicePersonFiscalId = personFiscalIdOf(o.invoicePersonFiscalId);
  return out;
}

function personFiscalIdOf(v: unknown): number | null {
  if (v === null) return null;
  const n = typeof v === 'string' && /^[0-9]{1,10}$/.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > 2_147_483_647)
    throw new AppError('PAYMENT_DATA_INVALID', undefined, { field: 'payment_data.invoicePersonFiscalId' });
  return n;
}

/** The request's fingerprint: the same key with another fingerprint is refused (422). */
export function requestHash(q: CheckoutBuyQuery): string {
  const canonical = JSON.stringify([
    q.cart_id ?? null,
    q.payment_type_id,
    q.user_payment_auth_id ?? null,
    q.payment_data ?? null,
    q.cart_version ?? null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

export const isOnline = (paymentTypeId: number) => ONLINE_PAYMENT_TYPES.includes(paymentTypeId);

export function checkPaymentType(paymentTypeId: number, customer: CheckoutCustomer): void {
  if (!PAYMENT_TYPE_IDS.includes(paymentTypeId)) throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
  if (BUSINESS_PAYMENT_TYPES.includes(paymentTypeId) && !customer.business)
    throw new AppError('PAYMENT_TYPE_NOT_ALLOWED');
}

export const cents = (euros: number) => Math.round(euros * 100);

/**
 * What the cart must be to become an order, first failure first (prepare answers it): lines the
 * store sells, an address or pickup point, a timeslot, and billing data when an invoice is asked.
 */
export function checkCart(cart: Cart, customer: CheckoutCustomer, paymentTypeId?: number): void {
  if (cart.cartItems.length === 0) throw new AppError('CART_EMPTY');
  if (cart.cartItems.some((i) => !i.sellable)) throw new AppError('ITEMS_NOT_SELLABLE');
  if (!cart.shippingAddress) throw new AppError('CHECKOUT_NO_ADDRESS');
  if (!cart.timeslot) throw new AppError('CHECKOUT_NO_TIMESLOT');
  if (wantsInvoice(cart, paymentTypeId) && !customer.hasBillingData)
    throw new AppError('BILLING_DATA_REQUIRED');
}

/** An invoice is asked (the cart's need_invoice) or always made (summary invoice payment). */
export const wantsInvoice = (cart: Cart, paymentTypeId?: number) =>
  cart.cartInfos.need_invoice === 'true' || paymentTypeId === PAYMENT_TYPE.summaryInvoice;
