import Stripe from 'stripe';
import type { AuthoriseRequest, AuthoriseResult, SavedCardInfo } from './provider.js';
import { recordIds, type StripeAttempt } from './stripe-attempts.repository.js';
import { keyOf, nowOf, sessionPage, type Intent, type Session, type StripeContext } from './stripe-context.js';

// Saved cards on Stripe (decision 0113): a far slot's card saved on a Customer by a setup-mode
// Checkout Session, a kept card charged without a page (off-session at the cut-off), its details
// as the shopper recognises them, and its PaymentMethod detached when the shopper deletes it.

/** The Stripe Customer a card is saved on: one per saving, made once whatever the retries. */
export async function customerFor(ctx: StripeContext, row: StripeAttempt): Promise<string> {
  const customer = await ctx.stripe.customers.create(
    { metadata: { reference: row.reference }, preferred_locales: ['it'] },
    { idempotencyKey: keyOf(row, 'customer') },
  );
  return customer.id;
}

/**
 * A far slot: a Checkout Session in setup mode saves the card on a Customer, 3-D Secure done on
 * the saving; nothing is held. The cut-off authorises it off-session.
 */
export async function openSetupPage(ctx: StripeContext, row: StripeAttempt, keep: boolean): Promise<AuthoriseResult> {
  const reference = row.reference;
  const customer = await customerFor(ctx, row);
  const session = await ctx.stripe.checkout.sessions.create(
    {
      mode: 'setup',
      currency: 'eur',
      payment_method_types: ['card'],
      customer,
      setup_intent_data: {
        metadata: { reference },
        description: `Spesa ${reference}: carta salvata, autorizzata alla chiusura degli ordini`,
      },
      ...sessionPage(
        ctx,
        reference,
        keep,
        "La fascia scelta è lontana: ora salviamo la carta, senza bloccare nulla. Alla chiusura degli ordini, quando l'ordine non si può più modificare, blocchiamo il totale della spesa.",
      ),
    },
    { idempotencyKey: keyOf(row, 'authorise') },
  );
  await recordIds(ctx.db, reference, { sessionId: session.id }, nowOf(ctx));
  return resultOfSetup(ctx, reference, session);
}

/**
 * A saved card (a PaymentMethod on its Customer) held without Stripe's page: a PaymentIntent
 * confirmed at once, captured by hand. With the shopper there, a bank asking for 3-D Secure sends
 * them to its page (`action_required`); off-session (the cut-off) that is a refusal.
 */
export async function chargeSavedCard(
  ctx: StripeContext,
  row: StripeAttempt,
  req: AuthoriseRequest,
): Promise<AuthoriseResult> {
  const token = req.cardToken!;
  const pm = await ctx.stripe.paymentMethods.retrieve(token);
  const customer = typeof pm.customer === 'string' ? pm.customer : pm.customer?.id;
  if (!customer) return { outcome: 'declined', providerRef: token, reason: 'card_not_saved' };
  const reference = row.reference;
  try {
    const intent = await ctx.stripe.paymentIntents.create(
      {
        amount: row.amount_cents,
        currency: 'eur',
        capture_method: 'manual',
        payment_method_types: ['card'],
        customer,
        payment_method: pm.id,
        confirm: true,
        ...(req.offSession
          ? { off_session: true }
          : { return_url: ctx.links.absolute(ctx.links.returnLink(reference)) }),
        metadata: { reference },
        description: `Spesa ${reference}`,
      },
      { idempotencyKey: keyOf(row, 'authorise') },
    );
    await recordIds(ctx.db, reference, { paymentIntentId: intent.id }, nowOf(ctx));
    return resultOfDirect(ctx, reference, intent);
  } catch (e) {
    // Refused (402): Stripe's error carries the PaymentIntent it made, if any.
    if (!(e instanceof Stripe.errors.StripeCardError)) throw e;
    const intent = e.payment_intent;
    if (intent) await recordIds(ctx.db, reference, { paymentIntentId: intent.id }, nowOf(ctx));
    return { outcome: 'declined', providerRef: intent?.id ?? pm.id, reason: e.code ?? 'card_declined' };
  }
}

/** What a saved card's PaymentIntent (no page) says to the shop. */
export function resultOfDirect(ctx: StripeContext, reference: string, intent: Intent): AuthoriseResult {
  if (intent.status === 'requires_capture')
    return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount_capturable };
  if (intent.status === 'succeeded')
    return { outcome: 'authorised', providerRef: intent.id, amountCents: intent.amount };
  const bankPage = intent.next_action?.redirect_to_url?.url;
  if (intent.status === 'requires_action' && bankPage)
    return { outcome: 'action_required', providerRef: intent.id, redirectUrl: bankPage };
  if (intent.status === 'canceled')
    return {
      outcome: 'declined',
      providerRef: intent.id,
      reason: `canceled:${intent.cancellation_reason ?? ''}`,
    };
  if (intent.status === 'requires_payment_method')
    return {
      outcome: 'declined',
      providerRef: intent.id,
      reason: intent.last_payment_error?.code ?? 'declined',
    };
  return { outcome: 'action_required', providerRef: intent.id, redirectUrl: ctx.links.returnLink(reference) };
}

/** What a setup-mode session says: the card saved (its PaymentMethod), or the page still open. */
export async function resultOfSetup(ctx: StripeContext, reference: string, session: Session): Promise<AuthoriseResult> {
  const raw = session.setup_intent;
  const setup = typeof raw === 'string' ? await ctx.stripe.setupIntents.retrieve(raw) : (raw ?? undefined);
  const pm = setup?.payment_method;
  if (setup?.status === 'succeeded' && pm) {
    const token = typeof pm === 'string' ? pm : pm.id;
    const keep = session.metadata?.keep_card === '1';
    return {
      outcome: 'saved',
      providerRef: setup.id,
      token,
      card: keep ? await cardInfo(ctx, pm) : undefined,
    };
  }
  if (session.status === 'expired') return { outcome: 'declined', providerRef: session.id, reason: 'expired' };
  if (session.status === 'open' && session.url)
    return { outcome: 'action_required', providerRef: session.id, redirectUrl: session.url };
  return { outcome: 'action_required', providerRef: session.id, redirectUrl: ctx.links.returnLink(reference) };
}

/** A saved card as the shopper recognises it: brand, last four digits, expiry. */
export async function cardInfo(
  ctx: StripeContext,
  pm: string | Stripe.PaymentMethod,
): Promise<SavedCardInfo | undefined> {
  const method = typeof pm === 'string' ? await ctx.stripe.paymentMethods.retrieve(pm) : pm;
  const card = method.card;
  if (!card) return undefined;
  return {
    token: method.id,
    brand: card.brand.toUpperCase(),
    last4: card.last4,
    expiry: `${String(card.exp_month).padStart(2, '0')}/${card.exp_year}`,
  };
}

/** The shopper deleted a saved card: its PaymentMethod is detached (a second time is a no-op). */
export async function forgetCard(ctx: StripeContext, token: string): Promise<void> {
  if (!token.startsWith('pm_')) return;
  try {
    await ctx.stripe.paymentMethods.detach(token);
  } catch (e) {
    // Detached already, or unknown to Stripe: nothing left to forget.
    if (!(e instanceof Stripe.errors.StripeInvalidRequestError)) throw e;
  }
}
