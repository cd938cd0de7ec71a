import Stripe from 'stripe';
import type { AuthoriseResult } from './provider.js';
import { attemptOf, recordIds, type StripeAttempt } from './stripe-attempts.repository.js';
import { keyOf, nowOf, sessionPage, type Intent, type Session, type StripeContext } from './stripe-context.js';
import { cardInfo, customerFor, resultOfDirect, resultOfSetup } from './stripe-saved-cards.js';

// Checkout Sessions and their PaymentIntents (decision 0109): the page that holds the amount by
// hand, what the session and its PaymentIntent say of an attempt, and the hold's capture, release
// and refunds. Every call that changes something carries our idempotency key.

/** A Checkout Session (mode payment, `capture_method: manual`, the hold in euro): Stripe's page. */
export async function openPaymentPage(ctx: StripeContext, row: StripeAttempt, keep: boolean): Promise<AuthoriseResult> {
  const reference = row.reference;
  const customer = keep ? await customerFor(ctx, row) : undefined;
  const session = await ctx.stripe.checkout.sessions.create(
    {
      mode: 'payment',
      payment_method_types: ['card'],
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'eur',
            unit_amount: row.amount_cents,
            product_data: {
              name: 'La tua spesa online',
              description: 'Importo bloccato sulla carta: addebitiamo solo il totale della spesa preparata.',
            },
          },
        },
      ],
      payment_intent_data: {
        capture_method: 'manual',
        metadata: { reference },
        description: `Spesa ${reference}`,
        // Kept for next time (the shopper's consent, "Salva la carta per i prossimi acquisti").
        ...(customer ? { setup_future_usage: 'off_session' as const } : {}),
      },
      ...(customer ? { customer } : {}),
      ...sessionPage(
        ctx,
        reference,
        Boolean(customer),
        'Questo importo viene solo bloccato sulla carta. Quando la spesa è pronta addebitiamo il totale dei prodotti preparati, mai di più, e sblocchiamo il resto.',
      ),
    },
    { idempotencyKey: keyOf(row, 'authorise') },
  );
  await recordIds(ctx.db, reference, { sessionId: session.id }, nowOf(ctx));
  return resultOf(ctx, reference, session, intentIn(session));
}

/** Where an attempt stands, read from the ids the shop stored (never a search). */
export async function lookupAttempt(ctx: StripeContext, reference: string): Promise<AuthoriseResult | undefined> {
  const row = await attemptOf(ctx.db, reference);
  // A saved card charged without a page: its PaymentIntent says.
  if (row && !row.session_id && row.payment_intent_id)
    return resultOfDirect(ctx, reference, await ctx.stripe.paymentIntents.retrieve(row.payment_intent_id));
  // No session recorded: Stripe's answer never arrived, so nobody was given its page.
  if (!row?.session_id) return undefined;
  const session = await ctx.stripe.checkout.sessions.retrieve(row.session_id, {
    expand: ['payment_intent', 'setup_intent'],
  });
  if (session.mode === 'setup') return resultOfSetup(ctx, reference, session);
  const intent = await intentOfSession(ctx, session);
  if (intent && !row.payment_intent_id)
    await recordIds(ctx.db, reference, { paymentIntentId: intent.id }, nowOf(ctx));
  const result = resultOf(ctx, reference, session, intent);
  // Kept for next time: the card Stripe saved with the payment, as the shopper recognises it.
  if (result.outcome === 'authorised' && session.metadata?.keep_card === '1' && intent?.payment_method)
    return { ...result, card: await cardInfo(ctx, intent.payment_method) };
  return result;
}

/** What the session and its PaymentIntent say to the shop. */
function resultOf(ctx: StripeContext, reference: string, session: Session, intent: Intent | undefined): AuthoriseResult {
  if (intent?.status === 'requires_capture')
    return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount_capturable };
  // Captured already (a look after the capture): authorised for the amount that was held.
  if (intent?.status === 'succeeded') return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount };
  if (intent?.status === 'canceled')
    return {
      outcome: 'declined',
      providerRef: intent.id,
      reason: `canceled:${intent.cancellation_reason ?? ''}`,
    };
  if (session.status === 'expired') return { outcome: 'declined', providerRef: session.id, reason: 'expired' };
  // Open: the shopper is on the page (a declined card there may be tried again, or another one).
  if (session.status === 'open' && session.url)
    return { outcome: 'action_required', providerRef: session.id, redirectUrl: session.url };
  // Complete but not yet held (processing): the shopper goes back to the order meanwhile.
  return {
    outcome: 'action_required',
    providerRef: intent?.id ?? session.id,
    redirectUrl: ctx.links.returnLink(reference),
  };
}

/** Captures at most what the card holds (asking more takes the hold); a repeat answers the first. */
export async function captureIntent(
  ctx: StripeContext,
  providerRef: string,
  amountCents: number,
): Promise<{ capturedCents: number }> {
  const { row, intent } = await intentOfRef(ctx, providerRef);
  if (intent.status === 'succeeded') return { capturedCents: intent.amount_received };
  if (intent.status !== 'requires_capture') throw new Error(`capture refused: ${intent.status}`);
  const take = Math.min(amountCents, intent.amount_capturable);
  if (!(take > 0)) throw new Error('capture refused');
  const done = await ctx.stripe.paymentIntents.capture(
    intent.id,
    { amount_to_capture: take },
    { idempotencyKey: keyOf(row, 'capture') },
  );
  return { capturedCents: done.amount_received };
}

/**
 * Releases the hold (cancels the PaymentIntent), or closes the page if the shopper has not paid
 * yet. Nothing to do once captured, cancelled or expired: a repeat is a no-op.
 */
export async function voidIntent(ctx: StripeContext, providerRef: string): Promise<void> {
  // A saved card's SetupIntent (decision 0113) holds nothing.
  if (providerRef.startsWith('seti_')) return;
  const reference = providerRef.startsWith('pi_')
    ? (await intentOfRef(ctx, providerRef)).row.reference
    : (await ctx.stripe.checkout.sessions.retrieve(providerRef)).metadata?.reference;
  const row = reference ? await attemptOf(ctx.db, reference) : undefined;
  // A saved card's hold (no page): its PaymentIntent is cancelled, if it still holds.
  if (row && !row.session_id && row.payment_intent_id) {
    const intent = await ctx.stripe.paymentIntents.retrieve(row.payment_intent_id);
    if (intent.status === 'requires_capture' || intent.status === 'requires_action')
      await cancelIntent(ctx, row, intent.id);
    return;
  }
  if (!row?.session_id) return;
  const session = await ctx.stripe.checkout.sessions.retrieve(row.session_id, { expand: ['payment_intent'] });
  const intent = await intentOfSession(ctx, session);
  if (intent?.status === 'requires_capture') await cancelIntent(ctx, row, intent.id);
  else if (session.status === 'open') await expire(ctx, row, session.id);
}

async function cancelIntent(ctx: StripeContext, row: StripeAttempt, intentId: string): Promise<void> {
  await ctx.stripe.paymentIntents.cancel(
    intentId,
    { cancellation_reason: 'abandoned' },
    { idempotencyKey: keyOf(row, 'void') },
  );
}

/**
 * Gives money back, never more than captured: Stripe refuses more than is left on the charge.
 * `refundRef` (our refund's own name) makes the idempotency key, so a refund asked again after a
 * lost answer (the library's own retries, or the caller's) is answered the first refund (0121).
 */
export async function refundIntent(
  ctx: StripeContext,
  providerRef: string,
  amountCents: number,
  refundRef: string,
): Promise<{ refundedCents: number }> {
  const { row, intent } = await intentOfRef(ctx, providerRef);
  if (intent.status !== 'succeeded' || !(amountCents > 0) || amountCents > intent.amount_received)
    throw new Error('refund refused');
  try {
    const r = await ctx.stripe.refunds.create(
      { payment_intent: intent.id, amount: amountCents, metadata: { reference: row.reference, refund: refundRef } },
      { idempotencyKey: keyOf(row, `refund:${refundRef}`) },
    );
    return { refundedCents: r.amount };
  } catch (e) {
    // More than is left on the charge (charge_already_refunded, amount_too_large): refused.
    if (e instanceof Stripe.errors.StripeInvalidRequestError)
      throw new Error(`refund refused: ${e.code ?? ''}`, { cause: e });
    throw e;
  }
}

/** The shopper left Stripe's page ("back"): the page is closed, so the attempt ends declined. */
export async function abandonPage(ctx: StripeContext, reference: string): Promise<void> {
  const row = await attemptOf(ctx.db, reference);
  if (!row?.session_id) return;
  const session = await ctx.stripe.checkout.sessions.retrieve(row.session_id);
  if (session.status === 'open') await expire(ctx, row, session.id);
}

async function expire(ctx: StripeContext, row: StripeAttempt, sessionId: string): Promise<void> {
  try {
    await ctx.stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: keyOf(row, 'expire') });
  } catch (e) {
    // Paid or closed meanwhile (the shopper, Stripe, another of our calls): nothing left to close.
    const now = await ctx.stripe.checkout.sessions.retrieve(sessionId);
    if (now.status === 'open') throw e;
  }
}

/** The PaymentIntent behind a provider reference, and our attempt (refused if it is not ours). */
async function intentOfRef(ctx: StripeContext, providerRef: string): Promise<{ row: StripeAttempt; intent: Intent }> {
  let intent: Intent | undefined;
  if (providerRef.startsWith('cs_')) {
    const session = await ctx.stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent'] });
    intent = await intentOfSession(ctx, session);
  } else {
    intent = await ctx.stripe.paymentIntents.retrieve(providerRef);
  }
  const reference = intent?.metadata?.reference;
  const row = reference ? await attemptOf(ctx.db, reference) : undefined;
  if (!intent || !row) throw new Error(`not an attempt of this shop: ${providerRef}`);
  return { row, intent };
}

async function intentOfSession(ctx: StripeContext, session: Session): Promise<Intent | undefined> {
  const pi = session.payment_intent;
  if (!pi) return undefined;
  return typeof pi === 'string' ? ctx.stripe.paymentIntents.retrieve(pi) : pi;
}

function intentIn(session: Session): Intent | undefined {
  return typeof session.payment_intent === 'object' && session.payment_intent ? session.payment_intent : undefined;
}
