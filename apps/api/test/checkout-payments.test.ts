import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { loadConfig } from '../src/config.js';
import { fixedClock } from '../src/lib/clock.js';
import { TEST_PAGE_PATH, TestPaymentProvider } from '../src/modules/payments/index.js';
import { TEST_NOW } from './helpers/app.js';
import { status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { buy, CARD_CONFIRM, CARD_OK, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * The test provider keeps the money rules a real one keeps (capture never above the hold, refunds
 * never above the capture), and its signed webhook finishes a payment the shopper confirmed.
 */
const t = useTestApp();
const provider = () =>
  new TestPaymentProvider(t.db, fixedClock(TEST_NOW), loadConfig({}).PAYMENT_TEST_SECRET, TEST_PAGE_PATH);

describe('test payment provider', () => {
  it('captures at most the authorised amount and refunds at most the captured one', async () => {
    const slot = await newSlot(t.db, 10);
    const [s] = await readyShoppers(t.db, 1, slot);
    const res = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_OK });
    expect(status(res)).toBe(0);
    const held = await t.db.kysely
      .selectFrom('test_provider_payment')
      .selectAll()
      .where('reference', '=', `o${res.body.data.order.orderId}-p1`)
      .executeTakeFirstOrThrow();
    const p = provider();
    await expect(p.capture(held.provider_ref, held.amount_cents + 1)).rejects.toThrow('capture refused');
    expect(await p.capture(held.provider_ref, held.amount_cents - 150)).toEqual({
      capturedCents: held.amount_cents - 150,
    });
    // Captured once: a second capture is refused.
    await expect(p.capture(held.provider_ref, 1)).rejects.toThrow('capture refused');
    await expect(p.refund(held.provider_ref, held.amount_cents, `${held.provider_ref}/r1`)).rejects.toThrow('refund refused');
    expect(await p.refund(held.provider_ref, 100, `${held.provider_ref}/r2`)).toEqual({ refundedCents: 100 });
  });

  it('the signed webhook records a confirmed payment; a forged one changes nothing', async () => {
    const slot = await newSlot(t.db, 10);
    const [s] = await readyShoppers(t.db, 1, slot);
    const res = await buy(t, s!, { payment_type_id: 12, payment_data: CARD_CONFIRM });
    const orderId = res.body.data.order.orderId as number;
    const reference = `o${orderId}-p1`;
    const p = provider();
    await p.settle(reference, 'authorised', '4000000000003220');
    const webhook = (sig: string) =>
      t.inject({
        method: 'POST',
        url: '/ebsn/api/payment/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ reference, sig }),
      });
    const forged = await webhook('f'.repeat(64));
    expect(forged.json().response.errorsMessage[0].code).toBe('PAYMENT_NOT_FOUND');
    const statusOf = async () =>
      (
        await t.db.kysely
          .selectFrom('customer_order')
          .select('order_status_id')
          .where('order_id', '=', orderId)
          .executeTakeFirstOrThrow()
      ).order_status_id;
    expect(await statusOf()).toBe(ORDER_STATUS.awaitingPayment);
    const signed = await webhook(p.sign(reference));
    expect(signed.json().data).toEqual({ orderId });
    expect(await statusOf()).toBe(ORDER_STATUS.ordered);
    // Told twice: one authorised event in the ledger.
    await webhook(p.sign(reference));
    const events = await t.db.kysely
      .selectFrom('payment_transaction')
      .select('transaction_status_id')
      .where('order_id', '=', orderId)
      .orderBy('order_transaction_id')
      .execute();
    expect(events.map((e) => e.transaction_status_id)).toEqual([1, 2]);
  });
});
