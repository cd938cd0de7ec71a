import { ORDER_STATUS, PAYMENT_TYPE, TRANSACTION_STATUS, type Envelope } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustomer } from '../accounts/index.js';
import { slotById } from '../delivery/index.js';
import { moveToStatus, orderById, orderOfUser, type OrderRow, switchPaymentType } from '../orders/index.js';
import { appendAbandoned, appendEvent, eventsOf, releaseHold, savedCard } from '../payments/index.js';
import { checkPaymentType, isOnline, parsePaymentData } from './checkout.rules.js';
import type { CheckoutContext } from './checkout.context.js';
import { PAYABLE, recordOutcome } from './payment-outcome.js';
import { attemptRefOf, confirmInside } from './place-order.js';

export interface PayAgainRequest {
  orderId: number;
  /** order/modify-payment-type: the new type; order/payment keeps the order's. */
  paymentTypeId?: number;
  authId?: number;
  paymentData?: string;
  /** The shopper's session: the only one the provider's page will serve. */
  payer?: string;
}

type Started =
  | { kind: 'done'; answer: Envelope<unknown> }
  | { kind: 'pay'; order: OrderRow; attemptRef: string; cardToken?: string; slotBeginsAt?: string };

/**
 * order/payment and order/modify-payment-type (decision 0044): an order still awaiting its online
 * payment (declined, or the shopper left the provider's page) is paid again, with the same or
 * another payment type, in the checkout's three phases. Phase 1 opens a new attempt (o{id}-p{n};
 * two clicks at once make the same reference, and the ledger's unique event keeps one); a type paid
 * offline confirms the order at once. Phase 2 asks the provider; phase 3 is the checkout's own.
 */
export async function payAgain(
  ctx: CheckoutContext,
  db: Db,
  userId: number,
  req: PayAgainRequest,
): Promise<Envelope<unknown>> {
  const paymentData = parsePaymentData(req.paymentData);
  const customer = await checkoutCustomer(db, userId);
  if (!customer) throw new AppError('NOT_LOGGED_IN');
  let cardToken: string | undefined;
  let abandoned: string[] = [];
  const started = await inTransaction(db, async (tx): Promise<Started> => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const current = await orderOfUser(tx, userId, req.orderId);
    if (!current) throw new AppError('ORDER_NOT_FOUND');
    const type = req.paymentTypeId ?? current.payment_type_id;
    checkPaymentType(type, customer);
    if (req.authId !== undefined) {
      const card = await savedCard(tx, userId, req.authId);
      if (!card || card.payment_type_id !== type) throw new AppError('PAYMENT_AUTH_NOT_FOUND');
      cardToken = card.provider_token;
    }
    const events = await eventsOf(tx, req.orderId);
    const refs = new Set(events.map((e) => e.attempt_ref));
    // An attempt still open (the shopper left the provider's page) is closed here and released at
    // the provider after the commit; should it be approved after all, the order ends up with two
    // holds and the capture at picking takes the newest and releases the other.
    abandoned = [...refs].filter((ref) =>
      events.every((e) => e.attempt_ref !== ref || e.event_ref.endsWith('/start')),
    );
    for (const ref of abandoned)
      await appendAbandoned(
        tx,
        {
          orderId: req.orderId,
          paymentTypeId: current.payment_type_id,
          provider: ctx.provider.name,
          attemptRef: ref,
        },
        at,
      );
    // The type (and the amount it holds: the cart's hold online, the total offline) changes only
    // while the order still awaits its payment and is in time: a conditional update.
    const hold = isOnline(type) ? current.hold_cents : current.gross_total_cents;
    const switched = await switchPaymentType(
      tx,
      req.orderId,
      { paymentTypeId: type, authId: req.authId ?? null, holdCents: hold },
      at,
    );
    if (!switched) throw new AppError('ORDER_NOT_PAYABLE');
    const order = (await orderById(tx, req.orderId))!;
    const online = isOnline(type);
    const attemptRef = online ? attemptRefOf(order.order_id, refs.size + 1) : `o${order.order_id}-offline`;
    const fresh = await appendEvent(
      tx,
      {
        orderId: order.order_id,
        paymentTypeId: type,
        statusId: TRANSACTION_STATUS.inProgress,
        amountCents: hold,
        provider: online ? ctx.provider.name : 'offline',
        attemptRef,
        providerRef: null,
        event: 'start',
      },
      at,
    );
    if (!fresh) throw new AppError('IDEMPOTENCY_IN_PROGRESS', undefined, { httpStatus: 409 });
    // The hold must last until the slot; a far one saves the card instead (decision 0113).
    if (online)
      return {
        kind: 'pay',
        order,
        attemptRef,
        cardToken,
        slotBeginsAt: (await slotById(tx, order.timeslot_id))?.begins_at,
      };
    // Paid at delivery or on invoice now: the order is confirmed at once, by its shopper's choice.
    const confirmed = await moveToStatus(tx, order.order_id, ORDER_STATUS.ordered, {
      reason: 'pagamento alla consegna',
      at,
      actorUserId: userId,
      onlyFrom: PAYABLE,
      patch: { payment_due_at: null },
    });
    // The type switched above in this transaction only from status 1, which nothing else leaves meanwhile.
    if (!confirmed) throw new AppError('ORDER_NOT_PAYABLE');
    return { kind: 'done', answer: await confirmInside(ctx, tx, confirmed, customer.email, null) };
  });
  for (const ref of abandoned) {
    const r = await ctx.provider.lookup(ref);
    if (r && r.outcome !== 'declined')
      await releaseHold(ctx, db, req.orderId, {
        attemptRef: ref,
        providerRef: r.providerRef,
        amountCents: 0,
        paymentTypeId: started.kind === 'pay' ? started.order.payment_type_id : 0,
      });
  }
  if (started.kind === 'done') return started.answer;
  const result = await ctx.provider.authorise({
    reference: started.attemptRef,
    amountCents: started.order.hold_cents,
    method: started.order.payment_type_id === PAYMENT_TYPE.paypal ? 'paypal' : 'card',
    cardToken: started.cardToken,
    cardNumber: paymentData.cardNumber,
    saveCard: paymentData.saveCard,
    payer: req.payer,
    holdNeededUntil: started.slotBeginsAt,
  });
  return recordOutcome(ctx, db, started.order.order_id, started.attemptRef, result);
}
