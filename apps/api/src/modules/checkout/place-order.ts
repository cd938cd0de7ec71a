import { ORDER_STATUS, TRANSACTION_STATUS, type Cart, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type DbOrTx, type Tx } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { shopDate } from '../../lib/clock.js';
import { checkoutCustomer, invoiceHolderFor } from '../accounts/index.js';
import { cartCheckout } from '../cart/index.js';
import { bookSlotForOrder, slotById } from '../delivery/index.js';
import {
  orderConfirmationMail,
  orderModifications,
  orders,
  toOrder,
  type OrderRow,
} from '../orders/index.js';
import { ledger, savedCards } from '../payments/index.js';
import { BUY_SCOPE, cents, checkCart, checkPaymentType, isOnline, wantsInvoice } from './checkout.rules.js';
import type { CheckoutContext } from './checkout.context.js';
import * as idem from './idempotency.repository.js';
import { attemptRefOf, replay, type BuyRequest, type PhaseOne } from './phase-one.js';
import { replaceOrder } from './replace-order.js';

export { attemptRefOf, replay, type BuyRequest, type PhaseOne } from './phase-one.js';

/**
 * Phase 1 of placing an order (docs/architecture.md "Place-order flow"): one short transaction
 * that claims the idempotency key, locks the cart at the version seen, re-prices it on the server,
 * checks it, writes the order and its lines, takes the slot (booking row + conditional update)
 * and records the payment attempt as started. Everything or nothing: a full slot rolls it all back.
 */
export async function placeOrder(ctx: CheckoutContext, db: Db, req: BuyRequest): Promise<PhaseOne> {
  // Pricing and checks read the cart before the transaction, so the transaction stays short (on
  // SQLite it holds the only writer). They are exact all the same: the lock below is conditional on
  // the version read before them, so a cart changed since is refused (CART_CHANGED), never ordered.
  const customer = await checkoutCustomer(db, req.userId);
  if (!customer) throw new AppError('NOT_LOGGED_IN');
  checkPaymentType(req.paymentTypeId, customer);
  const cart = await ctx.carts.view(db, req.userId);
  if (cart.cartId !== req.cartId) throw new AppError('CART_CHANGED');
  checkCart(cart, customer, req.paymentTypeId);
  const online = isOnline(req.paymentTypeId);
  const holdCents = online ? cents(cart.paymentHold) : cents(cart.grossTotal);
  if (req.paymentData.consentAmount !== undefined && cents(req.paymentData.consentAmount) !== holdCents)
    throw new AppError('PAYMENT_AMOUNT_CHANGED');
  let cardToken: string | undefined;
  if (req.authId !== undefined) {
    const card = await savedCards.savedCard(db, req.userId, req.authId);
    if (!card || card.payment_type_id !== req.paymentTypeId) throw new AppError('PAYMENT_AUTH_NOT_FOUND');
    cardToken = card.provider_token;
  }
  const lines = await linesOf(db, cart);
  // The cart of an order being modified updates that order rather than placing a new one.
  if (await orderModifications.modificationOfCart(db, req.cartId))
    return replaceOrder(ctx, db, req, cart, customer, lines, cardToken);

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

    const locked = await cartCheckout.lockAtVersion(tx, req.cartId, req.userId, at, req.version);
    if (!locked) throw new AppError('CART_CHANGED');
    if (await orders.liveOrderOfCart(tx, req.cartId))
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', undefined, { httpStatus: 409 });
    const slot = await slotById(tx, cart.timeslot!.timeslotId);
    if (!slot) throw new AppError('TIMESLOT_NOT_FOUND');
    if (now.getTime() >= Date.parse(slot.cutoff_at)) throw new AppError('TIMESLOT_CUTOFF');

    const order = await orders.insertOrder(
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
    if (!(await bookSlotForOrder(tx, slot.timeslot_id, order.order_id, at)))
      throw new AppError('TIMESLOT_FULL');
    await orders.insertLines(tx, order.order_id, lines);
    await orders.insertAdjustments(
      tx,
      order.order_id,
      cart.orderAdjustmentSummary.orderAdjustments.map((a) => ({
        giftCertificateId: a.giftCertificate.giftCertificateId,
        code: a.giftCertificate.code,
        discountCents: cents(a.discount),
      })),
    );
    const attemptRef = online ? attemptRefOf(order.order_id) : `o${order.order_id}-offline`;
    await ledger.appendEvent(
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
    if (online) return { kind: 'pay', order, attemptRef, cardToken };

    // Paid at delivery or on invoice: nothing to ask a provider, the order is placed now.
    const answer = await confirmInside(ctx, tx, order, customer.email, null);
    return { kind: 'done', answer, order };
  });
}

/** Closes the cart, queues the confirmation mail and stores the answer, in the caller's transaction. */
export async function confirmInside(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  email: string,
  paymentUrl: string | null,
): Promise<Envelope<unknown>> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  await cartCheckout.closeLocked(tx, order.cart_id, at);
  await ctx.mailer.send(tx, await orderConfirmationMail(tx, email, order, ctx.origin, now));
  const answer = ok({ order: await toOrder(tx, order), paymentUrl });
  await idem.storeAnswer(tx, order.order_id, answer, at);
  return answer;
}

async function linesOf(db: DbOrTx, cart: Cart): Promise<orders.NewLine[]> {
  const stored = new Map((await cartCheckout.cartLines(db, cart.cartId)).map((r) => [r.item_id, r]));
  return cart.cartItems.map((i) => {
    const row = stored.get(i.itemId);
    if (!row) throw new AppError('CART_CHANGED');
    return {
      item_id: i.itemId,
      product_id: i.product.productId,
      product_name: i.product.name,
      quantity_milli: row.quantity_milli,
      weighed: i.weight === null ? 0 : 1,
      unit_cents: cents(i.unitPrice),
      gross_cents: cents(i.grossTotal),
      discount_cents: cents(i.discount),
      vat_pct: i.product.ivaCategory.ivaPct,
      accept_alternatives: row.accept_alternatives,
      note: row.note,
    };
  });
}
