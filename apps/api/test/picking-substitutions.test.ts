/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { TEST_NOW } from './helpers/app.js';
import { as, newSlot } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';
import { lineOf, orderWith, productCodes, scaleLabel } from './helpers/picking.js';

/**
 * Substitutes (decision 0123): proposed by the picker where the shopper accepted them, answered by
 * the shopper until the store's deadline, the shopper's default once it passes, and what is charged.
 * The app's clock is the test's: it moves forward only when a test says so.
 */
let now = new Date(TEST_NOW);
const t = useTestApp({ clock: { now: () => now } });
const onPg = Boolean(process.env.TEST_DATABASE_URL);
const later = (minutes: number) => {
  now = new Date(now.getTime() + minutes * 60_000);
};
let slot: { timeslotId: number; date: string };
let staff: Awaited<ReturnType<typeof staffCaller>>;

// 69 Patate a pasta gialla (1 piece) has one alternative, 77 Patate a pasta gialla bio, a little
// cheaper; 1 Arance Tarocco (0,5 kg, weighed) has 9 Pompelmo rosa, dearer per kg, among its.
const PATATE = 69;
const PATATE_BIO = 77;
const ARANCE = 1;
const POMPELMO = 9;
const codes = (productId: number) => productCodes(t, productId);

beforeAll(async () => {
  slot = await newSlot(t.db, 500);
  staff = await staffCaller(t);
});

async function inCharge(accept: number[]) {
  const placed = await orderWith(t, slot, { accept });
  await staff.post(`staff/order/take-in-charge?order_id=${placed.order.orderId}`);
  return placed;
}
const propose = (orderId: number, itemId: number, productId: number) =>
  staff.post(`staff/order/substitute?order_id=${orderId}&item_id=${itemId}&product_id=${productId}`);
const scan = (orderId: number, code: string) =>
  staff.post(`staff/order/scan?order_id=${orderId}&code=${code}`);
const mailsTo = (email: string) =>
  t.db.kysely.selectFrom('mail_outbox').select(['subject', 'text']).where('to', '=', email).execute();

describe(`substitutions on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('proposed where the shopper accepts them, mailed with a link, approved: the substitute is picked at its lower price', async () => {
    const { s, order } = await inCharge([PATATE]);
    const patate = lineOf(order.orderLines, PATATE);
    const arance = lineOf(order.orderLines, ARANCE);
    // The picker is shown the alternatives where the shopper accepts substitutes, none elsewhere.
    const offered = await staff.get(
      `staff/order/substitutes?order_id=${order.orderId}&item_id=${patate.itemId}`,
    );
    expect(offered.body.data.acceptAlternatives).toBe(true);
    expect(offered.body.data.products.map((p: any) => p.productId)).toEqual([PATATE_BIO]);
    const closed = await staff.get(
      `staff/order/substitutes?order_id=${order.orderId}&item_id=${arance.itemId}`,
    );
    expect(closed.body.data).toEqual({ itemId: arance.itemId, acceptAlternatives: false, products: [] });
    // Not where the shopper said no, not a product outside the alternatives, not on another order's line.
    expect(errorCode(await propose(order.orderId, arance.itemId, POMPELMO))).toBe(
      'PICK_SUBSTITUTION_NOT_ALLOWED',
    );
    expect(errorCode(await propose(order.orderId, patate.itemId, POMPELMO))).toBe('PICK_SUBSTITUTE_INVALID');
    expect(errorCode(await propose(order.orderId, 2_000_000_000, PATATE_BIO))).toBe('ORDER_LINE_NOT_FOUND');

    const proposed = await propose(order.orderId, patate.itemId, PATATE_BIO);
    expect(status(proposed)).toBe(0);
    const line = lineOf(proposed.body.data.lines, PATATE);
    const deadline = new Date(now.getTime() + 15 * 60_000).toISOString();
    const bioPrice = line.substitution.unitPrice;
    expect(bioPrice).toBe(offered.body.data.products[0].unitPrice);
    expect(bioPrice).toBeLessThan(patate.unitPrice);
    expect(line.substitution).toMatchObject({
      productId: PATATE_BIO,
      name: 'Patate a pasta gialla bio',
      state: 'proposed',
      byDefault: false,
      deadlineAt: deadline,
    });
    // The product is missing meanwhile: nothing picked of it (not "as ordered").
    expect(line).toMatchObject({ pickedQuantity: 0, pickedTotal: 0 });
    expect(errorCode(await propose(order.orderId, patate.itemId, PATATE_BIO))).toBe(
      'PICK_SUBSTITUTION_EXISTS',
    );
    // Not picked before the shopper answers.
    const bio = await codes(PATATE_BIO);
    expect(errorCode(await scan(order.orderId, bio.barcode))).toBe('PICK_SUBSTITUTION_PENDING');

    const [mail] = await mailsTo(s.email).then((m) => m.filter((x) => x.subject.includes('sostituzione')));
    expect(mail!.subject).toBe(`Ordine n. ${order.orderId}: proposta di sostituzione`);
    expect(mail!.text).toContain('«Patate a pasta gialla» non è disponibile');
    expect(mail!.text).toContain(`«Patate a pasta gialla bio» a ${formatEuro(Math.round(bioPrice * 100))}`);
    expect(mail!.text).toMatch(new RegExp(`/profile/orders/${order.orderId}\\?access_token=\\w+`));

    const seen = await as(t, s).get(`order/substitutions?order_id=${order.orderId}`);
    expect(seen.body.data.substitutions).toEqual([
      expect.objectContaining({ itemId: patate.itemId, state: 'proposed' }),
    ]);
    const until = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'Europe/Rome',
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(seen.body.data.substitutions[0].text).toBe(
      `Proposta: Patate a pasta gialla bio a ${formatEuro(Math.round(bioPrice * 100))}. Rispondi entro le ${until.format(new Date(deadline))}.`,
    );

    later(5);
    const yes = await as(t, s).post(
      `order/substitution-answer?order_id=${order.orderId}&item_id=${patate.itemId}&accept=true`,
    );
    expect(status(yes)).toBe(0);
    expect(yes.body.data.substitutions[0]).toMatchObject({ state: 'accepted', byDefault: false });
    expect(yes.body.data.substitutions[0].text).toBe('Sostituito con Patate a pasta gialla bio.');
    const twice = await as(t, s).post(
      `order/substitution-answer?order_id=${order.orderId}&item_id=${patate.itemId}&accept=false`,
    );
    expect(errorCode(twice)).toBe('SUBSTITUTION_ANSWERED');
    const none = await as(t, s).post(
      `order/substitution-answer?order_id=${order.orderId}&item_id=${arance.itemId}&accept=true`,
    );
    expect(errorCode(none)).toBe('SUBSTITUTION_NOT_FOUND');
    const { s: other } = await orderWith(t, slot);
    const foreign = await as(t, other).post(
      `order/substitution-answer?order_id=${order.orderId}&item_id=${patate.itemId}&accept=true`,
    );
    expect(errorCode(foreign)).toBe('ORDER_NOT_FOUND');

    const picked = await scan(order.orderId, bio.barcode);
    expect(status(picked)).toBe(0);
    expect(picked.body.data).toMatchObject({ itemId: patate.itemId, complete: true });
    // Charged at the substitute's own price, lower than the ordered one.
    expect(lineOf(picked.body.data.list.lines, PATATE)).toMatchObject({
      pickedQuantity: 1,
      pickedTotal: bioPrice,
    });
    const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(ready.body.data.orderStatusId).toBe(ORDER_STATUS.almostReady);
    const expected = Math.round((order.grossTotal - patate.grossTotal + bioPrice) * 100);
    expect(Math.round(ready.body.data.preparedTotal * 100)).toBe(expected);
    expect(Math.round(ready.body.data.capturedAmount * 100)).toBe(expected);
    expect(ready.body.data.capturedAmount).toBeLessThanOrEqual(order.prebilledAmount);
  });

  it('refused: the product is not available, shown released, and not charged', async () => {
    const { s, order } = await inCharge([PATATE]);
    const patate = lineOf(order.orderLines, PATATE);
    await propose(order.orderId, patate.itemId, PATATE_BIO);
    const no = await as(t, s).post(
      `order/substitution-answer?order_id=${order.orderId}&item_id=${patate.itemId}&accept=0`,
    );
    expect(no.body.data.substitutions[0]).toMatchObject({
      state: 'refused',
      text: 'Sostituzione rifiutata: articolo non disponibile.',
    });
    expect(errorCode(await scan(order.orderId, (await codes(PATATE_BIO)).barcode))).toBe(
      'PICK_SUBSTITUTION_REFUSED',
    );
    const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    const expected = Math.round((order.grossTotal - patate.grossTotal) * 100);
    expect(Math.round(ready.body.data.capturedAmount * 100)).toBe(expected);
    const seen = await as(t, s).get(`order/substitutions?order_id=${order.orderId}`);
    expect(seen.body.data.notAvailable).toEqual([
      { itemId: patate.itemId, name: 'Patate a pasta gialla', releasedAmount: patate.grossTotal },
    ]);
  });

  it("timed out: past the store's deadline the shopper's default (accepted) stands and the answer is refused", async () => {
    await t.db.kysely
      .insertInto('pick_store_setting')
      .values({ store_id: 11, scale_labels: '2IIIIIIPPPPPC', substitution_minutes: 10 })
      .execute();
    try {
      const { s, order } = await inCharge([ARANCE]);
      const arance = lineOf(order.orderLines, ARANCE);
      const proposed = await propose(order.orderId, arance.itemId, POMPELMO);
      const sub = lineOf(proposed.body.data.lines, ARANCE).substitution;
      expect(sub.unitPrice).toBeGreaterThan(arance.unitPrice);
      expect(sub.deadlineAt).toBe(new Date(now.getTime() + 10 * 60_000).toISOString());
      later(9);
      expect(
        (await as(t, s).get(`order/substitutions?order_id=${order.orderId}`)).body.data.substitutions[0]
          .state,
      ).toBe('proposed');
      later(1);
      const seen = await as(t, s).get(`order/substitutions?order_id=${order.orderId}`);
      expect(seen.body.data.substitutions[0]).toMatchObject({ state: 'accepted', byDefault: true });
      const late = await as(t, s).post(
        `order/substitution-answer?order_id=${order.orderId}&item_id=${arance.itemId}&accept=false`,
      );
      expect(errorCode(late)).toBe('SUBSTITUTION_EXPIRED');
      expect(late.body.response.errorsMessage[0].message).toBe(
        'Il tempo per rispondere è scaduto: abbiamo applicato la tua scelta (sostituzione accettata).',
      );
      // The grapefruit is weighed: its price label (1,10 EUR over its price per kg, to the gram)
      // counts on the oranges' line, charged at most what the oranges would have cost.
      const label = await scan(order.orderId, scaleLabel((await codes(POMPELMO)).cod_int, 110));
      expect(status(label)).toBe(0);
      const grams = Math.round((110 * 1000) / Math.round(sub.unitPrice * 100));
      expect(label.body.data).toMatchObject({ itemId: arance.itemId, kind: 'price', quantity: grams / 1000 });
      const line = lineOf(label.body.data.list.lines, ARANCE);
      expect(line.pickedTotal).toBe(Math.round((arance.grossTotal * 100 * grams) / 500) / 100);
      const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
      const expected = Math.round((order.grossTotal - arance.grossTotal + line.pickedTotal) * 100);
      expect(Math.round(ready.body.data.preparedTotal * 100)).toBe(expected);
      expect(Math.round(ready.body.data.capturedAmount * 100)).toBe(
        Math.min(expected, Math.round(order.prebilledAmount * 100)),
      );
      expect(ready.body.data.capturedAmount).toBeLessThanOrEqual(order.prebilledAmount);
    } finally {
      await t.db.kysely.deleteFrom('pick_store_setting').where('store_id', '=', 11).execute();
    }
  });
});
