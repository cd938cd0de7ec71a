import { ERROR_MESSAGES, ORDER_STATUS, TRANSACTION_STATUS, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { failure } from '../../http/envelope.js';
import { checkoutCustomer } from '../accounts/index.js';
import { closeLockedCart, reopenLockedCart } from '../cart/index.js';
import { releaseSlotOfOrder } from '../delivery/index.js';
import { moveToStatus, orderById, toOrder } from '../orders/index.js';
import {
  appendAbandoned,
  appendEvent,
  eventsOf,
  releaseHold,
  saveCard,
  type AuthoriseResult,
} from '../payments/index.js';
import type { CheckoutContext } from './checkout.context.js';
import * as idem from './idempotency.repository.js';
import { confirmInside, type PlacedOrder } from './place-order.js';
import { MODIFY_ATTEMPT, recordModifyOutcome, undoModifyAttempt } from './replace-order.js';
import { CUTOFF_ATTEMPT, planHoldRenewal, recordCutoffOutcome, recordSaved } from './cutoff-authorisation.js';

/**
 * A payment outcome moves only an order still awaiting its payment (1 -> 3 paid, 1 -> 10 never
 * paid): an order cancelled meanwhile stays cancelled, one already paid stays as it is.
 */
export const PAYABLE: readonly number[] = [ORDER_STATUS.awaitingPayment];
/** The history's actor of a move made by the provider's answer, or by the shop's own sweeper: no account. */
const PAYMENT_PROVIDER = null;
const THE_SHOP = null;

/**
 * Phase 3: records what the provider answered and moves the order on, in one short transaction.
 * Safe to run twice for the same attempt (the route, the feedback call and the sweeper may all
 * arrive): the ledger's unique event reference and the conditional status change make the second
 * run a no-op that answers the same. Answers the envelope the buy answers (and stores it). The buy
 * passes what its phase 1 wrote (`placed`): the answer and the mail are made from it.
 */
export async function recordOutcome(
  ctx: CheckoutContext,
  db: Db,
  orderId: number,
  attemptRef: string,
  result: AuthoriseResult,
  placed?: PlacedOrder,
): Promise<Envelope<unknown>> {
  // A modify's larger hold (decision 0057) changes an order already placed: its own phase 3.
  if (MODIFY_ATTEMPT.test(attemptRef)) return recordModifyOutcome(ctx, db, orderId, attemptRef, result);
  // The authorisation of a saved card at the cut-off (decision 0113): the order is placed already.
  if (CUTOFF_ATTEMPT.test(attemptRef)) {
    await recordCutoffOutcome(ctx, db, orderId, attemptRef, result);
    return storeNothing();
  }
  let voidRef: string | undefined;
  const answer = await inTransaction(db, async (tx) => {
    const at = ctx.clock.now().toISOString();
    // An authorised buy moves the order phase 1 wrote: the move is conditional on its status, and
    // the columns read from it (owner, cart, payment type) never change (decision 0072).
    const order = result.outcome === 'authorised' && placed ? placed.order : await orderById(tx, orderId);
    if (!order) throw new Error(`order ${orderId} of attempt ${attemptRef} not found`);
    const base = {
      orderId,
      paymentTypeId: order.payment_type_id,
      provider: ctx.provider.name,
      attemptRef,
      providerRef: result.providerRef,
    };
    if (result.outcome === 'action_required') {
      return storeLatest(ctx, tx, orderId, {
        order: await toOrder(tx, order),
        paymentUrl: result.redirectUrl,
      });
    }
    // A far slot: the card is saved, the order placed, the hold taken at the cut-off (decision 0113).
    if (result.outcome === 'saved') return recordSaved(ctx, tx, order, attemptRef, result, PAYABLE, placed);
    if (result.outcome === 'declined') {
      await appendEvent(
        tx,
        {
          ...base,
          statusId: TRANSACTION_STATUS.error,
          amountCents: 0,
          event: 'declined',
          detail: result.reason,
        },
        at,
      );
      // The order stays payable again until its payment time runs out; the cart is done with.
      await closeLockedCart(tx, order.cart_id, at);
      const declined = failure('PAYMENT_DECLINED', ERROR_MESSAGES.PAYMENT_DECLINED, {
        data: { order: await toOrder(tx, order), paymentUrl: null },
      });
      await idem.storeAnswer(tx, orderId, declined, at);
      return declined;
    }
    await appendEvent(
      tx,
      {
        ...base,
        statusId: TRANSACTION_STATUS.authorised,
        amountCents: result.amountCents,
        event: 'authorised',
      },
      at,
    );
    const moved = await moveToStatus(tx, orderId, ORDER_STATUS.ordered, {
      reason: 'pagamento autorizzato',
      at,
      actorUserId: PAYMENT_PROVIDER,
      onlyFrom: PAYABLE,
      patch: { payment_due_at: null },
    });
    // Moved: the order is the row the move answered, not read again.
    const current = moved ?? (await orderById(tx, orderId))!;
    if (!moved && current.order_status_id === ORDER_STATUS.cancelled) {
      // Authorised after the order was cancelled (paid too late): the hold is released.
      voidRef = result.providerRef;
      return storeLatest(ctx, tx, orderId, { order: await toOrder(tx, current), paymentUrl: null });
    }
    if (result.card) await saveCard(tx, order.user_id, order.payment_type_id, result.card, at);
    if (!moved) return storeLatest(ctx, tx, orderId, { order: await toOrder(tx, current), paymentUrl: null });
    // A PayPal hold whose slot is past its honour period is reauthorised ahead (decision 0121).
    await planHoldRenewal(ctx, tx, current, result.providerRef, placed?.slot);
    const email = placed?.email ?? (await checkoutCustomer(tx, order.user_id))?.email ?? '';
    return confirmInside(ctx, tx, current, email, null, placed);
  });
  if (voidRef) await voidHold(ctx, db, orderId, attemptRef, voidRef);
  return answer;
}

/** The answer of a phase 3 nobody waits for (the sweep's, of a cut-off's attempt). */
function storeNothing(): Envelope<unknown> {
  return {
    response: { status: 0, errors: [], errorsMessage: [], infosMessage: [], warningsMessage: [] },
    data: null,
  };
}

async function storeLatest(
  ctx: CheckoutContext,
  tx: Parameters<typeof idem.storeAnswer>[0],
  orderId: number,
  data: unknown,
): Promise<Envelope<unknown>> {
  const answer: Envelope<unknown> = {
    response: { status: 0, errors: [], errorsMessage: [], infosMessage: [], warningsMessage: [] },
    data,
  };
  await idem.storeAnswer(tx, orderId, answer, ctx.clock.now().toISOString());
  return answer;
}

/** Releases a hold at the provider (no transaction open), then records it. */
async function voidHold(
  ctx: CheckoutContext,
  db: Db,
  orderId: number,
  attemptRef: string,
  providerRef: string,
) {
  const order = await orderById(db, orderId);
  await releaseHold(ctx, db, orderId, {
    attemptRef,
    providerRef,
    amountCents: 0,
    paymentTypeId: order?.payment_type_id ?? 0,
  });
}

/**
 * Undoes an order whose payment never reached the provider (a crash between phases 1 and 2):
 * the order is cancelled, its slot place given back, the cart reopened for the shopper and the
 * idempotency key freed, all in one transaction.
 */
export async function undoUnstarted(ctx: CheckoutContext, db: Db, orderId: number, attemptRef: string) {
  if (MODIFY_ATTEMPT.test(attemptRef)) return undoModifyAttempt(ctx, db, orderId, attemptRef);
  // The cut-off's attempt never reached the provider: the sweep's catch-up asks again (same key).
  if (CUTOFF_ATTEMPT.test(attemptRef)) return;
  await inTransaction(db, async (tx) => {
    const at = ctx.clock.now().toISOString();
    const order = await orderById(tx, orderId);
    if (!order) return;
    // The attempt is closed in the ledger whatever happens next, so no sweep looks at it again.
    await appendAbandoned(
      tx,
      { orderId, paymentTypeId: order.payment_type_id, provider: ctx.provider.name, attemptRef },
      at,
    );
    const moved = await moveToStatus(tx, orderId, ORDER_STATUS.cancelled, {
      reason: 'pagamento mai avviato',
      at,
      actorUserId: THE_SHOP,
      onlyFrom: PAYABLE,
      patch: { payment_due_at: null },
    });
    if (!moved) return;
    await releaseSlotOfOrder(tx, orderId);
    await reopenLockedCart(tx, order.cart_id, at);
    await idem.forgetOrder(tx, orderId);
  });
}

/**
 * Cancels an online order still unpaid when its time runs out (spec: "the order will be cancelled
 * automatically soon unless retried"): slot given back, cart reopened if it was still locked, and
 * whatever the provider holds for it released afterwards.
 */
export async function cancelUnpaid(ctx: CheckoutContext, db: Db, orderId: number): Promise<boolean> {
  const attempts = await inTransaction(db, async (tx) => {
    const at = ctx.clock.now().toISOString();
    const order = await orderById(tx, orderId);
    if (!order) return undefined;
    const moved = await moveToStatus(tx, orderId, ORDER_STATUS.cancelled, {
      reason: 'non pagato in tempo',
      at,
      actorUserId: THE_SHOP,
      onlyFrom: PAYABLE,
      patch: { payment_due_at: null },
    });
    if (!moved) return undefined;
    await releaseSlotOfOrder(tx, orderId);
    await reopenLockedCart(tx, order.cart_id, at);
    const events = await eventsOf(tx, orderId);
    const attempts = [...new Set(events.filter((e) => e.provider !== 'offline').map((e) => e.attempt_ref))];
    // Attempts still without an outcome are closed in the ledger: the sweeper is done with them.
    for (const ref of attempts) {
      if (events.some((e) => e.attempt_ref === ref && !e.event_ref.endsWith('/start'))) continue;
      await appendEvent(
        tx,
        {
          orderId,
          paymentTypeId: order.payment_type_id,
          statusId: TRANSACTION_STATUS.cancelled,
          amountCents: 0,
          provider: ctx.provider.name,
          attemptRef: ref,
          providerRef: null,
          event: 'expired',
        },
        at,
      );
    }
    return attempts;
  });
  if (!attempts) return false;
  // Outside the transaction: ask the provider and release any hold it still keeps.
  for (const ref of attempts) {
    const r = await ctx.provider.lookup(ref);
    // A card saved for the cut-off (decision 0113) holds nothing: nothing to release.
    if (r && r.outcome !== 'declined' && r.outcome !== 'saved')
      await voidHold(ctx, db, orderId, ref, r.providerRef);
  }
  return true;
}
