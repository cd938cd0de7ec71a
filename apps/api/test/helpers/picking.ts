/* eslint-disable @typescript-eslint/no-explicit-any */
import { ean13CheckDigit } from '@spesa/domain';
import type { TestApp } from './app.js';
import { CARD_OK, readyShoppers, type Shopper } from './checkout.js';
import { placed } from './orders.js';
import type { READY_LINES } from './ready-cart.js';

/** What the shopper chose on the lines of a picking test's order, by product id. */
export interface Choices {
  lines?: typeof READY_LINES;
  accept?: number[];
  notes?: Record<number, string>;
  options?: Record<number, Record<string, string>>;
  orderNote?: string;
  /** Paid by card (a hold) unless false: paid on delivery. */
  card?: boolean;
}

/** A new shopper's order placed through checkout/buy, with the choices written on the cart first. */
export async function orderWith(
  t: TestApp,
  slot: { timeslotId: number; date: string },
  c: Choices = {},
): Promise<{ s: Shopper; order: any }> {
  const [s] = await readyShoppers(t.db, 1, slot, { lines: c.lines });
  const items = await t.db.kysely
    .selectFrom('cart_item')
    .select(['item_id', 'product_id'])
    .where('cart_id', '=', s!.cartId)
    .execute();
  for (const i of items)
    await t.db.kysely
      .updateTable('cart_item')
      .set({
        accept_alternatives: c.accept?.includes(i.product_id) ? 1 : 0,
        note: c.notes?.[i.product_id] ?? null,
        params_json: JSON.stringify(c.options?.[i.product_id] ?? {}),
      })
      .where('item_id', '=', i.item_id)
      .execute();
  if (c.orderNote)
    await t.db.kysely
      .insertInto('cart_info')
      .values({ cart_id: s!.cartId, property: 'order_note', value: c.orderNote })
      .execute();
  const params: Record<string, string | number> =
    c.card === false ? { payment_type_id: 2 } : { payment_type_id: 12, payment_data: CARD_OK };
  return { s: s!, order: await placed(t, s!, params) };
}

/** A scale label: prefix 2, the 6-digit internal code, 5 digits (cents or grams), the check digit. */
export function scaleLabel(codInt: string, value: number): string {
  const first12 = `2${codInt.padStart(6, '0')}${String(value).padStart(5, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}

/** The line of a product in an answer's lines. */
export const lineOf = (lines: any[], productId: number): any => lines.find((l) => l.productId === productId);

/** A product's barcode and internal code, as the catalogue has them. */
export const productCodes = (t: TestApp, productId: number) =>
  t.db.kysely
    .selectFrom('product')
    .select(['barcode', 'cod_int'])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
