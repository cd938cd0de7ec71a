import {
  ERROR_MESSAGES,
  PAYMENT_TYPE,
  SHOPPER_MODIFIABLE,
  TRANSACTION_STATUS,
  type Envelope,
} from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { failure, ok } from '../../http/envelope.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustomer } from '../accounts/index.js';
import { closeLockedCart, lockCartAtVersion, reopenLockedCart } from '../cart/index.js';
import { slotById } from '../delivery/index.js';
import {
  clearModificationPending,
  endModifying,
  modificationOf,
  modificationOfCart,
  orderById,
  type OrderContents,
  orderModifiedMail,
  replaceOrderContents,
  setModificationPending,
  toOrder,
} from '../orders/index.js';
import {
  appendAbandoned,
  appendEvent,
  eventsOf,
  heldAttempts,
  releaseHold,
  saveCard,
  type AuthoriseResult,
} from '../payments/index.js';
import type { BuySetup } from './buy-setup.js';
import { BUY_SCOPE, cents } from './checkout.rules.js';
import type { CheckoutContext } from './checkout.context.js';
import * as idem from './idempotency.repository.js';
import { replay, type BuyRequest, type PhaseOne } from './phase-one.js';
import { savedForCutoff } from './cutoff-authorisation.js';

// Buying again the cart of an order being modified (decision 0057): the same order is updated
// (same id, same slot booking: no place is taken twice). When the new hold is not larger than the
// one the provider already keeps, no provider call is needed. When it must grow, the new amount is
// authorised first (phase 2, no transaction open) and the order changes only once it succeeds;
// only then is the old hold released. A failed authorisation leaves the order and its old hold as
// they were, and the cart open for another try or "Annulla modifiche".

/** A modify's payment attempts are `o<id>-m<n>`: phase 3 and the sweeper know them by that. */
export const MODIFY_ATTEMPT = /^o\d+-m\d+$/;

/** The newest hold the provider keeps for the order (0 without one). */
function heldNow(events: Awaited<ReturnType<typeof eventsOf>>): number {
  return heldAttempts(events).at(-1)?.amountCents ?? 0;
}

/** Phase 1 for a cart that is an order being modified (its set-up read by readBuySetup). */
export async function replaceOrder(
  ctx: CheckoutContext,
  db: Db,
  req: BuyRequest,
  setup: BuySetup,
): Promise<PhaseOne> {
  const { cart, customer, lines, online, holdCents, cardToken } = setup;
  return inTransaction(db, async (tx) => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const claim = await idem.claimKey(tx, BUY_SCOPE, req.userId, req.key, req.requestHash, at);
    if (!claim.claimed) return replay(claim.row, req.requestHash);
    const locked = await lockCartAtVersion(tx, req.cartId, req.userId, at, req.version);
    if (!locked) throw new AppError('CART_CHANGED');
    const mod = await modificationOfCart(tx, req.cartId);
    const order = mod && (await orderById(tx, mod.order_id));
    if (!mod || !order || order.modifying_since === null) throw new AppError('CART_CHANGED');
    if (mod.attempt_ref !== null)
      throw new AppError('ORDER_MODIFY_PAYMENT_RUNNING', undefined, { httpStatus: 409 });
    if (!SHOPPER_MODIFIABLE.includes(order.order_status_id) || now.getTime() >= Date.parse(mod.cutoff_at))
      throw new AppError('ORDER_NOT_MODIFIABLE');
    if (
      cart.timeslot!.timeslotId !== order.timeslot_id ||
      cart.shippingAddress!.addressId !== order.address_id
    )
      throw new AppError('ORDER_MODIFY_SLOT_FIXED');
    if (req.paymentTypeId !== order.payment_type_id) throw new AppError('ORDER_MODIFY_PAYMENT_TYPE');
    const slot = await slotById(tx, order.timeslot_id);
    if (!slot || now.getTime() >= Date.parse(slot.cutoff_at)) throw new AppError('ORDER_NOT_MODIFIABLE');

    const contents: OrderContents = {
      lines,
      adjustments: cart.orderAdjustmentSummary.orderAdjustments.map((a) => ({
        giftCertificateId: a.giftCertificate.giftCertificateId,
        code: a.giftCertificate.code,
        discountCents: cents(a.discount),
      })),
      order: {
        cart_version: locked.version,
        goods_cents: cents(cart.goodsTotal),
        gift_discount_cents: cents(cart.giftDiscount),
        delivery_fee_cents: cents(cart.deliveryFee),
        gross_total_cents: cents(cart.grossTotal),
        hold_cents: holdCents,
        need_invoice:
          cart.cartInfos.need_invoice === 'true' || req.paymentTypeId === PAYMENT_TYPE.summaryInvoice ? 1 : 0,
        note: req.paymentData.note ?? cart.cartInfos.order_note ?? order.note,
        user_payment_auth_id: req.authId ?? order.user_payment_auth_id,
      },
    };
    await idem.attachOrder(tx, BUY_SCOPE, req.userId, req.key, order.order_id, at);
    const events = await eventsOf(tx, order.order_id);
    // The hold the provider keeps already covers the new total, or the saved card is authorised
    // for the order's amount at the cut-off (decision 0113): no provider call at all.
    if (!online || holdCents <= heldNow(events) || savedForCutoff(events)) {
      const answer = await applyModification(ctx, tx, order.order_id, contents, customer.email, req.key);
      return { kind: 'done', answer, order: (await orderById(tx, order.order_id))! };
    }
    const n = new Set(events.map((e) => e.attempt_ref).filter((r) => MODIFY_ATTEMPT.test(r))).size + 1;
    const attemptRef = `o${order.order_id}-m${n}`;
    await appendEvent(
      tx,
      {
        orderId: order.order_id,
        paymentTypeId: order.payment_type_id,
        statusId: TRANSACTION_STATUS.inProgress,
        amountCents: holdCents,
        provider: ctx.provider.name,
        attemptRef,
        providerRef: null,
        event: 'start',
      },
      at,
    );
    if (!(await setModificationPending(tx, order.order_id, attemptRef, contents, req.key)))
      throw new AppError('ORDER_MODIFY_PAYMENT_RUNNING', undefined, { httpStatus: 409 });
    return { kind: 'pay', order, attemptRef, cardToken, amountCents: holdCents };
  });
}

/**
 * The order takes the re-bought cart's contents, the modification ends, the cart closes, the
 * shopper is mailed and the answer stored: one transaction, the caller's.
 */
async function applyModification(
  ctx: CheckoutContext,
  tx: Tx,
  orderId: number,
  contents: OrderContents,
  email: string,
  key: string | null,
): Promise<Envelope<unknown>> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  const before = (await orderById(tx, orderId))!;
  await replaceOrderContents(tx, orderId, contents, at);
  await endModifying(tx, orderId, at);
  await closeLockedCart(tx, before.cart_id, at);
  const order = (await orderById(tx, orderId))!;
  await ctx.mailer.send(tx, await orderModifiedMail(tx, email, order, ctx.origin, now));
  const answer = ok(
    { order: await toOrder(tx, order, { now }), paymentUrl: null },
    {
      infos: [
        {
          code: 'ORDER_MODIFIED',
          message: ERROR_MESSAGES.ORDER_MODIFIED.replace('{orderId}', String(orderId)),
        },
      ],
    },
  );
  await storeFor(tx, order.user_id, key, answer, at);
  return answer;
}

/** Stores the answer of the modify's buy request, when its key is known. */
async function storeFor(tx: Tx, userId: number, key: string | null, answer: unknown, at: string) {
  if (key !== null) await idem.storeKeyAnswer(tx, { scope: BUY_SCOPE, userId, key }, answer, at);
}

/**
 * Phase 3 of a modify's larger hold. Authorised: the ledger records it, the order takes the new
 * contents, and after the commit the older holds are released (never before: until then the old
 * hold is all that pays for the order). Declined: the order and its hold stay as they were and the
 * cart is given back to the shopper. The ledger's unique event makes a second run a no-op.
 */
export async function recordModifyOutcome(
  ctx: CheckoutContext,
  db: Db,
  orderId: number,
  attemptRef: string,
  result: AuthoriseResult,
): Promise<Envelope<unknown>> {
  let release: 'older' | 'this' | undefined;
  const answer = await inTransaction(db, async (tx) => {
    const at = ctx.clock.now().toISOString();
    const order = (await orderById(tx, orderId))!;
    const shown = async () => ({
      order: await toOrder(tx, (await orderById(tx, orderId))!),
      paymentUrl: null,
    });
    const mod = await modificationOf(tx, orderId);
    const pending = mod?.attempt_ref === attemptRef ? mod : undefined;
    if (result.outcome === 'action_required') {
      // The provider's page: a repeat of the buy answers it until the shopper has been there.
      const waiting = ok({ order: await toOrder(tx, order), paymentUrl: result.redirectUrl });
      await storeFor(tx, order.user_id, pending?.idem_key ?? null, waiting, at);
      return waiting;
    }
    const base = {
      orderId,
      paymentTypeId: order.payment_type_id,
      provider: ctx.provider.name,
      attemptRef,
      providerRef: result.providerRef,
    };
    // A modify asks for a hold, never a saving (decision 0113): a provider's saving holds nothing.
    if (result.outcome === 'declined' || result.outcome === 'saved') {
      const first = await appendEvent(
        tx,
        {
          ...base,
          statusId: TRANSACTION_STATUS.error,
          amountCents: 0,
          event: 'declined',
          detail: result.outcome === 'declined' ? result.reason : 'nothing held',
        },
        at,
      );
      if (!first || !pending) return ok(await shown());
      await clearModificationPending(tx, orderId, attemptRef);
      await reopenLockedCart(tx, pending.cart_id, at);
      const declined = failure('ORDER_MODIFY_DECLINED', ERROR_MESSAGES.ORDER_MODIFY_DECLINED, {
        data: await shown(),
      });
      await storeFor(tx, order.user_id, pending.idem_key, declined, at);
      return declined;
    }
    const first = await appendEvent(
      tx,
      {
        ...base,
        statusId: TRANSACTION_STATUS.authorised,
        amountCents: result.amountCents,
        event: 'authorised',
      },
      at,
    );
    if (!first) return ok(await shown());
    if (!pending) {
      // Nothing waits for this hold any more (the modification ended meanwhile): it is released.
      release = 'this';
      return ok(await shown());
    }
    if (result.card) await saveCard(tx, order.user_id, order.payment_type_id, result.card, at);
    const customer = await checkoutCustomer(tx, order.user_id);
    release = 'older';
    return applyModification(
      ctx,
      tx,
      orderId,
      JSON.parse(pending.pending_json!) as OrderContents,
      customer?.email ?? '',
      pending.idem_key,
    );
  });
  if (release) await releaseAfter(ctx, db, orderId, attemptRef, release);
  return answer;
}

/** After the commit: the holds other than the new one (or the new one itself) are released. */
async function releaseAfter(
  ctx: CheckoutContext,
  db: Db,
  orderId: number,
  attemptRef: string,
  which: 'older' | 'this',
): Promise<void> {
  for (const hold of heldAttempts(await eventsOf(db, orderId)))
    if ((hold.attemptRef === attemptRef) === (which === 'this')) await releaseHold(ctx, db, orderId, hold);
}

/**
 * A modify's attempt the provider never saw (a crash between phases 1 and 2): the attempt is
 * closed, the pending contents dropped and the cart given back; the order never changed.
 */
export async function undoModifyAttempt(ctx: CheckoutContext, db: Db, orderId: number, attemptRef: string) {
  await inTransaction(db, async (tx) => {
    const at = ctx.clock.now().toISOString();
    const order = await orderById(tx, orderId);
    if (!order) return;
    const first = await appendAbandoned(
      tx,
      { orderId, paymentTypeId: order.payment_type_id, provider: ctx.provider.name, attemptRef },
      at,
    );
    const mod = await modificationOf(tx, orderId);
    if (!first || mod?.attempt_ref !== attemptRef) return;
    await clearModificationPending(tx, orderId, attemptRef);
    await reopenLockedCart(tx, mod.cart_id, at);
    if (mod.idem_key)
      await idem.forgetKey(tx, { scope: BUY_SCOPE, userId: order.user_id, key: mod.idem_key });
  });
}

/** Older holds a crash left after an applied modification: released by the sweeper. */
export async function releaseSupersededHolds(ctx: CheckoutContext, db: Db, orderId: number): Promise<void> {
  const holds = heldAttempts(await eventsOf(db, orderId));
  for (const hold of holds.slice(0, -1)) await releaseHold(ctx, db, orderId, hold);
}
