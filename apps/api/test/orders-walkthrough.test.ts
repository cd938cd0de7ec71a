/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { formatEuro, ORDER_STATUS, TRANSACTION_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, buy, CARD_OK, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { nextCart, placed, shopperWithOrder, staffCaller } from './helpers/orders.js';

/**
 * Issue 40, from a shopper's walkthrough: the lifetime figures, the payment state of a cancelled
 * order, what the order e-mails say (day and slot, place, lines), what "Preparato" shows once the
 * order is ready, and the order's note through a modification. Real app, real database.
 */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let slot: { timeslotId: number; date: string };
let pickupSlot: { timeslotId: number; date: string };
let staff: Awaited<ReturnType<typeof staffCaller>>;
let pickupPoint: {
  address_id: number;
  address1: string;
  address_number: string;
  postalcode: string;
  city: string;
  province: string;
};

/** The oracle for the day: what Intl writes for it-IT (the code under test writes it by hand). */
const longDay = (dateIso: string) =>
  new Intl.DateTimeFormat('it-IT', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${dateIso}T00:00:00Z`));

beforeAll(async () => {
  slot = await newSlot(t.db, 500);
  staff = await staffCaller(t);
  // A pickup slot of the same store (Spesa Milano Porta Romana, 11) on another day.
  const other = await newSlot(t.db, 500);
  await t.db.kysely
    .updateTable('timeslot')
    .set({ delivery_service_id: 1 })
    .where('timeslot_id', '=', other.timeslotId)
    .execute();
  pickupSlot = other;
  pickupPoint = await t.db.kysely
    .selectFrom('address')
    .select(['address_id', 'address1', 'address_number', 'postalcode', 'city', 'province'])
    .where('store_id', '=', 11)
    .where('address_type_id', '=', 3)
    .executeTakeFirstOrThrow();
});

/** A shopper whose open cart is for pickup at store 11 on the pickup slot. */
async function pickupShopper(): Promise<Shopper> {
  const [s] = await readyShoppers(t.db, 1, slot);
  await t.db.kysely
    .updateTable('cart')
    .set({
      delivery_service_id: 1,
      address_id: pickupPoint.address_id,
      timeslot_id: pickupSlot.timeslotId,
      timeslot_date: pickupSlot.date,
    })
    .where('cart_id', '=', s!.cartId)
    .execute();
  return s!;
}

const mailsTo = (email: string) =>
  t.db.kysely
    .selectFrom('mail_outbox')
    .select(['subject', 'text', 'html'])
    .where('to', '=', email)
    .orderBy('id')
    .execute();

const lifetime = (s: Shopper) => as(t, s).post(`customer-lifetime/user_info?userId=${s.userId}`);

describe(`customer-lifetime/user_info on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('counts the orders placed and not cancelled, and what they come to (prepared total once ready)', async () => {
    const { s, order: first } = await shopperWithOrder(t, slot);
    await nextCart(t.db, s, slot);
    const second = await placed(t, s, { payment_type_id: 2 });
    await nextCart(t.db, s, slot);
    const cancelled = await placed(t, s, { payment_type_id: 2 });
    expect(status(await as(t, s).post(`order/delete?order_id=${cancelled.orderId}`))).toBe(0);

    const before = await lifetime(s);
    expect(status(before)).toBe(0);
    expect(before.body.data).toMatchObject({ userId: s.userId, ordersCount: 2 });
    expect(before.body.data.totalSpent).toBeCloseTo(first.grossTotal + second.grossTotal, 2);

    // The store prepares less of the first order: what counts is then the prepared total.
    expect(status(await staff.post(`staff/order/take-in-charge?order_id=${first.orderId}`))).toBe(0);
    const line = first.orderLines.find((l: any) => !l.weighed && l.quantity >= 2);
    expect(
      status(
        await staff.post('staff/order/prepare', {
          orderId: first.orderId,
          lines: [{ itemId: line.itemId, preparedQuantity: line.quantity - 1 }],
        }),
      ),
    ).toBe(0);
    const ready = await staff.post(`staff/order/ready?order_id=${first.orderId}`);
    expect(status(ready)).toBe(0);
    const after = (await lifetime(s)).body.data;
    expect(after.ordersCount).toBe(2);
    expect(after.totalSpent).toBeCloseTo(ready.body.data.preparedTotal + second.grossTotal, 2);
    expect(after.totalSpent).toBeLessThan(before.body.data.totalSpent);
  });
});

describe(`a cancelled order's payment on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('paid on delivery: the payment state and the last transaction say cancelled (5)', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const placedView = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(placedView.paymentState).toBe('pending');
    const res = await as(t, s).post(`order/delete?order_id=${order.orderId}`);
    expect(status(res)).toBe(0);
    const viewed = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(viewed.orderStatusId).toBe(ORDER_STATUS.cancelled);
    expect(viewed.paymentState).toBe('cancelled');
    expect(viewed.transactions.at(-1).transactionStatusId).toBe(TRANSACTION_STATUS.cancelled);
    // Cancelling again changes nothing in the ledger.
    expect(errorCode(await as(t, s).post(`order/delete?order_id=${order.orderId}`))).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
    const again = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(again.transactions).toHaveLength(viewed.transactions.length);
  });

  it('paid by card with a hold: the hold is voided, and says so', async () => {
    const { s, order } = await shopperWithOrder(t, slot, { payment_type_id: 12, payment_data: CARD_OK });
    const placedView = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(placedView.paymentState).toBe('authorised');
    expect(status(await as(t, s).post(`order/delete?order_id=${order.orderId}`))).toBe(0);
    const viewed = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(viewed.paymentState).toBe('voided');
    expect(viewed.transactions.at(-1).transactionStatusId).toBe(TRANSACTION_STATUS.cancelled);
  });
});

describe(`order e-mails on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('home delivery: the day and slot in words, the address, the lines with their totals', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    const [mail] = await mailsTo(s.email);
    expect(mail!.subject).toBe(`Ordine n. ${order.orderId} confermato`);
    const lines = mail!.text.split('\n');
    expect(lines).toContain(`Consegna: ${longDay(slot.date)}, 18:00-20:00.`);
    expect(lines).toContain('Consegna a Via Dante 12, 20121 Milano (MI).');
    expect(mail!.text).not.toContain(slot.date);
    expect(lines).toContain('Prodotti:');
    for (const l of order.orderLines)
      expect(
        lines.some(
          (x) => x.includes(l.name) && x.endsWith(`: ${formatEuro(Math.round(l.grossTotal * 100))}`),
        ),
      ).toBe(true);
    expect(mail!.html).toContain(`Consegna: ${longDay(slot.date)}, 18:00-20:00.`);
    expect(mail!.text).toMatch(/\(Pagamento alla consegna\)\.$/m);
  });

  it('pickup: every order e-mail names the store and its address', async () => {
    const s = await pickupShopper();
    const order = await placed(t, s, { payment_type_id: 2 });
    expect(order.deliveryServiceId).toBe(1);
    const where = `Ritiro presso Spesa Milano Porta Romana, ${pickupPoint.address1} ${pickupPoint.address_number}, ${pickupPoint.postalcode} ${pickupPoint.city} (${pickupPoint.province}).`;
    // The order's answer says it too.
    expect(order.place).toEqual({
      pickup: true,
      name: 'Spesa Milano Porta Romana',
      address: where.slice('Ritiro presso Spesa Milano Porta Romana, '.length, -1),
      text: where.slice(0, -1),
    });
    expect(status(await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`))).toBe(0);
    expect(status(await staff.post(`staff/order/ready?order_id=${order.orderId}`))).toBe(0);
    const mails = await mailsTo(s.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Ordine n. ${order.orderId} confermato`,
      `Ordine n. ${order.orderId} pronto per il ritiro`,
    ]);
    for (const m of mails) expect(m.text.split('\n')).toContain(where);
    expect(mails[0]!.text.split('\n')).toContain(`Ritiro: ${longDay(pickupSlot.date)}, 18:00-20:00.`);
    // Paid "on delivery" of a pickup is paid at the pickup, and its fee is a service fee.
    expect(mails[0]!.text).toMatch(/^Totale: .+ \(Pagamento al ritiro\)\.$/m);
    expect(mails[0]!.text).not.toMatch(/consegna/i);
    expect(mails[1]!.text).toContain(`ti aspettiamo ${longDay(pickupSlot.date)}, 18:00-20:00.`);

    // A cancelled pickup order's mail names the store as well.
    const other = await pickupShopper();
    const second = await placed(t, other, { payment_type_id: 2 });
    expect(status(await as(t, other).post(`order/delete?order_id=${second.orderId}`))).toBe(0);
    const cancelMail = (await mailsTo(other.email)).at(-1)!;
    expect(cancelMail.subject).toBe(`Ordine n. ${second.orderId} annullato`);
    expect(cancelMail.text.split('\n')).toContain(where);
  });
});

describe(`"Preparato" and the order's note on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('once ready, a line never recorded shows the ordered quantity as prepared', async () => {
    const { s, order } = await shopperWithOrder(t, slot);
    expect(status(await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`))).toBe(0);
    const recorded = order.orderLines[0];
    expect(
      status(
        await staff.post('staff/order/prepare', {
          orderId: order.orderId,
          lines: [{ itemId: recorded.itemId, preparedQuantity: recorded.quantity }],
        }),
      ),
    ).toBe(0);
    const before = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    // While picking, the lines not recorded yet are still to be prepared.
    expect(before.orderLines.filter((l: any) => l.preparedQuantity === null)).toHaveLength(
      order.orderLines.length - 1,
    );
    expect(status(await staff.post(`staff/order/ready?order_id=${order.orderId}`))).toBe(0);
    const viewed = (await as(t, s).get(`order/view?order_id=${order.orderId}`)).body.data;
    for (const l of viewed.orderLines) {
      expect(l.preparedQuantity).toBe(l.quantity);
      expect(l.preparedTotal).toBeCloseTo(l.grossTotal, 2);
    }
    expect(viewed.preparedTotal).toBeCloseTo(viewed.grossTotal, 2);
  });

  it("answers the order's note and keeps it when the order is modified", async () => {
    const [s] = await readyShoppers(t.db, 1, slot);
    const order = await placed(t, s!, {
      payment_type_id: 2,
      payment_data: JSON.stringify({ note: 'Citofono rotto: chiamare il 333 1234567' }),
    });
    expect(order.note).toBe('Citofono rotto: chiamare il 333 1234567');
    expect((await as(t, s!).get(`order/view?order_id=${order.orderId}`)).body.data.note).toBe(
      'Citofono rotto: chiamare il 333 1234567',
    );
    // Modified and bought again without a note (the original clients send payment_data={}).
    expect(status(await as(t, s!).post(`order/modify?order_id=${order.orderId}`))).toBe(0);
    const again = await buy(t, s!, { payment_type_id: 2, payment_data: '{}' });
    expect(status(again), JSON.stringify(again.body.response)).toBe(0);
    expect(again.body.data.order.note).toBe('Citofono rotto: chiamare il 333 1234567');
    // Modified again and bought with an empty note field: still the note.
    expect(status(await as(t, s!).post(`order/modify?order_id=${order.orderId}`))).toBe(0);
    const third = await buy(t, s!, { payment_type_id: 2, payment_data: JSON.stringify({ note: '  ' }) });
    expect(status(third), JSON.stringify(third.body.response)).toBe(0);
    const viewed = (await as(t, s!).get(`order/view?order_id=${order.orderId}`)).body.data;
    expect(viewed.note).toBe('Citofono rotto: chiamare il 333 1234567');
    // A new note replaces it.
    expect(status(await as(t, s!).post(`order/modify?order_id=${order.orderId}`))).toBe(0);
    const fourth = await buy(t, s!, {
      payment_type_id: 2,
      payment_data: JSON.stringify({ note: 'Lasciare al portiere' }),
    });
    expect(fourth.body.data.order.note).toBe('Lasciare al portiere');
  });
});
