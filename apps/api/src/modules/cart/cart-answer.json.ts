import type { Cart, CartItem, Envelope, LeanCart, LeanCartItem } from '@spesa/domain';
import { jsonOf, withMember } from '../../lib/json-fragments.js';

// The JSON of a cart answer, made by splicing (issue 13, decision 0055): 44 KB of a 20-line cart's
// 51 KB are its products, which are shared frozen objects (ProductBundles.productOf) whose text is
// made once; only the lines' own figures and the totals are stringified on each call. The result
// is the same JSON as JSON.stringify, members in another order (cart-fast-path.test.ts). The
// lean answer (decision 0068) has a product only on the lines the change wrote.

type Item = CartItem | LeanCartItem;

const itemJson = (item: Item): string => {
  // A frozen lean line is one a change did not write, made once (cart-pricing.service.ts).
  if (item.product === undefined) return Object.isFrozen(item) ? jsonOf(item) : JSON.stringify(item);
  const { product, ...rest } = item;
  return withMember(rest, 'product', jsonOf(product));
};

type Sector = NonNullable<Cart['sectors'] | LeanCart['sectors']>[number];

/**
 * A department: its lines spliced (whole cart), or its item ids as they are (lean answer). Its
 * lines are the cart's own line objects (pricedCart), whose JSON `made` already holds: the whole
 * cart with departments (what the cart page asks for) stringified every line twice before.
 */
const sectorJson = (sector: Sector, made: Map<Item, string>): string => {
  if (!('cartItems' in sector)) return JSON.stringify(sector);
  const { cartItems: lines, ...group } = sector;
  return withMember(group, 'cartItems', `[${lines.map((l) => made.get(l) ?? itemJson(l)).join(',')}]`);
};

function cartJson({ cartItems, sectors, ...rest }: Cart | LeanCart): string {
  const texts = cartItems.map(itemJson);
  const text = withMember(rest, 'cartItems', `[${texts.join(',')}]`);
  if (!sectors) return text;
  const made = new Map<Item, string>(cartItems.map((item, i) => [item, texts[i]!]));
  return `${text.slice(0, -1)},"sectors":[${sectors.map((s) => sectorJson(s, made)).join(',')}]}`;
}

const isCart = (data: unknown): data is Cart | LeanCart =>
  typeof data === 'object' && data !== null && Array.isArray((data as Cart).cartItems);

/** The answers of the cart calls: an envelope holding a cart (whole or lean), a refusal or nothing. */
export function cartAnswerJson(answer: unknown): string {
  const { data, ...rest } = answer as Envelope<unknown>;
  return isCart(data) ? withMember(rest, 'data', cartJson(data)) : JSON.stringify(answer);
}
