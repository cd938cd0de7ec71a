import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { inTransaction } from '../src/db/transaction.js';
import { OuterHandleInTransactionError } from '../src/db/transaction-guard.js';
import type { PaymentProvider } from '../src/modules/payments/index.js';
import { status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { buy, CARD_CONFIRM, CARD_DECLINED, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * No payment provider call while a transaction is open (docs/architecture/data-and-transactions.md): the provider is wrapped so
 * that every call first touches the guarded outer database handle, which throws when the calling
 * code has a transaction of that handle open. Every flow that reaches the provider (buy, the
 * hosted page's feedback, the sweeper) runs through it; the wrapper records each violation.
 */
const calls: string[] = [];
const violations: string[] = [];

function probe(name: string): void {
  calls.push(name);
  try {
    void t.db.kysely;
  } catch (e) {
    if (e instanceof OuterHandleInTransactionError) violations.push(name);
    else throw e;
  }
}

function guarded(p: PaymentProvider): PaymentProvider {
  return {
    name: p.name,
    authorise: (r) => (probe('authorise'), p.authorise(r)),
    capture: (ref, c) => (probe('capture'), p.capture(ref, c)),
    void: (ref) => (probe('void'), p.void(ref)),
    refund: (ref, c, key) => (probe('refund'), p.refund(ref, c, key)),
    lookup: (ref) => (probe('lookup'), p.lookup(ref)),
    verifyFeedback: (params) => (probe('verifyFeedback'), p.verifyFeedback(params)),
  };
}

const t = useTestApp({ paymentProvider: guarded, env: { CHECKOUT_SWEEP_AFTER_SECONDS: '0' } });

describe('the payment provider is never called inside a transaction', () => {
  it('the probe itself catches a call made inside a transaction (so this test can fail)', async () => {
    const before = violations.length;
    await inTransaction(t.db, async () => probe('inside'));
    expect(violations.slice(before)).toEqual(['inside']);
    violations.length = before;
  });

  it('buy (authorised, declined, confirmation), the hosted page feedback and the sweeper call it outside', async () => {
    const slot = await newSlot(t.db, 50);
    const [a, b, c, d] = await readyShoppers(t.db, 4, slot);
    expect(status(await buy(t, a!, { payment_type_id: 12, payment_data: CARD_OK }))).toBe(0);
    expect(status(await buy(t, b!, { payment_type_id: 12, payment_data: CARD_DECLINED }))).not.toBe(0);
    const pending = await buy(t, c!, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    const params = new URL(pending.body.data.paymentUrl, 'http://x').searchParams;
    const done = await t.inject({
      method: 'POST',
      url: '/payment/test-page',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: c!.cookie },
      payload: new URLSearchParams({
        reference: params.get('reference')!,
        token: params.get('token')!,
        card: '4000000000003220',
        action: 'pay',
        code: '123456',
      }).toString(),
    });
    await t.inject({ method: 'GET', url: done.headers.location as string });
    // PayPal left on the page, then its time runs out: the sweeper cancels and voids.
    const paypal = await buy(t, d!, { payment_type_id: 13 });
    await t.db.kysely
      .updateTable('customer_order')
      .set({ payment_due_at: '2000-01-01T00:00:00.000Z' })
      .where('order_id', '=', paypal.body.data.order.orderId)
      .execute();
    const swept = await t.app.checkout.sweep(t.db);
    expect(swept.cancelled).toBe(1);
    const row = await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', paypal.body.data.order.orderId)
      .executeTakeFirstOrThrow();
    expect(row.order_status_id).toBe(ORDER_STATUS.cancelled);

    expect(new Set(calls)).toEqual(new Set(['inside', 'authorise', 'lookup', 'verifyFeedback', 'void']));
    expect(violations).toEqual([]);
  });
});
