/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '@spesa/domain';
import { errorCode, status } from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';
import { as, newSlot } from './helpers/checkout.js';
import { staffCaller } from './helpers/orders.js';
import { DEMO } from './helpers/accounts.js';
import { lineOf, orderWith, productCodes, scaleLabel } from './helpers/picking.js';

/** Picking in the store (decision 0123): the pick list, scans of every kind, their refusals, undo. */
const t = useTestApp();
const onPg = Boolean(process.env.TEST_DATABASE_URL);
let slot: { timeslotId: number; date: string };
let staff: Awaited<ReturnType<typeof staffCaller>>;

// The demo products of a ready cart: 21 Mele Gala (2 pieces), 69 Patate (1 piece), 1 Arance
// Tarocco (0.5 kg, weighed). Their codes, as the catalogue has them.
const MELE = 21;
const PATATE = 69;
const ARANCE = 1;
const barcodeOf = (productId: number) => productCodes(t, productId);

beforeAll(async () => {
  slot = await newSlot(t.db, 500);
  staff = await staffCaller(t);
});

const scan = (orderId: number, code: string, who = staff) =>
  who.post(`staff/order/scan?order_id=${orderId}&code=${encodeURIComponent(code)}`);

async function orderInCharge(choices: Parameters<typeof orderWith>[2] = {}) {
  const placed = await orderWith(t, slot, choices);
  const taken = await staff.post(`staff/order/take-in-charge?order_id=${placed.order.orderId}`);
  expect(taken.body.data.orderStatusId).toBe(ORDER_STATUS.preparing);
  return placed;
}

describe(`picking scans on ${onPg ? 'PostgreSQL' : 'SQLite'}`, () => {
  it("the pick list carries the shopper's choices, the customer's name and phone, the order note", async () => {
    const lines = [
      { productId: MELE, quantityMilli: 2000 },
      { productId: 81, quantityMilli: 1000 },
      { productId: ARANCE, quantityMilli: 500 },
    ];
    const { s, order } = await orderWith(t, slot, {
      lines,
      accept: [MELE],
      notes: { [MELE]: 'Ben mature, per favore' },
      options: { 81: { cut: 'fette-sottili' } },
      orderNote: 'Citofonare Rossi, scala B',
    });
    await t.db.kysely
      .updateTable('user_account')
      .set({ mobile_phone: '3471234567' })
      .where('user_id', '=', s.userId)
      .execute();
    const view = await staff.get(`staff/order/view?order_id=${order.orderId}`);
    expect(status(view)).toBe(0);
    const list = view.body.data;
    expect(list.note).toBe('Citofonare Rossi, scala B');
    expect(list.customer).toEqual({ firstName: 'Mario', lastName: 'Rossi', phone: '3471234567' });
    expect(list.holdAmount).toBe(order.prebilledAmount);
    const mele = lineOf(list.lines, MELE);
    expect(mele).toMatchObject({
      quantity: 2,
      weighed: false,
      note: 'Ben mature, per favore',
      acceptAlternatives: true,
      pickedQuantity: null,
      complete: false,
      barcode: (await barcodeOf(MELE)).barcode,
      department: 'Frutta e verdura',
    });
    expect(lineOf(list.lines, 81).options).toEqual([{ name: 'Taglio', value: 'A fette sottili' }]);
    expect(lineOf(list.lines, 81).acceptAlternatives).toBe(false);
    expect(lineOf(list.lines, ARANCE)).toMatchObject({
      weighed: true,
      quantity: 0.5,
      options: [],
      note: null,
    });

    // Only staff of the order's store: another store's staff and the customer are refused.
    const como = await staffCaller(t, '198.51.100.78', DEMO.staffComo);
    const other = await como.get(`staff/order/view?order_id=${order.orderId}`);
    expect(other.status).toBe(403);
    expect(errorCode(other)).toBe('STAFF_STORE_NOT_ALLOWED');
    const shopper = await as(t, s).get(`staff/order/view?order_id=${order.orderId}`);
    expect(shopper.status).toBe(403);
    expect(errorCode(shopper)).toBe('STAFF_ONLY');
    const missing = await staff.get('staff/order/view?order_id=2000000000');
    expect(errorCode(missing)).toBe('ORDER_NOT_FOUND');
  });

  it('an EAN-13 adds one piece to its line until the line is complete; then says so', async () => {
    const { order } = await orderInCharge();
    const { barcode } = await barcodeOf(MELE);
    const first = await scan(order.orderId, barcode);
    expect(status(first)).toBe(0);
    expect(first.body.data).toMatchObject({ kind: 'piece', quantity: 1, pickedQuantity: 1, complete: false });
    expect(first.body.data.message).toBe('Mele Gala: 1 di 2');
    const second = await scan(order.orderId, ` ${barcode} `);
    expect(second.body.data).toMatchObject({ pickedQuantity: 2, orderedQuantity: 2, complete: true });
    expect(second.body.data.message).toBe('Mele Gala: riga completa');
    const line = lineOf(second.body.data.list.lines, MELE);
    expect(line).toMatchObject({ pickedQuantity: 2, complete: true, pickedTotal: line.grossTotal });
    const third = await scan(order.orderId, barcode);
    expect(errorCode(third)).toBe('PICK_LINE_COMPLETE');
    expect(third.body.response.errorsMessage[0].message).toBe('Questa riga è già completa.');
    // The raw codes are kept, each with its line, quantity, who and when.
    const rows = await t.db.kysely
      .selectFrom('pick_scan')
      .select(['code', 'item_id', 'kind', 'quantity_milli'])
      .where('order_id', '=', order.orderId)
      .orderBy('scan_id')
      .execute();
    expect(rows).toEqual([
      { code: barcode, item_id: line.itemId, kind: 'piece', quantity_milli: 1000 },
      { code: barcode, item_id: line.itemId, kind: 'piece', quantity_milli: 1000 },
    ]);
  });

  it('an UPC-A and an EAN-8 find their products; bad, unknown and foreign codes are refused in Italian', async () => {
    const { order } = await orderInCharge();
    // Two products given the codes of an American and of a short-code product (GS1 keeps them
    // right-justified in 13 digits), then their own again.
    const own = await Promise.all([barcodeOf(PATATE), barcodeOf(MELE)]);
    const setBarcode = (productId: number, barcode: string) =>
      t.db.kysely.updateTable('product').set({ barcode }).where('product_id', '=', productId).execute();
    await setBarcode(PATATE, '0036000291452');
    await setBarcode(MELE, '0000096385074');
    try {
      const upc = await scan(order.orderId, '036000291452');
      expect(status(upc)).toBe(0);
      expect(upc.body.data).toMatchObject({ name: 'Patate a pasta gialla', complete: true });
      const ean8 = await scan(order.orderId, '96385074');
      expect(status(ean8)).toBe(0);
      expect(ean8.body.data).toMatchObject({ name: 'Mele Gala', pickedQuantity: 1 });
    } finally {
      await setBarcode(PATATE, own[0].barcode);
      await setBarcode(MELE, own[1].barcode);
    }
    const { barcode } = await barcodeOf(ARANCE);
    const wrongCheck = barcode.slice(0, 12) + String((Number(barcode[12]) + 1) % 10);
    const foreign = (await barcodeOf(2)).barcode;
    for (const [code, expected, message] of [
      [wrongCheck, 'PICK_CHECK_DIGIT', 'Cifra di controllo errata: ripeti la scansione.'],
      ['4006381333931', 'PICK_CODE_UNKNOWN', 'Codice sconosciuto: nessun prodotto ha questo codice.'],
      [foreign, 'PICK_NOT_IN_ORDER', "Questo prodotto non è nell'ordine."],
      ['12345', 'PICK_CODE_INVALID', undefined],
      ['80100ABC00212', 'PICK_CODE_INVALID', undefined],
      [
        barcode,
        'PICK_LABEL_NEEDED',
        "Prodotto a peso: scansiona l'etichetta della bilancia o inserisci il peso.",
      ],
    ] as const) {
      const res = await scan(order.orderId, code);
      expect(res.status, code).toBe(200);
      expect(errorCode(res), code).toBe(expected);
      if (message) expect(res.body.response.errorsMessage[0].message).toBe(message);
    }
    // No code at all is malformed input: 400, naming the field.
    const empty = await scan(order.orderId, '');
    expect(empty.status).toBe(400);
    expect(errorCode(empty)).toBe('VALIDATION_ERROR');
    // Nothing refused was recorded.
    const rows = await t.db.kysely
      .selectFrom('pick_scan')
      .select('code')
      .where('order_id', '=', order.orderId)
      .execute();
    expect(rows.map((r) => r.code)).toEqual(['036000291452', '96385074']);
  });

  it('a price label gives the weight to the gram (price / price per kg) and keeps its price', async () => {
    const { order } = await orderInCharge();
    const { cod_int } = await barcodeOf(ARANCE);
    const ordered = lineOf(order.orderLines, ARANCE);
    expect(ordered.unitPrice).toBe(1.91);
    // 0,79 EUR at 1,91 EUR/kg = 0,41361 kg: 414 g.
    const res = await scan(order.orderId, scaleLabel(cod_int, 79));
    expect(status(res)).toBe(0);
    expect(res.body.data).toMatchObject({ kind: 'price', quantity: 0.414, pickedQuantity: 0.414 });
    expect(res.body.data.message).toBe('Arance Tarocco: 0,414 kg (totale 0,414 di 0,5 kg)');
    const line = lineOf(res.body.data.list.lines, ARANCE);
    expect(line.pickedQuantity).toBe(0.414);
    expect(line.pickedTotal).toBe(Math.round((ordered.grossTotal * 100 * 414) / 500) / 100);
    const row = await t.db.kysely
      .selectFrom('pick_scan')
      .select(['kind', 'quantity_milli', 'label_cents'])
      .where('order_id', '=', order.orderId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: 'price', quantity_milli: 414, label_cents: 79 });
    // A second bag: 0,30 EUR = 157 g; more than 130 % of the ordered weight is refused.
    const more = await scan(order.orderId, scaleLabel(cod_int, 30));
    expect(more.body.data.pickedQuantity).toBe(0.571);
    expect(errorCode(await scan(order.orderId, scaleLabel(cod_int, 30)))).toBe('PICK_WEIGHT_TOO_MUCH');
    // A label of a product not in the order, a label on a product sold by the piece.
    expect(errorCode(await scan(order.orderId, scaleLabel('100002', 50)))).toBe('PICK_NOT_IN_ORDER');
    expect(errorCode(await scan(order.orderId, scaleLabel((await barcodeOf(MELE)).cod_int, 50)))).toBe(
      'PICK_LABEL_NOT_WEIGHED',
    );
  });

  it("a weight label, by the store's nomenclature, records its grams exactly", async () => {
    await t.db.kysely
      .insertInto('pick_store_setting')
      .values({ store_id: 11, scale_labels: '2IIIIIIWWWWWC', substitution_minutes: 15 })
      .execute();
    try {
      const { order } = await orderInCharge();
      const { cod_int } = await barcodeOf(ARANCE);
      const res = await scan(order.orderId, scaleLabel(cod_int, 487));
      expect(res.body.data).toMatchObject({
        kind: 'weight',
        quantity: 0.487,
        pickedQuantity: 0.487,
        complete: false,
      });
      const ordered = lineOf(order.orderLines, ARANCE);
      expect(lineOf(res.body.data.list.lines, ARANCE).pickedTotal).toBe(
        Math.round((ordered.grossTotal * 100 * 487) / 500) / 100,
      );
    } finally {
      await t.db.kysely.deleteFrom('pick_store_setting').where('store_id', '=', 11).execute();
    }
  });

  it('undo takes back the last scan: its line goes back, the raw code stays marked undone', async () => {
    const { order } = await orderInCharge();
    expect(errorCode(await staff.post(`staff/order/scan-undo?order_id=${order.orderId}`))).toBe(
      'PICK_NOTHING_TO_UNDO',
    );
    const { barcode } = await barcodeOf(MELE);
    await scan(order.orderId, barcode);
    const second = await scan(order.orderId, barcode);
    expect(second.body.data.list.lastScan).toMatchObject({ code: barcode, quantity: 1 });
    const undone = await staff.post(`staff/order/scan-undo?order_id=${order.orderId}`);
    expect(status(undone)).toBe(0);
    expect(lineOf(undone.body.data.lines, MELE)).toMatchObject({ pickedQuantity: 1, complete: false });
    const again = await staff.post(`staff/order/scan-undo?order_id=${order.orderId}`);
    // Nothing picked any more: the line is "not recorded" again.
    expect(lineOf(again.body.data.lines, MELE)).toMatchObject({ pickedQuantity: null, pickedTotal: null });
    expect(again.body.data.lastScan).toBeNull();
    const rows = await t.db.kysely
      .selectFrom('pick_scan')
      .select(['code', 'undone_at'])
      .where('order_id', '=', order.orderId)
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.code === barcode && r.undone_at !== null)).toBe(true);
  });

  it("scans only while the order is picked, by its store's staff", async () => {
    const { order } = await orderWith(t, slot);
    const { barcode } = await barcodeOf(MELE);
    expect(errorCode(await scan(order.orderId, barcode))).toBe('ORDER_STATUS_CHANGED');
    await staff.post(`staff/order/take-in-charge?order_id=${order.orderId}`);
    const como = await staffCaller(t, '198.51.100.79', DEMO.staffComo);
    const foreign = await scan(order.orderId, barcode, como);
    expect(foreign.status).toBe(403);
    expect(errorCode(foreign)).toBe('STAFF_STORE_NOT_ALLOWED');
    expect(errorCode(await staff.post(`staff/order/scan-undo?order_id=${order.orderId}`))).toBe(
      'PICK_NOTHING_TO_UNDO',
    );
    await scan(order.orderId, barcode);
    await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(errorCode(await scan(order.orderId, barcode))).toBe('ORDER_STATUS_CHANGED');
    expect(errorCode(await staff.post(`staff/order/scan-undo?order_id=${order.orderId}`))).toBe(
      'ORDER_STATUS_CHANGED',
    );
  });

  it('two pickers scanning the same line at once never double-count', async () => {
    const lines = [
      { productId: MELE, quantityMilli: 6000 },
      { productId: ARANCE, quantityMilli: 1000 },
    ];
    const { order } = await orderInCharge({ lines });
    const second = await staffCaller(t, '198.51.100.80');
    const { barcode } = await barcodeOf(MELE);
    const pieces = await Promise.all(
      Array.from({ length: 10 }, (_, i) => scan(order.orderId, barcode, i % 2 ? staff : second)),
    );
    expect(pieces.filter((r) => status(r) === 0)).toHaveLength(6);
    expect(pieces.filter((r) => errorCode(r) === 'PICK_LINE_COMPLETE')).toHaveLength(4);
    // Weight labels of 100 g each: the line is the exact sum, up to 130 % of 1 kg.
    const arance = (await barcodeOf(ARANCE)).cod_int;
    await t.db.kysely
      .insertInto('pick_store_setting')
      .values({ store_id: 11, scale_labels: '2IIIIIIWWWWWC', substitution_minutes: 15 })
      .execute();
    try {
      const weights = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          scan(order.orderId, scaleLabel(arance, 100), i % 2 ? staff : second),
        ),
      );
      expect(weights.filter((r) => status(r) === 0)).toHaveLength(13);
      expect(weights.filter((r) => errorCode(r) === 'PICK_WEIGHT_TOO_MUCH')).toHaveLength(2);
      // Two undos at once take back two scans (the last two labels), never the same one twice;
      // scanned again, the line is back at its sum.
      const undos = await Promise.all(
        [staff, second].map((who) => who.post(`staff/order/scan-undo?order_id=${order.orderId}`)),
      );
      expect(undos.map(status)).toEqual([0, 0]);
      const undone = await t.db.kysely
        .selectFrom('pick_scan')
        .select('scan_id')
        .where('order_id', '=', order.orderId)
        .where('undone_at', 'is not', null)
        .execute();
      expect(undone).toHaveLength(2);
      const between = await staff.get(`staff/order/view?order_id=${order.orderId}`);
      expect(lineOf(between.body.data.lines, ARANCE).pickedQuantity).toBe(1.1);
      await scan(order.orderId, scaleLabel(arance, 100));
      await scan(order.orderId, scaleLabel(arance, 100));
    } finally {
      await t.db.kysely.deleteFrom('pick_store_setting').where('store_id', '=', 11).execute();
    }
    const view = await staff.get(`staff/order/view?order_id=${order.orderId}`);
    expect(lineOf(view.body.data.lines, MELE).pickedQuantity).toBe(6);
    expect(lineOf(view.body.data.lines, ARANCE).pickedQuantity).toBe(1.3);
    const rows = await t.db.kysely
      .selectFrom('pick_scan')
      .where('undone_at', 'is', null)
      .select((eb) => [
        'item_id',
        eb.fn.count<number>('scan_id').as('n'),
        eb.fn.sum<number>('quantity_milli').as('milli'),
      ])
      .where('order_id', '=', order.orderId)
      .groupBy('item_id')
      .orderBy('item_id')
      .execute();
    expect(rows.map((r) => [Number(r.n), Number(r.milli)])).toEqual([
      [6, 6000],
      [13, 1300],
    ]);
  });

  it('ready charges the picked amount, never above the hold; a missing line is shown released', async () => {
    const { s, order } = await orderInCharge();
    const { barcode } = await barcodeOf(MELE);
    await scan(order.orderId, barcode);
    // The potatoes are not there: recorded as none picked.
    const patate = lineOf(order.orderLines, PATATE);
    await staff.post('staff/order/prepare', {
      orderId: order.orderId,
      lines: [{ itemId: patate.itemId, preparedQuantity: 0 }],
    });
    await scan(order.orderId, scaleLabel((await barcodeOf(ARANCE)).cod_int, 79));
    const view = (await staff.get(`staff/order/view?order_id=${order.orderId}`)).body.data;
    const picked = view.lines.reduce((sum: number, l: any) => sum + Math.round(l.pickedTotal * 100), 0);
    const ready = await staff.post(`staff/order/ready?order_id=${order.orderId}`);
    expect(status(ready)).toBe(0);
    const o = ready.body.data;
    const fee = Math.round(order.deliveryFee * 100);
    const expected = picked + fee - Math.min(Math.round(order.giftDiscount * 100), picked);
    expect(Math.round(o.preparedTotal * 100)).toBe(expected);
    expect(Math.round(o.capturedAmount * 100)).toBe(
      Math.min(expected, Math.round(order.prebilledAmount * 100)),
    );
    expect(o.capturedAmount).toBeLessThanOrEqual(order.prebilledAmount);
    const seen = await as(t, s).get(`order/view?order_id=${order.orderId}`);
    expect(lineOf(seen.body.data.orderLines, MELE)).toMatchObject({
      preparedQuantity: 1,
      preparedTotal: 3.24,
    });
    expect(lineOf(seen.body.data.orderLines, PATATE)).toMatchObject({
      preparedQuantity: 0,
      preparedTotal: 0,
    });
    const picking = await as(t, s).get(`order/substitutions?order_id=${order.orderId}`);
    expect(picking.body.data.notAvailable).toEqual([
      { itemId: patate.itemId, name: 'Patate a pasta gialla', releasedAmount: patate.grossTotal },
    ]);
  });
});
