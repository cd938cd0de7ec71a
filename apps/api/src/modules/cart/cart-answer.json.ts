import type { Cart, CartItem, Envelope, LeanCart, LeanCartItem } from '@spesa/domain';
import { jsonOf, withMember } from '../../lib/json-fragments.js';

// The JSON of a cart answer, made by splicing (issue 13, decision 0055): 44 KB of a 20-line cart's
// 51 KB are its products, which are shared frozen objects (ProductBundles.productOf) whose text is
// made once; only the lines' own figures and the totals are stringified on each call. The result
// is the same JSON as JSON.stringify, members in another order (cart-answer-json.test.ts). The
// lean answer (decision 0068) has a product only on the lines the change wrote.

const itemJson = (item: CartItem | LeanCartItem): string => {
  // A frozen lean line is one a change did not write, made once (cart-pricing.service.ts).
  if (item.product === undefined) return Object.isFrozen(item) ? jsonOf(item) : JSON.stringify(item);
  const { product, ...rest } = item;
  return withMember(rest, 'product', jsonOf(product));
};

const itemsJson = (items: Array<CartItem | LeanCartItem>): string => `[${items.map(itemJson).join(',')}]`;

type Sector = NonNullable<Cart['sectors'] | LeanCart['sectors']>[number];

/** A department: its lines spliced (whole cart), or its item ids as they are (lean answer). */
const sectorJson = (sector: Sector): string => {
  if (!('cartItems' in sector)) return JSON.stringify(sector);
  const { cartItems: lines, ...group } = sector;
  return withMember(group, 'cartItems', itemsJson(lines));
};

function cartJson({ cartItems, sectors, ...rest }: Cart | LeanCart): string {
  const text = withMember(rest, 'cartItems', itemsJson(cartItems));
  if (!sectors) return text;
  return `${text.slice(0, -1)},"sectors":[${sectors.map(sectorJson).join(',')}]}`;
}

const isCart = (data: unknown): data is Cart | LeanCart =>
  typeof data === 'object' && data !== null && Array.isArray((data as Cart).cartItems);

/** The answers of the cart calls: an envelope holding a cart (whole or lean), a refusal or nothing. */
export function cartAnswerJson(answer: unknown): string {
  const { data, ...rest } = answer as Envelope<unknown>;
  return isCart(data) ? withMember(rest, 'data', cartJson(data)) : JSON.stringify(answer);
}
