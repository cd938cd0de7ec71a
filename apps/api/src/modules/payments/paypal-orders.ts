import {
  CheckoutPaymentIntent,
  OrderStatus,
  PaypalExperienceLandingPage,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
  type Order,
} from '@paypal/paypal-server-sdk';
import type { AuthoriseResult } from './provider.js';
import { updateAttempt, type PaypalAttempt } from './paypal-attempts.repository.js';
import { authorisationIn, authorisationInForce, recordAuthorisation, resultOf } from './paypal-authorisations.js';
import { approveLink, issueOf, keyOf, money, providerRefOf, REF_PREFIX, type PaypalContext } from './paypal-client.js';

// PayPal's Orders v2 for our attempts (decision 0112): the order to AUTHORIZE with PayPal's page,
// where it stands, and its authorisation once the shopper approved it, whoever looks first.

/** An order for the hold, in euro, with our reference: answers PayPal's approval page. */
export async function createOrder(ctx: PaypalContext, row: PaypalAttempt): Promise<AuthoriseResult> {
  const reference = row.reference;
  const { result: order } = await ctx.orders.createOrder({
    paypalRequestId: keyOf(row, 'create'),
    prefer: 'return=representation',
    body: {
      intent: CheckoutPaymentIntent.Authorize,
      purchaseUnits: [
        {
          referenceId: 'default',
          customId: reference,
          description: 'La tua spesa online: addebitiamo solo il totale della spesa preparata',
          amount: money(row.amount_cents),
        },
      ],
      paymentSource: {
        paypal: {
          experienceContext: {
            brandName: 'Spesa',
            locale: 'it-IT',
            shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
            landingPage: PaypalExperienceLandingPage.Login,
            userAction: PaypalExperienceUserAction.Continue,
            returnUrl: ctx.links.absolute(ctx.links.returnLink(reference)),
            cancelUrl: ctx.links.absolute(ctx.links.cancelLink(reference)),
          },
        },
      },
    },
  });
  if (!order.id) throw new Error('PayPal answered an order without id');
  await updateAttempt(ctx.db, reference, { order_id: order.id }, ctx.now(), 'order_id');
  const approve = approveLink(order);
  if (!approve) throw new Error(`PayPal order ${order.id} without an approval link (${order.status})`);
  return { outcome: 'action_required', providerRef: REF_PREFIX + order.id, redirectUrl: approve };
}

/** Where the attempt stands at PayPal; an order the shopper approved is authorised here, once. */
export async function stateOf(ctx: PaypalContext, row: PaypalAttempt): Promise<AuthoriseResult> {
  const providerRef = providerRefOf(row);
  if (row.authorization_id) return resultOf(ctx, row, await authorisationInForce(ctx, row));
  if (row.abandoned_at) return { outcome: 'declined', providerRef, reason: 'abandoned' };
  const { result: order } = await ctx.orders.getOrder({ id: row.order_id! });
  if (order.status === OrderStatus.Voided) return { outcome: 'declined', providerRef, reason: 'voided' };
  const done = authorisationIn(order);
  if (done) return recordAuthorisation(ctx, row, done);
  if (order.status === OrderStatus.Approved) return authoriseOrder(ctx, row, order);
  const approve = approveLink(order);
  return approve
    ? { outcome: 'action_required', providerRef, redirectUrl: approve }
    : { outcome: 'declined', providerRef, reason: `order:${order.status ?? ''}` };
}

/** The approved order authorised: the same PayPal-Request-Id whoever asks, so one authorisation. */
async function authoriseOrder(ctx: PaypalContext, row: PaypalAttempt, order: Order): Promise<AuthoriseResult> {
  try {
    const { result } = await ctx.orders.authorizeOrder({
      id: row.order_id!,
      paypalRequestId: keyOf(row, 'authorise'),
      prefer: 'return=representation',
    });
    const auth = authorisationIn(result);
    if (!auth) throw new Error(`PayPal authorised order ${row.order_id} without an authorisation`);
    return await recordAuthorisation(ctx, row, auth);
  } catch (e) {
    // The funding source was refused: PayPal asks to send the shopper back to choose another.
    if (issueOf(e) === 'INSTRUMENT_DECLINED') {
      const { result: again } = await ctx.orders.getOrder({ id: order.id! });
      const approve = approveLink(again);
      if (approve) return { outcome: 'action_required', providerRef: providerRefOf(row), redirectUrl: approve };
    }
    throw e;
  }
}
