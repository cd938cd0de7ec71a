import type { Product } from '../contract/catalogue.js';
import type { CartItem } from '../contract/cart.js';
import type { Cart } from '../contract/delivery-cart.js';
import type { LeanCart } from '../contract/lean-cart.js';

// Reading the lean answer of a cart change (decision 0068) back into the whole cart. No zod here:
// the storefront's cart calls import it without the schemas.

/** The value of `?answer=` that asks for the lean answer, and the lean answer's `answer` member. */
export const CART_ANSWER_LEAN = 'lean';

export const isLeanCart = (data: unknown): data is LeanCart =>
  typeof data === 'object' && data !== null && (data as { answer?: unknown }).answer === CART_ANSWER_LEAN;

/** The products of a whole cart's lines, by id: what a client holds to read a lean answer. */
export function productsOfCart(cart: Cart | null | undefined): Map<number, Product> {
  const known = new Map<number, Product>();
  for (const line of cart?.cartItems ?? []) known.set(line.product.productId, line.product);
  return known;
}

/**
 * The whole cart a lean answer stands for, its products taken from the answer or from `known`
 * (the client's); null when a product is in neither (the client then reads cart/view).
 */
export function wholeCartOf(lean: LeanCart, known: ReadonlyMap<number, Product>): Cart | null {
  const { answer: _answer, cartItems, sectors, ...rest } = lean;
  const byId = new Map<number, CartItem>();
  for (const { productId, product, ...figures } of cartItems) {
    const p = product ?? known.get(productId);
    if (!p) return null;
    byId.set(figures.itemId, { ...figures, product: p });
  }
  const whole: Cart = { ...rest, cartItems: [...byId.values()] };
  if (sectors)
    whole.sectors = sectors.map(({ itemIds, ...group }) => ({
      ...group,
      cartItems: itemIds.flatMap((id) => byId.get(id) ?? []),
    }));
  return whole;
}
