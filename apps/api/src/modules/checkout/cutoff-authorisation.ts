import { CARD_SAVED_EVENT, formatEuro, ORDER_STATUS, TRANSACTION_STATUS, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { ok } from '../../http/envelope.js';
import { checkoutCustomer } from '../accounts/index.js';
import { closeLockedCart } from '../cart/index.js';
import { slotById, type TimeslotRow } from '../delivery/index.js';
import type { MailMessage } from '../mail/index.js';
import { moveToStatus, orderById, orderConfirmationMail, toOrder, type OrderRow } from '../orders/index.js';
import {
  appendEvent,
  dueRenewals,
  endRenewal,
  eventsOf,
  heldAttempts,
  planRenewal,
  releaseHold,
  renewalOf,
  saveCard,
  type AuthoriseResult,
  type LedgerRow,
} from '../payments/index.js';
import type { CheckoutContext } from './checkout.context.js';
import * as idem from './idempotency.repository.js';
import type { PlacedOrder } from './phase-one.js';

// Far slots (decision 0113): a card hold lasts about a week, a slot may be two weeks away. When the
// hold would lapse before the order is ready, the checkout saves the card (3-D Secure on the
// saving, the provider's `saved` answer) and the order is placed with nothing held; at the slot's
// cut-off, when the amount can no longer change, a job authorises the saved card off-session. The
// hold it records is an ordinary one, so the capture at "ready" is unchanged. A refusal then puts
// the order back to awaiting its payment: the shopper pays again (order/payment) in time.
// PayPal holds (decision 0121) keep their funds guaranteed for 3 days only: an authorised order
// whose slot is further away has its hold reauthorised by the same job, at the cut-off (or once
// the honour period has passed, if later); a refusal puts the order back to be paid again too.

/** The job that authorises a saved card at its order's cut-off; payload `{ orderId }`. */
export const AUTHORISE_AT_CUTOFF_JOB = 'checkout-authorise-at-cutoff';
/** The cut-off's attempt: one per order (a repeat finds it, the provider's key is its reference). */
export const CUTOFF_ATTEMPT = /^o\d+-c1$/;
export const cutoffAttemptRef = (orderId: number) => `o${orderId}-c1`;

/** Statuses the cut-off authorises in: before "ready", neither cancelled nor awaiting payment. */
const AUTHORISABLE: readonly number[] = [
  ORDER_STATUS.ordered,
  ORDER_STATUS.preparing,
  ORDER_STATUS.preparing2,
];
const THE_SHOP = null;
/** The ledger event of a hold whose reauthorisation the provider refused (decision 0121). */
const REAUTHORISE_DECLINED = 'reauthorise-declined';

const romeDay = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', day: 'numeric', month: 'long' });
const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
});

/** "La carta sarà autorizzata il 3 dicembre alle 06:00": what the shopper reads of a saved card. */
export function authorisedOnText(cutoffAt: string): string {
  const at = new Date(cutoffAt);
  return `La carta sarà autorizzata il ${romeDay.format(at)} alle ${romeTime.format(at)}`;
}

/** The card saved for the order's cut-off, if the ledger has one. */
export function savedForCutoff(events: readonly LedgerRow[]): LedgerRow | undefined {
  return events.find((e) => e.event_ref.endsWith(`/${CARD_SAVED_EVENT}`));
}

/** The cut-off's authorisation has an outcome (authorised, declined): nothing more to do. */
function cutoffDone(events: readonly LedgerRow[], orderId: number): boolean {
  const ref = cutoffAttemptRef(orderId);
  return events.some((e) => e.attempt_ref === ref && !e.event_ref.endsWith('/start'));
}

/**
 * Phase 3 of a buy whose provider saved the card (`saved`), in the caller's transaction: the
 * ledger says so (with the token the cut-off authorises), the order is placed (1 -> 3), the card
 * kept if the shopper asked, and the cut-off's job queued in the same transaction. The move is
 * conditional, so a repeat (the return and the webhook both arrive) queues nothing twice.
 */
export async function recordSaved(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  attemptRef: string,
  result: Extract<AuthoriseResult, { outcome: 'saved' }>,
  payable: readonly number[],
  placed?: PlacedOrder,
): Promise<Envelope<unknown>> {
  const at = ctx.clock.now().toISOString();
  await appendEvent(
    tx,
    {
      orderId: order.order_id,
      paymentTypeId: order.payment_type_id,
      statusId: TRANSACTION_STATUS.inProgress,
      amountCents: order.hold_cents,
      provider: ctx.provider.name,
      attemptRef,
      providerRef: result.providerRef,
      event: CARD_SAVED_EVENT,
      detail: result.token,
    },
    at,
  );
  if (result.card) await saveCard(tx, order.user_id, order.payment_type_id, result.card, at);
  const moved = await moveToStatus(tx, order.order_id, ORDER_STATUS.ordered, {
    reason: 'carta salvata: autorizzata alla chiusura degli ordini',
    at,
    actorUserId: null,
    onlyFrom: payable,
    patch: { payment_due_at: null },
  });
  if (!moved) {
    const current = (await orderById(tx, order.order_id))!;
    const answer = ok({ order: await toOrder(tx, current), paymentUrl: null });
    await idem.storeAnswer(tx, order.order_id, answer, at);
    return answer;
  }
  const slot = placed?.slot ?? (await slotById(tx, order.timeslot_id));
  if (!slot) throw new Error(`slot of order ${order.order_id} not found`);
  // The job runs at the cut-off; the checkout's sweep also looks, should it run late or be lost.
  await queueCutoffJob(ctx, tx, order.order_id, slot.cutoff_at);
  const email = placed?.email ?? (await checkoutCustomer(tx, order.user_id))?.email ?? '';
  return confirmSaved(ctx, tx, moved, email, slot.cutoff_at, placed);
}

/** The confirmation of an order whose card is authorised at the cut-off: its mail says when. */
async function confirmSaved(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  email: string,
  cutoffAt: string,
  placed?: PlacedOrder,
): Promise<Envelope<unknown>> {
  const now = ctx.clock.now();
  const at = now.toISOString();
  await closeLockedCart(tx, order.cart_id, at);
  const mail = await orderConfirmationMail(tx, email, order, ctx.origin, now, placed);
  await ctx.mailer.send(
    tx,
    withLine(mail, `${authorisedOnText(cutoffAt)}, quando l'ordine non si può più modificare.`),
  );
  const answer = ok({ order: await toOrder(tx, order, { known: placed }), paymentUrl: null });
  await idem.storeAnswer(tx, order.order_id, answer, at);
  return answer;
}

/**
 * The job (and the sweep's catch-up): authorises the saved card of `orderId` off-session for the
 * order's amount, once its cut-off has come by the shop's clock. The provider is asked with no
 * transaction open; the attempt's reference is its idempotency key and the ledger's events are
 * unique, so a second run (the job twice, the job and the sweep) authorises once.
 */
export async function authoriseAtCutoff(ctx: CheckoutContext, db: Db, orderId: number): Promise<string> {
  const order = await orderById(db, orderId);
  if (!order) return 'no order';
  const events = await eventsOf(db, orderId);
  const saved = savedForCutoff(events);
  if (!saved?.detail) return renewHold(ctx, db, order, events);
  if (cutoffDone(events, orderId)) return 'done before';
  if (!AUTHORISABLE.includes(order.order_status_id)) return 'not authorisable';
  const slot = await slotById(db, order.timeslot_id);
  // Early by the shop's clock (the engine's clock differs a little): the sweep takes it then.
  if (!slot || ctx.clock.now().getTime() < Date.parse(slot.cutoff_at)) return 'not due';
  const attemptRef = cutoffAttemptRef(orderId);
  const amountCents = order.hold_cents;
  await appendEvent(
    db,
    {
      orderId,
      paymentTypeId: order.payment_type_id,
      statusId: TRANSACTION_STATUS.inProgress,
      amountCents,
      provider: ctx.provider.name,
      attemptRef,
      providerRef: null,
      event: 'start',
    },
    ctx.clock.now().toISOString(),
  );
  const result = await ctx.provider.authorise({
    reference: attemptRef,
    amountCents,
    method: 'card',
    cardToken: saved.detail,
    offSession: true,
  });
  await recordCutoffOutcome(ctx, db, orderId, attemptRef, result);
  return result.outcome;
}

/**
 * Phase 3 of the cut-off's attempt: authorised, the hold is recorded as a checkout's is (the
 * capture at "ready" takes it); anything else (declined, the bank asking the absent shopper for
 * 3-D Secure) puts the order back to awaiting its payment (3 -> 1) with the payment time to pay
 * again, and mails the shopper. An order cancelled meanwhile has its new hold released.
 */
export async function recordCutoffOutcome(
  ctx: CheckoutContext,
  db: Db,
  orderId: number,
  attemptRef: string,
  result: AuthoriseResult,
): Promise<void> {
  const release = await inTransaction(db, async (tx) => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const order = await orderById(tx, orderId);
    if (!order) return undefined;
    const base = {
      orderId,
      paymentTypeId: order.payment_type_id,
      provider: ctx.provider.name,
      attemptRef,
      providerRef: result.providerRef,
    };
    if (result.outcome === 'authorised') {
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
      return order.order_status_id === ORDER_STATUS.cancelled ? result.providerRef : undefined;
    }
    const reason = result.outcome === 'declined' ? result.reason : 'authentication_required';
    const fresh = await appendEvent(
      tx,
      { ...base, statusId: TRANSACTION_STATUS.error, amountCents: 0, event: 'declined', detail: reason },
      at,
    );
    if (!fresh) return undefined;
    await backToPayment(
      ctx,
      tx,
      order,
      'carta rifiutata alla chiusura degli ordini',
      `La carta salvata per l'ordine n. ${orderId} è stata rifiutata alla chiusura degli ordini (${formatEuro(order.hold_cents)}).`,
    );
    return undefined;
  });
  if (release)
    await releaseHold(ctx, db, orderId, {
      attemptRef,
      providerRef: release,
      amountCents: 0,
      paymentTypeId: 0,
    });
}

/**
 * A placed order whose payment failed before "ready" (a saved card refused at the cut-off, a PayPal
 * hold not reauthorised) goes back to awaiting its payment (3 -> 1) with the payment time to pay
 * again, and the shopper is told why (`why`). Answers whether it moved (only from "ordered").
 */
async function backToPayment(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  reason: string,
  why: string,
): Promise<boolean> {
  const now = ctx.clock.now();
  const moved = await moveToStatus(tx, order.order_id, ORDER_STATUS.awaitingPayment, {
    reason,
    at: now.toISOString(),
    actorUserId: THE_SHOP,
    onlyFrom: [ORDER_STATUS.ordered],
    patch: { payment_due_at: new Date(now.getTime() + ctx.paymentTimeoutMinutes * 60_000).toISOString() },
  });
  const email = moved && (await checkoutCustomer(tx, order.user_id))?.email;
  if (moved && email) await ctx.mailer.send(tx, declinedMail(ctx, email, moved, why));
  return Boolean(moved);
}

/** The shopper's notice: the payment was refused, pay again before the order is cancelled. */
function declinedMail(ctx: CheckoutContext, to: string, order: OrderRow, why: string): MailMessage {
  const n = order.order_id;
  const link = `${ctx.origin}/profile/orders/${n}`;
  const lines = [
    why,
    `Paga di nuovo entro ${ctx.paymentTimeoutMinutes} minuti, con un'altra carta o un altro metodo, altrimenti l'ordine verrà annullato.`,
    `Paga di nuovo qui: ${link}`,
  ];
  return {
    to,
    subject: `Ordine n. ${n}: pagamento non riuscito`,
    text: lines.join('\n'),
    html: lines
      .map((l) => `<p>${escapeHtml(l)}</p>`)
      .join('')
      .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`),
  };
}

/**
 * Orders whose saved card is due at the cut-off (passed by `now`) and not authorised yet, and
 * orders whose hold is due for its reauthorisation: the sweep's catch-up of a job run early, late
 * or lost.
 */
export async function dueAtCutoff(db: Db, now: string, limit: number): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('payment_transaction as t')
    .innerJoin('customer_order as o', 'o.order_id', 't.order_id')
    .innerJoin('timeslot as s', 's.timeslot_id', 'o.timeslot_id')
    .select('t.order_id')
    .where('t.event_ref', 'like', `%/${CARD_SAVED_EVENT}`)
    .where('s.cutoff_at', '<=', now)
    .where('o.order_status_id', 'in', [...AUTHORISABLE])
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('payment_transaction as x')
            .select('x.order_transaction_id')
            .whereRef('x.order_id', '=', 't.order_id')
            .where('x.attempt_ref', 'like', '%-c1')
            .where('x.event_ref', 'not like', '%/start'),
        ),
      ),
    )
    .orderBy('t.order_id')
    .limit(limit)
    .execute();
  // Holds to reauthorise (decision 0121) whose job has not run by now: the same job's work.
  const renewals = await dueRenewals(db, now, limit);
  return [...new Set([...rows.map((r) => r.order_id), ...renewals])];
}

/** The slot's times a hold's renewal is planned from. */
type SlotTimes = Pick<TimeslotRow, 'cutoff_at' | 'begins_at'>;

/**
 * In the transaction that records an order's new hold: if its provider wants the hold renewed
 * before the capture (PayPal past its 3-day honour period, decision 0121), the renewal is planned
 * and its job queued at that time, under the order's cut-off key (one pending job per order).
 */
export async function planHoldRenewal(
  ctx: CheckoutContext,
  tx: Tx,
  order: OrderRow,
  providerRef: string,
  slot?: SlotTimes,
): Promise<void> {
  if (!ctx.provider.reauthoriseAt) return;
  const s = slot ?? (await slotById(tx, order.timeslot_id));
  if (!s) return;
  const at = ctx.clock.now().toISOString();
  const due = ctx.provider.reauthoriseAt(providerRef, {
    authorisedAt: at,
    cutoffAt: s.cutoff_at,
    neededUntil: s.begins_at,
  });
  if (due === undefined) return;
  await planHoldRenewalAt(ctx, tx, order.order_id, due);
}

/**
 * The job's work for an order without a saved card: reauthorises its hold in force when its
 * renewal is due (decision 0121), with no transaction open. The hold asked is the order's newest
 * (a modify's larger hold replaces the first): its own time is asked again, and a later one plans
 * the renewal anew. Refused, the order goes back to be paid again and the old hold is released;
 * an order already being prepared keeps it (the capture may still take it). A repeat (the job and
 * the sweep) renews once: the provider's key, and the renewal's row ended.
 */
async function renewHold(ctx: CheckoutContext, db: Db, order: OrderRow, events: readonly LedgerRow[]) {
  const orderId = order.order_id;
  const renewal = await renewalOf(db, orderId);
  if (!renewal) return 'no saved card';
  if (renewal.done_at !== null) return 'done before';
  const now = ctx.clock.now();
  const at = now.toISOString();
  if (now.getTime() < Date.parse(renewal.due_at)) return 'not due';
  if (!AUTHORISABLE.includes(order.order_status_id)) {
    await endRenewal(db, orderId, 'not authorisable', at);
    return 'not authorisable';
  }
  // Being modified: the modify ends with a hold (the old one or a larger one); the sweep asks then.
  if (order.modifying_since !== null) return 'being modified';
  const hold = heldAttempts(events).at(-1);
  const authorised =
    hold && events.find((e) => e.attempt_ref === hold.attemptRef && e.event_ref.endsWith('/authorised'));
  const slot = await slotById(db, order.timeslot_id);
  const due =
    hold && authorised && slot && ctx.provider.reauthorise
      ? ctx.provider.reauthoriseAt?.(hold.providerRef, {
          authorisedAt: authorised.created_at,
          cutoffAt: slot.cutoff_at,
          neededUntil: slot.begins_at,
        })
      : undefined;
  if (!hold || due === undefined) {
    await endRenewal(db, orderId, 'not needed', at);
    return 'not needed';
  }
  if (now.getTime() < Date.parse(due)) {
    await inTransaction(db, (tx) => planHoldRenewalAt(ctx, tx, orderId, due));
    return 'not due';
  }
  const result = await ctx.provider.reauthorise!(hold.providerRef);
  if (result.outcome === 'authorised') {
    await endRenewal(db, orderId, 'reauthorised', at);
    return 'reauthorised';
  }
  // Under review at the provider: the sweep asks again.
  if (result.outcome !== 'declined') return result.outcome;
  const release = await inTransaction(db, async (tx) => {
    const fresh = await appendEvent(
      tx,
      {
        orderId,
        paymentTypeId: order.payment_type_id,
        statusId: TRANSACTION_STATUS.error,
        amountCents: 0,
        provider: ctx.provider.name,
        attemptRef: hold.attemptRef,
        providerRef: hold.providerRef,
        event: REAUTHORISE_DECLINED,
        detail: result.reason,
      },
      at,
    );
    await endRenewal(tx, orderId, `declined:${result.reason}`, at);
    if (!fresh) return false;
    const current = (await orderById(tx, orderId)) ?? order;
    return backToPayment(
      ctx,
      tx,
      current,
      'autorizzazione PayPal non rinnovata',
      `PayPal non ha rinnovato l'autorizzazione del pagamento dell'ordine n. ${orderId} (${formatEuro(current.hold_cents)}): l'importo non è più garantito.`,
    );
  });
  // Back to be paid again: the hold PayPal no longer guarantees is released.
  if (release) await releaseHold(ctx, db, orderId, hold);
  return 'declined';
}

/** A renewal planned again at `due` (the hold in force was authorised later than first planned). */
async function planHoldRenewalAt(ctx: CheckoutContext, tx: Tx, orderId: number, due: string): Promise<void> {
  await planRenewal(tx, orderId, due, ctx.clock.now().toISOString());
  await queueCutoffJob(ctx, tx, orderId, due);
}

/** The order's job at `runAt`, under its key: one pending job per order (decision 0118). */
async function queueCutoffJob(ctx: CheckoutContext, tx: Tx, orderId: number, runAt: string): Promise<void> {
  const key = `cutoff:${orderId}`;
  await ctx.jobs?.enqueue(tx, AUTHORISE_AT_CUTOFF_JOB, { orderId }, { runAt: new Date(runAt), key });
}

function withLine(mail: MailMessage, line: string): MailMessage {
  return { ...mail, text: `${mail.text}\n${line}`, html: `${mail.html}<p>${escapeHtml(line)}</p>` };
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
