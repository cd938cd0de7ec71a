import type { Envelope } from '@spesa/domain';
import { AppError } from '../../lib/app-error.js';
import type { TimeslotRow } from '../delivery/index.js';
import type { OrderLineRow, OrderRow } from '../orders/index.js';
import type { PaymentData } from './checkout.rules.js';
import type * as idem from './idempotency.repository.js';

// What phase 1 of a buy takes and answers, shared by a new order (place-order.ts) and an order
// being modified (replace-order.ts).

export interface BuyRequest {
  userId: number;
  cartId: number;
  /** The version the cart was read at (the shopper's, when sent): the lock holds only at it. */
  version: number;
  paymentTypeId: number;
  authId?: number;
  paymentData: PaymentData;
  key: string;
  requestHash: string;
}

/**
 * What phase 1 wrote and read that the order's answer and mail are made from (decision 0067):
 * the shopper's address, the order as written, its lines as written, its slot as read in the
 * transaction.
 */
export interface PlacedOrder {
  email: string;
  /** The order's row as phase 1 wrote it: phase 3 moves it on without reading it (decision 0072). */
  order: OrderRow;
  lines: OrderLineRow[];
  slot: TimeslotRow;
}

export type PhaseOne =
  /** A repeat: the stored answer. */
  | { kind: 'replay'; answer: Envelope<unknown> }
  /** Done in one go (no online payment): the answer. */
  | { kind: 'done'; answer: Envelope<unknown>; order: OrderRow }
  /**
   * The order awaits its online payment: phase 2 calls the provider with `attemptRef`, for
   * `amountCents` when it is not the order's hold (a modify's larger hold, decision 0057).
   */
  | {
      kind: 'pay';
      order: OrderRow;
      attemptRef: string;
      cardToken?: string;
      amountCents?: number;
      /** A new order's lines and slot, for phase 3's answer (not for a modify's larger hold). */
      placed?: PlacedOrder;
    };

export const attemptRefOf = (orderId: number, n = 1) => `o${orderId}-p${n}`;

/** A key seen before: its stored answer, or 422 for another request, or 409 while it runs. */
export function replay(
  row: idem.IdempotencyRow,
  requestHash: string,
): { kind: 'replay'; answer: Envelope<unknown> } {
  if (row.request_hash !== requestHash)
    throw new AppError('IDEMPOTENCY_KEY_REUSED', undefined, { httpStatus: 422 });
  if (row.state !== 'done' || row.answer_json === null)
    throw new AppError('IDEMPOTENCY_IN_PROGRESS', undefined, { httpStatus: 409 });
  return { kind: 'replay', answer: JSON.parse(row.answer_json) as Envelope<unknown> };
}
