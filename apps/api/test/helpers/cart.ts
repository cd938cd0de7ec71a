/* eslint-disable @typescript-eslint/no-explicit-any */
import type { TestApp } from './app.js';
import { freshAccounts } from './setup.js';
import { caller, loginCookie, status, type Caller } from './delivery.js';

/** Demo products with the rule each cart test needs (seeded catalogue, warehouse 5). */
export const P = {
  /** Pezzo, 3.09 €, selectable 10 % voucher (promo 3), 75 in stock. */
  voucher: 21,
  /** Pezzo, 2.59 € -30 % = 1.81 €. */
  percent: 69,
  /** Sfuso, first weight 0.5 kg, step 0.25 kg, 1.89 €/kg, VAT 4 %. */
  sfuso: 1,
  /** Sfuso with a required option 'cut'. */
  options: 81,
  /** Pezzo, minAcq 2. */
  minAcq: 163,
  /** Pezzo, maxAcq 6, VAT 22 %. */
  maxAcq: 356,
  /** Pezzo, product-class maximum 6. */
  classMax: 378,
  /** Pezzo, maxAcq 10 with MULTI_PACK 2: at most 5. */
  multiPack: 426,
  /** Confezione of 6, QTY_LOCKED. */
  lockedPack: 335,
  /** Confezione of 6, not locked: single pieces until 6. */
  freePack: 146,
  /** Not available in warehouse 5. */
  unavailable: 121,
} as const;

/** A new confirmed shopper per call, logged in, with an empty cart (and its e-mail). */
export function shoppers(t: TestApp, ipPrefix: string): () => Promise<Caller & { email: string }> {
  const fresh = freshAccounts(t, ipPrefix);
  let n = 0;
  return async () => {
    const email = await fresh();
    const as = caller(t, await loginCookie(t, email, 'Pane-e-Burro-42', `${ipPrefix}${200 + ++n}`));
    return Object.assign(as, { email });
  };
}

export const add = (as: Caller, productId: number, quantity: number, extra: Record<string, unknown> = {}) =>
  as('POST', 'cart/add', { items: [{ productId, quantity, ...extra }] });

export async function cartOf(as: Caller, query = ''): Promise<any> {
  const res = await as('GET', `cart/view${query}`);
  if (status(res) !== 0) throw new Error(`cart/view failed: ${JSON.stringify(res.body.response)}`);
  return res.body.data;
}

export const lineOf = (cart: any, productId: number): any =>
  cart.cartItems.find((i: any) => i.product.productId === productId);

/**
 * Changes a product's offer in warehouse 5 directly in the database, as a warehouse feed would
 * (price_cents: the base price, before any promotion; decision 0096).
 */
export const setOffer = (
  t: TestApp,
  productId: number,
  values: { price_cents?: number; available_milli?: number },
) =>
  t.db.kysely
    .updateTable('product_warehouse')
    .set(values)
    .where('product_id', '=', productId)
    .where('warehouse_id', '=', 5)
    .execute();
