import type { Cart, CartItem, Envelope } from '@spesa/domain';
import { jsonOf, withMember } from '../../lib/json-fragments.js';

// The JSON of a cart answer, made by splicing (issue 13, decision 0055): 44 KB of a 20-line cart's
// 51 KB are its products, which are shared frozen objects (ProductBundles.productOf) whose text is
// made once; only the lines' own figures and the totals are stringified on each call. The result
// is the same JSON as JSON.stringify, members in another order (cart-answer-json.test.ts).

const itemJson = ({ product, ...rest }: CartItem): string => withMember(rest, 'product', jsonOf(product));

const itemsJson = (items: CartItem[]): string => `[${items.map(itemJson).join(',')}]`;

function cartJson({ cartItems, sectors, ...rest }: Cart): string {
  const text = withMember(rest, 'cartItems', itemsJson(cartItems));
  if (!sectors) return text;
  const groups = sectors.map(({ cartItems: lines, ...group }) => withMember(group, 'cartItems', itemsJson(lines)));
  return `${text.slice(0, -1)},"sectors":[${groups.join(',')}]}`;
}

const isCart = (data: unknown): data is Cart =>
  typeof data === 'object' && data !== null && Array.isArray((data as Cart).cartItems);

/** The answers of the cart calls: an envelope holding a cart, a refusal or nothing. */
export function cartAnswerJson(answer: unknown): string {
  const { data, ...rest } = answer as Envelope<unknown>;
  return isCart(data) ? withMember(rest, 'data', cartJson(data)) : JSON.stringify(answer);
}
