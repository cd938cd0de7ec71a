import type { PaypalContext } from './paypal-client.js';

/** Where PayPal posts its webhook events (outside /ebsn/api: server to server, verified, no session). */
export const PAYPAL_WEBHOOK_PATH = '/payment/paypal/webhook';

/**
 * The events the shop subscribes to: each one only makes it look at the attempt again (`lookup`),
 * so their order, or a repeat, changes nothing (decision 0112).
 */
export const PAYPAL_EVENTS: readonly string[] = [
  'CHECKOUT.ORDER.APPROVED',
  'PAYMENT.AUTHORIZATION.CREATED',
  'PAYMENT.AUTHORIZATION.VOIDED',
];

/**
 * A webhook as PayPal sent it, verified by PayPal's own verify-webhook-signature API with the
 * shop's webhook id (the SDK has no call for it: the SDK's OAuth token, a plain request). Answers
 * the attempt it is about, `null` for a genuine event the shop does not follow, undefined when
 * the proof does not hold.
 */
export async function webhookReference(
  ctx: PaypalContext,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): Promise<string | null | undefined> {
  const webhookId = ctx.settings.webhookId;
  if (!webhookId) return undefined;
  const h = (name: string) => {
    const v = headers[name];
    return typeof v === 'string' && v.length > 0 && v.length <= 2048 ? v : undefined;
  };
  const fields = {
    auth_algo: h('paypal-auth-algo'),
    cert_url: h('paypal-cert-url'),
    transmission_id: h('paypal-transmission-id'),
    transmission_sig: h('paypal-transmission-sig'),
    transmission_time: h('paypal-transmission-time'),
    webhook_id: webhookId,
  };
  if (Object.values(fields).some((v) => v === undefined)) return undefined;
  let event: { event_type?: unknown; resource?: Record<string, unknown> };
  try {
    event = JSON.parse(rawBody) as typeof event;
  } catch {
    return undefined;
  }
  // The event exactly as received (not re-serialised): PayPal checks it byte for byte.
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;
  const res = await fetch(new URL('/v1/notifications/verify-webhook-signature', ctx.settings.apiUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${await ctx.accessToken()}`, 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(ctx.settings.timeoutMs ?? 20_000),
  });
  if (!res.ok) throw new Error(`PayPal verify-webhook-signature answered ${res.status}`);
  const verdict = (await res.json()) as { verification_status?: string };
  if (verdict.verification_status !== 'SUCCESS') return undefined;
  return referenceOfEvent(event);
}

/** The attempt an event is about: our reference in the resource's custom_id (or its order's). */
function referenceOfEvent(event: { event_type?: unknown; resource?: Record<string, unknown> }): string | null {
  if (typeof event.event_type !== 'string' || !PAYPAL_EVENTS.includes(event.event_type)) return null;
  const r = event.resource ?? {};
  const units = Array.isArray(r.purchase_units) ? (r.purchase_units as Array<{ custom_id?: unknown }>) : [];
  const reference = r.custom_id ?? units[0]?.custom_id;
  return typeof reference === 'string' && reference.length > 0 && reference.length <= 80 ? reference : null;
}
