import { ORDER_STATUS, TRANSACTION_STATUS, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate } from '../../lib/clock.js';
import { invoiceHolderFor } from '../accounts/index.js';
import { closeLockedCart, lockCartAtVersion } from '../cart/index.js';
import { bookSlotForOrder, slotById } from '../delivery/index.js';
import {
  insertAdjustments,
  insertLines,
  insertOrder,
  liveOrderOfCart,
  orderConfirmationMail,
  type OrderRow,
  toOrder,
} from '../orders/index.js';
import { appendEvent } from '../payments/index.js';
import { readBuySetup } from './buy-setup.js';
import { BUY_SCOPE, cents, wantsInvoice } from './checkout.rules.js';
import type { CheckoutContext } from './checkout.context.js';
import * as idem from './idempotency.repository.js';
import { attemptRefOf, replay, type BuyRequest, type PhaseOne, type PlacedOrder } from './phase-one.js';
import { replaceOrder } from './replace-order.js';

export { attemptRefOf, replay, type BuyRequest, type PhaseOne, type PlacedOrder } from './phase-one.js';

/**
 * Phase 1 of placing an order (docs/architecture.md "Place-order flow"): one short transaction
 * that claims the idempotency key, locks the cart at the version seen, re-prices it on the server,
 * checks it, writes the order and its lines, records the payment attempt as started, and takes
 * the slot last (booking row + conditional update). Everything or nothing: a full slot rolls it all back.
 */
export async function placeOrder(ctx: CheckoutContext, db: Db, req: BuyRequest): Promise<PhaseOne> {
  const setup = await readBuySetup(ctx, db, req);
  // The cart of an order being modified updates that order rather than placing a new one.
  if (setup.modifying) return replaceOrder(ctx, db, req, setup);
  const { customer, cart, lines, online, holdCents, cardToken } = setup;
  const invoice = wantsInvoice(cart, req.paymentTypeId);
  // Copied onto the order: an invoice holder changed later never changes this order (decision 0059).
  const holder = invoice
    ? await invoiceHolderFor(db, req.userId, req.paymentData.invoicePersonFiscalId)
    : null;

  return inTransaction(db, async (tx) => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const claim = await idem.claimKey(tx, BUY_SCOPE, req.userId, req.key, req.requestHash, at);
    if (!claim.claimed) return replay(claim.row, req.requestHash);

    const locked = await lockCartAtVersion(tx, req.cartId, req.userId, at, req.version);
    if (!locked) throw new AppError('CART_CHANGED');
    if (await liveOrderOfCart(tx, req.cartId))
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', undefined, { httpStatus: 409 });
    const slot = await slotById(tx, cart.timeslot!.timeslotId);
    if (!slot) throw new AppError('TIMESLOT_NOT_FOUND');
    if (now.getTime() >= Date.parse(slot.cutoff_at)) throw new AppError('TIMESLOT_CUTOFF');

    const order = await insertOrder(
      tx,
      {
        user_id: req.userId,
        cart_id: req.cartId,
        cart_version: locked.version,
        order_status_id: online ? ORDER_STATUS.awaitingPayment : ORDER_STATUS.ordered,
        payment_type_id: req.paymentTypeId,
        user_payment_auth_id: req.authId ?? null,
        store_id: cart.store.storeId,
        warehouse_id: cart.warehouse.warehouseId,
        delivery_service_id: cart.shippingAddress!.deliveryServiceId,
        address_id: cart.shippingAddress!.addressId,
        timeslot_id: slot.timeslot_id,
        timeslot_date: slot.slot_date,
        goods_cents: cents(cart.goodsTotal),
        gift_discount_cents: cents(cart.giftDiscount),
        delivery_fee_cents: cents(cart.deliveryFee),
        gross_total_cents: cents(cart.grossTotal),
        hold_cents: holdCents,
        need_invoice: invoice ? 1 : 0,
        invoice_person_fiscal_id: holder?.personFiscalId ?? null,
        invoice_holder_json: holder && JSON.stringify(holder),
        note: req.paymentData.note ?? cart.cartInfos.order_note ?? null,
        order_date: shopDate(now),
        payment_due_at: online
          ? new Date(now.getTime() + ctx.paymentTimeoutMinutes * 60_000).toISOString()
          : null,
        created_at: at,
        updated_at: at,
      },
      online ? 'in attesa del pagamento' : 'ordine confermato',
    );
    const written = await insertLines(tx, order.order_id, lines);
    await insertAdjustments(
      tx,
      order.order_id,
      cart.orderAdjustmentSummary.orderAdjustments.map((a) => ({
        giftCertificateId: a.giftCertificate.giftCertificateId,
        code: a.giftCertificate.code,
        discountCents: cents(a.discount),
      })),
    );
    const attemptRef = online ? attemptRefOf(order.order_id) : `o${order.order_id}-offline`;
    await appendEvent(
      tx,
      {
        orderId: order.order_id,
        paymentTypeId: req.paymentTypeId,
        statusId: TRANSACTION_STATUS.inProgress,
        amountCents: holdCents,
        provider: online ? ctx.provider.name : 'offline',
        attemptRef,
        providerRef: null,
        event: 'start',
      },
      at,
    );
    await idem.attachOrder(tx, BUY_SCOPE, req.userId, req.key, order.order_id, at);
    // The slot last: every buy of a slot updates its one row, whose lock is then held only until
    // the commit, not while the order's other rows are written (docs/performance.md, PostgreSQL).
    if (!(await bookSlotForOrder(tx, slot.timeslot_id, order.order_id, at)))
      throw new AppError('TIMESLOT_FULL');
    // What phase 3 answers from instead of reading it back (decision 0067).
    const placed: PlacedOrder = { email: customer.email, order, lines: written, slot };
    if (online) return { kind: 'pay', order, attemptRef, cardToken, placed };

    // Paid at delivery or on invoice: nothing to ask a provider, the order is placed now.
    const answer = await confirmInside(ctx, tx, order, customer.email, null, placed);
    return { kind: 'done', answer, order };
  });
}

/**
 * Closes the cart, queues the confirmation mail and stores the answer, in the caller's transaction.
 * A new order's answer is made from the lines and slot phase 1 wrote and read (`placed`, decision
 * 0067); its ledger is read.
 */
export async function confirmInside(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  email: string,
  paymentUrl: string | null,
  placed?: PlacedOrder,
): Promise<Envelope<unknown>> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  await closeLockedCart(tx, order.cart_id, at);
  await ctx.mailer.send(tx, await orderConfirmationMail(tx, email, order, ctx.origin, now, placed));
  const answer = ok({ order: await toOrder(tx, order, { known: placed }), paymentUrl });
  await idem.storeAnswer(tx, order.order_id, answer, at);
  return answer;
}
