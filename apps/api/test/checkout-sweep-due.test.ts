import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, TRANSACTION_STATUS } from '@spesa/domain';
import { loadConfig } from '../src/config.js';
import type { Clock } from '../src/lib/clock.js';
import { appendEvent, TEST_PAGE_PATH, TestPaymentProvider } from '../src/modules/payments/index.js';
import { TEST_NOW } from './helpers/app.js';
import { useTestApp } from './helpers/setup.js';
import { buy, newSlot, readyShoppers } from './helpers/checkout.js';

/**
 * The checkout sweep (issue 40, security probe): shoppers still on the PayPal or 3-D Secure page
 * must not hide newer attempts whose outcome is known at the provider. Before, the sweep took the
 * 50 oldest open attempts each minute: 50 waiting attempts starved every attempt after them.
 */
let nowMs = Date.parse(TEST_NOW);
const clock: Clock = { now: () => new Date(nowMs) };
const t = useTestApp({ clock });
const provider = () =>
  new TestPaymentProvider(t.db, clock, loadConfig({}).PAYMENT_TEST_SECRET, TEST_PAGE_PATH);

const statusOf = async (orderId: number) =>
  (
    await t.db.kysely
      .selectFrom('customer_order')
      .select('order_status_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow()
  ).order_status_id;

describe('the checkout sweep takes what is due, not the oldest', () => {
  it('an approved PayPal payment behind 50 attempts still on the page is finished by the next sweep', async () => {
    const slot = await newSlot(t.db, 10);
    const [waiting, late] = await readyShoppers(t.db, 2, slot);
    const first = await buy(t, waiting!, { payment_type_id: 13 });
    const orderId = first.body.data.order.orderId as number;
    // 50 more attempts of that order left on PayPal's page (paid again and again), all older than
    // the late shopper's: set up at the provider and in the ledger as the checkout writes them.
    const p = provider();
    for (let n = 2; n <= 51; n++) {
      const attemptRef = `o${orderId}-p${n}`;
      const started = await p.authorise({ reference: attemptRef, amountCents: 1000, method: 'paypal' });
      await appendEvent(
        t.db,
        {
          orderId,
          paymentTypeId: 13,
          statusId: TRANSACTION_STATUS.inProgress,
          amountCents: 1000,
          provider: 'test',
          attemptRef,
          providerRef: started.providerRef,
          event: 'start',
        },
        new Date(nowMs).toISOString(),
      );
    }
    nowMs += 1000;
    const res = await buy(t, late!, { payment_type_id: 13 });
    const newest = res.body.data.order.orderId as number;
    // The late shopper approved on PayPal's page and never came back to the shop.
    await p.settle(`o${newest}-p1`, 'authorised');
    nowMs += 3 * 60_000;
    await t.app.checkout.sweep(t.db);
    expect(await statusOf(newest)).toBe(ORDER_STATUS.ordered);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.awaitingPayment);

    // One of the waiting attempts is approved later: they are looked at again a minute on.
    await p.settle(`o${orderId}-p1`, 'authorised');
    nowMs += 61_000;
    const again = await t.app.checkout.sweep(t.db);
    expect(again.finished).toBe(1);
    expect(await statusOf(orderId)).toBe(ORDER_STATUS.ordered);
  });
});
