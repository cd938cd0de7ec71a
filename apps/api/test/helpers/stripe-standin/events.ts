import { createHmac } from 'node:crypto';
import { WebhookQueue, type WebhookDelivery } from '../standin-server.js';
import { id, type Obj } from './shared.js';

// Stripe's events (decision 0109): queued as Stripe would send them and delivered when the test
// says (the shared webhook queue: `flush`, `send`), each signed `Stripe-Signature: t=…,v1=…`
// (HMAC-SHA256 of `${t}.${body}` with the endpoint secret) at its sending.

export class StandinEvents extends WebhookQueue {
  constructor(
    private readonly webhookSecret: string,
    private readonly nowS: () => number,
    deliver?: WebhookDelivery,
  ) {
    // The headers are asked at each sending (a new signature each time), once this queue is made.
    const self: { queue?: StandinEvents } = {};
    super((body) => self.queue!.headersOf(body), deliver);
    self.queue = this;
  }

  private headersOf(body: string): Record<string, string> {
    return {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': this.signature(body),
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    };
  }

  /** The `Stripe-Signature` header Stripe sends with `body` at `timestamp` (seconds). */
  signature(body: string, timestamp = this.nowS(), secret = this.webhookSecret): string {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  emit(type: string, object: Obj): void {
    const event = {
      id: id('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      created: this.nowS(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    this.push(event.id, type, JSON.stringify(event, null, 2));
  }
}
