import { ORDER_STATUS, PAYMENT_TYPE, type Cart, type CheckoutBuyQuery, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustomer } from '../accounts/index.js';
import {
  cartHead,
  cartsLockedSince,
  closeLockedCart,
  currentCartHead,
  lockCartAtVersion,
  reopenLockedCart,
} from '../cart/index.js';
import { slotById } from '../delivery/index.js';
import {
  liveOrderOfCart,
  modificationOfCart,
  orderById,
  orderOfUser,
  unpaidPastDue,
} from '../orders/index.js';
import {
  deferCheck,
  deleteSavedCard,
  dueAttempts,
  eventsOfAttempt,
  ordersWithSeveralHolds,
  savedCardsOf,
  type AuthoriseResult,
} from '../payments/index.js';
import { BUY_SCOPE, checkCart, isOnline, parsePaymentData, requestHash } from './checkout.rules.js';
import * as idem from './idempotency.repository.js';
import type { CheckoutContext } from './checkout.context.js';
import { crashPoint } from './crash-hook.js';
import { cancelUnpaid, recordOutcome, undoUnstarted } from './payment-outcome.js';
import { placeOrder, replay } from './place-order.js';
import { payAgain, type PayAgainRequest } from './pay-again.js';
import { cancelModify, giveBackPastCutoff, reopenOrder } from './order-modify.js';
import { releaseSupersededHolds } from './replace-order.js';
import { authoriseAtCutoff, CUTOFF_ATTEMPT, dueAtCutoff } from './cutoff-authorisation.js';

const SWEEP_BATCH = 50;
/** Refusals of the cart's slot at buy: the shopper picks another, in the cart given back. */
const SLOT_REFUSALS: ReadonlySet<string> = new Set([
  'TIMESLOT_FULL',
  'TIMESLOT_CUTOFF',
  'TIMESLOT_NOT_FOUND',
]);
/** Batches of due attempts one sweep run may look at (a bound, should a provider keep failing). */
const SWEEP_MAX_BATCHES = 20;
/** An attempt still on the provider's page is looked at again after this long (the sweep's period). */
const RECHECK_WAITING_MS = 60_000;
/** Statuses before "ready": the hold is not captured yet, the newest one is the order's. */
const BEFORE_READY: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.preparing,
  ORDER_STATUS.preparing2,
];

/** The checkout calls (spec section 7 of both documents) over the three phases. */
export class CheckoutService {
  constructor(private readonly ctx: CheckoutContext) {}

  /**
   * checkout/prepare: locks the cart (open -> locked) and checks it as the buy will: lines the
   * store sells, address, slot open and not full, billing data. A failure leaves the cart open.
   */
  async prepare(db: Db, userId: number): Promise<Cart> {
    return inTransaction(db, async (tx) => {
      const head = await currentCartHead(tx, userId);
      if (!head) throw new AppError('CART_EMPTY');
      const at = this.ctx.clock.now();
      if (!(await lockCartAtVersion(tx, head.cart_id, userId, at.toISOString())))
        throw new AppError('CART_CHANGED');
      const customer = await checkoutCustomer(tx, userId);
      if (!customer) throw new AppError('NOT_LOGGED_IN');
      const cart = await this.ctx.carts.view(tx, userId, true);
      checkCart(cart, customer);
      const slot = await slotById(tx, cart.timeslot!.timeslotId);
      if (!slot) throw new AppError('TIMESLOT_NOT_FOUND');
      if (at.getTime() >= Date.parse(slot.cutoff_at)) throw new AppError('TIMESLOT_CUTOFF');
      // An order being modified already holds its place in the slot (decision 0057).
      const modifying = await modificationOfCart(tx, head.cart_id);
      if (!modifying && slot.booked >= slot.capacity) throw new AppError('TIMESLOT_FULL');
      return cart;
    });
  }

  /**
   * checkout/buy: the three phases; `key` is the Idempotency-Key header, if sent; `payer` the
   * shopper's session, the only one the provider's page will serve.
   */
  async buy(
    db: Db,
    userId: number,
    q: CheckoutBuyQuery,
    key?: string,
    payer?: string,
  ): Promise<Envelope<unknown>> {
    const paymentData = parsePaymentData(q.payment_data);
    const hash = requestHash(q);
    // A key already used answers before anything else: its cart may be closed by now.
    if (key !== undefined) {
      const seen = await idem.findKey(db, BUY_SCOPE, userId, key);
      if (seen) return replay(seen, hash).answer;
    }
    // Clients of the original contract send no key: the cart and the version they saw are it.
    const head = q.cart_id !== undefined ? await cartHead(db, q.cart_id) : await currentCartHead(db, userId);
    if (!head || head.user_id !== userId) throw new AppError('CART_NOT_FOUND');
    const version = q.cart_version ?? head.version;
    const idemKey = key ?? `cart:${head.cart_id}:v${version}`;
    if (key === undefined) {
      const seen = await idem.findKey(db, BUY_SCOPE, userId, idemKey);
      if (seen) return replay(seen, hash).answer;
    }
    const one = await placeOrder(this.ctx, db, {
      userId,
      cartId: head.cart_id,
      version,
      paymentTypeId: q.payment_type_id,
      authId: q.user_payment_auth_id,
      paymentData,
      key: idemKey,
      requestHash: hash,
    }).catch(async (error: unknown) => {
      // The slot can no longer be had: the shopper must pick another, so the cart that
      // checkout/prepare locked is given back with the refusal, not at cart/close.
      if (error instanceof AppError && SLOT_REFUSALS.has(error.code)) await this.giveBack(db, head.cart_id);
      throw error;
    });
    if (one.kind === 'replay') return one.answer;
    crashPoint(this.ctx, 'after-phase-1');
    if (one.kind === 'done') return one.answer;

    // Phase 2: the provider, with no transaction open and our attempt reference as its key.
    const result = await this.ctx.provider.authorise({
      reference: one.attemptRef,
      amountCents: one.amountCents ?? one.order.hold_cents,
      method: one.order.payment_type_id === PAYMENT_TYPE.paypal ? 'paypal' : 'card',
      cardToken: one.cardToken,
      cardNumber: paymentData.cardNumber,
      saveCard: paymentData.saveCard,
      payer,
      // A new order's hold must last until its slot; a modify's larger hold is asked as it is.
      holdNeededUntil: one.placed?.slot.begins_at,
    });
    crashPoint(this.ctx, 'after-phase-2');
    const answer = await recordOutcome(this.ctx, db, one.order.order_id, one.attemptRef, result, one.placed);
    crashPoint(this.ctx, 'after-phase-3');
    return answer;
  }

  /** order/payment and order/modify-payment-type: pays an order awaiting its payment again. */
  async payAgain(db: Db, userId: number, req: PayAgainRequest): Promise<Envelope<unknown>> {
    return payAgain(this.ctx, db, userId, req);
  }

  /** order/modify: the order reopened as the shopper's cart (decision 0057); answers the cart. */
  async modify(db: Db, userId: number, orderId: number): Promise<Cart> {
    return reopenOrder(this.ctx, db, userId, orderId);
  }

  /** order/modify-cancel ("Annulla modifiche"): the order stays as it was, the cart is put back. */
  async cancelModify(db: Db, userId: number, orderId: number) {
    return cancelModify(this.ctx, db, userId, orderId);
  }

  /** The provider's feedback (browser back from the hosted page) or webhook: phase 3 for that attempt. */
  async feedback(db: Db, params: Record<string, string | undefined>): Promise<{ orderId: number }> {
    const reference = this.ctx.provider.verifyFeedback(params);
    if (!reference) throw new AppError('PAYMENT_NOT_FOUND');
    const events = await eventsOfAttempt(db, reference);
    const orderId = events[0]?.order_id;
    if (orderId === undefined) throw new AppError('PAYMENT_NOT_FOUND');
    const result = await this.ctx.provider.lookup(reference);
    if (!result) throw new AppError('PAYMENT_NOT_FOUND');
    await recordOutcome(this.ctx, db, orderId, reference, result);
    return { orderId };
  }

  /** checkout/prebilled-amount: what a payment of this type holds for the order (or the cart). */
  async prebilled(db: Db, userId: number, paymentTypeId?: number, orderId?: number): Promise<number> {
    if (orderId !== undefined) {
      const order = await orderOfUser(db, userId, orderId);
      if (!order) throw new AppError('ORDER_NOT_FOUND');
      return order.hold_cents / 100;
    }
    const cart = await this.ctx.carts.view(db, userId);
    const type = paymentTypeId ?? PAYMENT_TYPE.card;
    return isOnline(type) ? cart.paymentHold : cart.grossTotal;
  }

  /**
   * The job at a slot's cut-off (decision 0113): authorises the order's saved card off-session.
   * Answers what happened ('authorised', 'declined', 'not due', 'done before', ...).
   */
  authoriseAtCutoff(db: Db, orderId: number): Promise<string> {
    return authoriseAtCutoff(this.ctx, db, orderId);
  }

  /** payment-type/list-auth: the saved cards (of one payment type, when asked). */
  async savedCards(db: Db, userId: number, paymentTypeId?: number) {
    const rows = await savedCardsOf(db, userId, paymentTypeId);
    return rows.map((r) => ({
      userPaymentAuthId: r.user_payment_auth_id,
      paymentTypeId: r.payment_type_id,
      brand: r.brand,
      last4: r.last4,
      expiry: r.expiry,
    }));
  }

  /**
   * payment-type/delete-auth: the shopper deletes a saved card. Deleted here first (a conditional
   * delete: another shopper's card, or one deleted already, is not found), then forgotten at the
   * provider with no transaction open (Stripe detaches it).
   */
  async deleteSavedCard(db: Db, userId: number, authId: number): Promise<void> {
    const token = await deleteSavedCard(db, userId, authId);
    if (token === undefined) throw new AppError('PAYMENT_AUTH_NOT_FOUND');
    await this.ctx.provider.forgetCard?.(token);
  }

  /**
   * cart/close: a cart whose order is placed is closed (a new one opens on the next visit); a cart
   * locked by checkout/prepare without an order is given back to the shopper.
   */
  async closeCart(db: Db, userId: number, cartId: number): Promise<{ cartId: number; cartStatusId: number }> {
    return inTransaction(db, async (tx) => {
      const head = await cartHead(tx, cartId);
      if (!head || head.user_id !== userId) throw new AppError('CART_NOT_FOUND');
      const at = this.ctx.clock.now().toISOString();
      if (await this.orderPlacedFor(tx, cartId)) await closeLockedCart(tx, cartId, at);
      else await reopenLockedCart(tx, cartId, at);
      const after = (await cartHead(tx, cartId))!;
      return { cartId, cartStatusId: after.cart_status_id };
    });
  }

  /**
   * Every attempt due for a look, batch after batch: one still on the provider's page is looked at
   * again a minute later (at the back of the queue), so waiting shoppers never hide newer attempts.
   * A batch that leaves everything due (a provider failing the same way) ends the run.
   */
  private async sweepAttempts(db: Db): Promise<{ finished: number; undone: number }> {
    const now = this.ctx.clock.now();
    const before = new Date(now.getTime() - this.ctx.sweepAfterSeconds * 1000).toISOString();
    const nextCheck = new Date(now.getTime() + RECHECK_WAITING_MS).toISOString();
    let finished = 0;
    let undone = 0;
    for (let batch = 0; batch < SWEEP_MAX_BATCHES; batch++) {
      const due = await dueAttempts(db, before, now.toISOString(), SWEEP_BATCH);
      for (const a of due) {
        const result: AuthoriseResult | undefined = await this.ctx.provider.lookup(a.attempt_ref);
        if (!result && CUTOFF_ATTEMPT.test(a.attempt_ref)) {
          // A saved card's authorisation that never reached the provider: asked again, same key.
          await authoriseAtCutoff(this.ctx, db, a.order_id);
          finished++;
        } else if (!result) {
          await undoUnstarted(this.ctx, db, a.order_id, a.attempt_ref);
          undone++;
        } else if (result.outcome === 'action_required') {
          await deferCheck(db, a.attempt_ref, nextCheck);
        } else {
          await recordOutcome(this.ctx, db, a.order_id, a.attempt_ref, result);
          finished++;
        }
      }
      if (due.length < SWEEP_BATCH) break;
    }
    return { finished, undone };
  }

  /** A cart locked for checkout without an order placed from it is the shopper's again. */
  private async giveBack(db: Db, cartId: number): Promise<void> {
    await inTransaction(db, async (tx) => {
      if (!(await this.orderPlacedFor(tx, cartId)))
        await reopenLockedCart(tx, cartId, this.ctx.clock.now().toISOString());
    });
  }

  /** The cart's order is placed, and the cart is not that order being modified (given back, then). */
  private async orderPlacedFor(tx: Tx, cartId: number): Promise<boolean> {
    if (await modificationOfCart(tx, cartId)) return false;
    return (await liveOrderOfCart(tx, cartId)) !== undefined;
  }

  /**
   * The sweeper (a job every minute): finishes or undoes what a crash left between phases, and
   * cancels online orders not paid in time. Asks the provider only outside any transaction.
   */
  async sweep(db: Db): Promise<{ finished: number; undone: number; cancelled: number }> {
    const now = this.ctx.clock.now();
    const before = new Date(now.getTime() - this.ctx.sweepAfterSeconds * 1000).toISOString();
    const { finished, undone } = await this.sweepAttempts(db);
    let cancelled = 0;
    for (const o of await unpaidPastDue(db, now.toISOString(), SWEEP_BATCH)) {
      if (await cancelUnpaid(this.ctx, db, o.order_id)) cancelled++;
    }
    // A checkout left half-way (prepared, never bought) gives the cart back after the payment time.
    const stale = new Date(now.getTime() - this.ctx.paymentTimeoutMinutes * 60_000).toISOString();
    for (const cartId of await cartsLockedSince(db, stale, SWEEP_BATCH)) await this.giveBack(db, cartId);
    // Modifications past their slot's cut-off give the order back as it was (decision 0057).
    await giveBackPastCutoff(this.ctx, db, SWEEP_BATCH);
    // Saved cards whose cut-off has come and whose job has not authorised them yet (decision 0113).
    for (const orderId of await dueAtCutoff(db, now.toISOString(), SWEEP_BATCH))
      await this.authoriseAtCutoff(db, orderId);
    // A modify's larger hold applied, the older one's release interrupted by a crash: released now.
    for (const orderId of await ordersWithSeveralHolds(db, before, SWEEP_BATCH)) {
      const order = await orderById(db, orderId);
      if (order && order.modifying_since === null && BEFORE_READY.includes(order.order_status_id))
        await releaseSupersededHolds(this.ctx, db, orderId);
    }
    return { finished, undone, cancelled };
  }
}
