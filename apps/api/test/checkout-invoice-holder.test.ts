/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { CART_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, buy, newSlot, readyShoppers, type Shopper } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';

/**
 * Whom the invoice goes to (decision 0059): a shopper with several invoice holders (the account's
 * own billing data and its fiscal persons) chooses one at checkout; the order keeps a copy of it.
 * Real app and database (SQLite, or PostgreSQL with TEST_DATABASE_URL).
 */
const t = useTestApp();
let slot: { timeslotId: number; date: string };

beforeAll(async () => {
  slot = await newSlot(t.db, 100);
});

const BRANCH = {
  companyName: 'Rossi Ristorazione S.r.l.',
  vatCode: '09876543217',
  sdiCode: 'abc1234',
  address1: 'Via Po',
  addressNumber: '3',
  city: 'Torino',
  province: 'TO',
  postalcode: '10123',
};
const PERSON = {
  firstName: 'Anna',
  lastName: 'Colombo',
  fiscalCode: 'NRIFNC90D52F839N',
  address1: 'Via Roma',
  addressNumber: '1',
  city: 'Lecco',
  province: 'LC',
  postalcode: '23900',
};

/** A business customer (own billing data: Via Roma, VAT number) with the invoice asked in the cart. */
async function invoicingShopper(opts: { business?: boolean } = { business: true }): Promise<Shopper> {
  const s = (await readyShoppers(t.db, 1, slot, opts))[0]!;
  await t.db.kysely
    .insertInto('cart_info')
    .values({ cart_id: s.cartId, property: 'need_invoice', value: 'true' })
    .execute();
  return s;
}

const addHolder = async (s: Shopper, body: object) =>
  (await as(t, s).post('user-person-fiscal/insert-billing-address', body)).body.data.personFiscals as any[];
const holdersOf = async (s: Shopper) =>
  (await as(t, s).get('user-person-fiscal/invoice-holders')).body.data.invoiceHolders as any[];
const buyWith = (s: Shopper, data: object, key: string) =>
  buy(t, s, { payment_type_id: 2, payment_data: JSON.stringify(data) }, key);
const ordersOf = (s: Shopper) =>
  t.db.kysely.selectFrom('customer_order').select('order_id').where('user_id', '=', s.userId).execute();
const cartStatus = async (s: Shopper) =>
  (
    await t.db.kysely
      .selectFrom('cart')
      .select('cart_status_id')
      .where('cart_id', '=', s.cartId)
      .executeTakeFirstOrThrow()
  ).cart_status_id;

describe(`invoice holder at checkout on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  it('lists the own billing data first, then the fiscal persons', async () => {
    const s = await invoicingShopper();
    await addHolder(s, BRANCH);
    await addHolder(s, PERSON);
    const holders = await holdersOf(s);
    expect(holders.map((h) => [h.personFiscalId === null, h.name])).toEqual([
      [true, 'Mario Rossi'],
      [false, 'Rossi Ristorazione S.r.l.'],
      [false, 'Anna Colombo'],
    ]);
    expect(holders[0]).toMatchObject({ vatCode: '12345678903' });
    expect(holders[1]).toMatchObject({ vatCode: '09876543217', address: 'Via Po 3, 10123 Torino (TO)' });
    expect(holders[2]).toMatchObject({ fiscalCode: 'NRIFNC90D52F839N', vatCode: null });
  });

  it('the chosen holder goes on the order, and stays there when the holder is deleted', async () => {
    const s = await invoicingShopper();
    const [branch] = await addHolder(s, BRANCH);
    const res = await buyWith(s, { invoicePersonFiscalId: branch.personFiscalId }, 'inv-chosen-1');
    expect(status(res)).toBe(0);
    const order = res.body.data.order;
    expect(order.invoiceHolder).toMatchObject({
      personFiscalId: branch.personFiscalId,
      name: 'Rossi Ristorazione S.r.l.',
      vatCode: '09876543217',
    });
    await as(t, s).get(`user-person-fiscal/delete-person-fiscal?person_fiscal_id=${branch.personFiscalId}`);
    expect(await holdersOf(s)).toHaveLength(1);
    const view = await as(t, s).get(`order/view?order_id=${order.orderId}`);
    expect(view.body.data.invoiceHolder).toMatchObject({ name: 'Rossi Ristorazione S.r.l.' });
  });

  it('without a choice the invoice goes to the own billing data; null chooses it explicitly', async () => {
    const a = await invoicingShopper();
    await addHolder(a, BRANCH);
    const first = await buyWith(a, {}, 'inv-default-1');
    expect(first.body.data.order.invoiceHolder).toMatchObject({ personFiscalId: null, name: 'Mario Rossi' });
    const b = await invoicingShopper();
    await addHolder(b, BRANCH);
    const second = await buyWith(b, { invoicePersonFiscalId: null }, 'inv-default-2');
    expect(second.body.data.order.invoiceHolder).toMatchObject({ personFiscalId: null });
  });

  it('a shopper with only a fiscal person (no own billing data) invoices it', async () => {
    const s = await invoicingShopper({ business: false });
    const [person] = await addHolder(s, PERSON);
    const res = await buyWith(s, {}, 'inv-only-person');
    expect(res.body.data.order.invoiceHolder).toMatchObject({
      personFiscalId: person.personFiscalId,
      name: 'Anna Colombo',
      fiscalCode: 'NRIFNC90D52F839N',
    });
  });

  it('no invoice asked, no holder on the order', async () => {
    const [s] = await readyShoppers(t.db, 1, slot, { business: true });
    const res = await buyWith(s!, {}, 'inv-none');
    expect(status(res)).toBe(0);
    expect(res.body.data.order.invoiceHolder).toBeNull();
  });

  it("another account's holder, a deleted one or a bad id is refused and changes nothing", async () => {
    const other = await invoicingShopper();
    const [theirs] = await addHolder(other, BRANCH);
    const s = await invoicingShopper();
    const [mine] = await addHolder(s, PERSON);
    expect(errorCode(await buyWith(s, { invoicePersonFiscalId: theirs.personFiscalId }, 'inv-bad-1'))).toBe(
      'INVOICE_HOLDER_NOT_FOUND',
    );
    await as(t, s).get(`user-person-fiscal/delete-person-fiscal?person_fiscal_id=${mine.personFiscalId}`);
    expect(errorCode(await buyWith(s, { invoicePersonFiscalId: mine.personFiscalId }, 'inv-bad-2'))).toBe(
      'INVOICE_HOLDER_NOT_FOUND',
    );
    for (const bad of ['abc', -1, 0, 1.5, true, 99_999_999_999]) {
      expect(errorCode(await buyWith(s, { invoicePersonFiscalId: bad }, `inv-bad-${String(bad)}`))).toBe(
        'PAYMENT_DATA_INVALID',
      );
    }
    expect(await ordersOf(s)).toHaveLength(0);
    expect(await cartStatus(s)).toBe(CART_STATUS.open);
    expect(status(await buyWith(s, {}, 'inv-bad-then-ok'))).toBe(0);
  });

  it('the confirmation e-mail names the invoice holder chosen at checkout', async () => {
    const s = await invoicingShopper();
    const [branch] = await addHolder(s, BRANCH);
    const res = await buyWith(s, { invoicePersonFiscalId: branch.personFiscalId }, 'inv-mail-1');
    const orderId = res.body.data.order.orderId as number;
    const outbox = await t.inject({ method: 'GET', url: '/dev/outbox.json' });
    const mail = (outbox.json().mails as any[]).find((m) => m.to === s.email);
    expect(mail.subject).toBe(`Ordine n. ${orderId} confermato`);
    expect(mail.text).toContain('Fattura intestata a: Rossi Ristorazione S.r.l. · P. IVA 09876543217.');
    expect(mail.html).toContain('Fattura intestata a: Rossi Ristorazione S.r.l. · P. IVA 09876543217.');
  });

  it('a person holder is named with the tax code; no invoice, no holder line', async () => {
    const a = await invoicingShopper({ business: false });
    await addHolder(a, PERSON);
    await buyWith(a, {}, 'inv-mail-person');
    const [b] = await readyShoppers(t.db, 1, slot, { business: true });
    await buyWith(b!, {}, 'inv-mail-none');
    const mails = (await t.inject({ method: 'GET', url: '/dev/outbox.json' })).json().mails as any[];
    const textTo = (email: string) => mails.find((m) => m.to === email).text as string;
    expect(textTo(a.email)).toContain('Fattura intestata a: Anna Colombo · C.F. NRIFNC90D52F839N.');
    expect(textTo(b!.email)).not.toContain('Fattura intestata a');
  });

  it("the staff's order list and order answers carry the invoice holder", async () => {
    const s = await invoicingShopper();
    const [branch] = await addHolder(s, BRANCH);
    const res = await buyWith(s, { invoicePersonFiscalId: branch.personFiscalId }, 'inv-staff-1');
    const orderId = res.body.data.order.orderId as number;
    const staff = await staffCaller(t);
    const list = await staff.get(
      `staff/order/list?store_id=11&date=${slot.date}&timeslot_id=${slot.timeslotId}`,
    );
    const listed = (list.body.data.orders as any[]).find((o) => o.orderId === orderId);
    expect(listed.invoiceHolder).toMatchObject({ name: 'Rossi Ristorazione S.r.l.', vatCode: '09876543217' });
    const taken = await staff.post(`staff/order/take-in-charge?order_id=${orderId}`);
    expect(taken.body.data.invoiceHolder).toMatchObject({ name: 'Rossi Ristorazione S.r.l.' });
  });

  it('a visitor cannot read invoice holders', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/ebsn/api/user-person-fiscal/invoice-holders',
      headers: { 'x-ebsn-client': 'site' },
    });
    expect(res.json().response.errorsMessage[0].code).toBe('NOT_LOGGED_IN');
  });
});
