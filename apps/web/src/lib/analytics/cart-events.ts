import type { Cart, CartItem } from '@spesa/domain';
import { pushEcommerce, type EcommerceEvent, type EcommerceItem } from './data-layer';

// Spec (cart changes): "a quantity lower than before registers a removal, higher an addition".
// The events are found by comparing the cart before a change with the cart the change answered,
// so every way of changing it (add, stepper, remove, empty, a list added at once) is counted the
// same, and a change the server refused or lowered counts only what really changed.

/** A product and its options: a pack line replacing a piece line is still the same product. */
const keyOf = (l: CartItem) =>
  `${l.product.productId}|${JSON.stringify(Object.entries(l.params).sort(([a], [b]) => a.localeCompare(b)))}`;

/** Thousandths of the selling unit, so that kg deltas add up without float noise. */
const milliOf = (quantity: number) => Math.round(quantity * 1000);

interface Held {
  line: CartItem;
  milli: number;
}

function holdings(cart: Cart | null): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const line of cart?.cartItems ?? []) {
    const k = keyOf(line);
    const prev = held.get(k);
    held.set(k, { line, milli: (prev?.milli ?? 0) + milliOf(line.quantity) });
  }
  return held;
}

function itemOf(line: CartItem, deltaMilli: number): EcommerceItem {
  return {
    item_id: String(line.product.productId),
    item_name: line.product.name,
    price: line.unitPrice,
    quantity: Math.abs(deltaMilli) / 1000,
  };
}

/** The value of the items in euros, each item counted in whole cents (no float drift). */
function valueOf(items: EcommerceItem[]): number {
  return items.reduce((cents, i) => cents + Math.round(Math.round(i.price * 100) * i.quantity), 0) / 100;
}

/** add_to_cart for what grew, remove_from_cart for what shrank or went (none when nothing moved). */
export function cartChangeEvents(before: Cart | null, after: Cart | null): EcommerceEvent[] {
  const was = holdings(before);
  const now = holdings(after);
  const added: EcommerceItem[] = [];
  const removed: EcommerceItem[] = [];
  for (const [k, n] of now) {
    const delta = n.milli - (was.get(k)?.milli ?? 0);
    if (delta > 0) added.push(itemOf(n.line, delta));
    if (delta < 0) removed.push(itemOf(n.line, delta));
  }
  for (const [k, w] of was) if (!now.has(k)) removed.push(itemOf(w.line, -w.milli));
  const event = (name: EcommerceEvent['event'], items: EcommerceItem[]): EcommerceEvent[] =>
    items.length === 0 ? [] : [{ event: name, ecommerce: { currency: 'EUR', value: valueOf(items), items } }];
  return [...event('add_to_cart', added), ...event('remove_from_cart', removed)];
}

/**
 * Reports a change of the cart to the data layer. `before` undefined: the cart was not read before
 * the change, so what changed cannot be told; nothing is reported rather than a guess.
 */
export function trackCartChange(before: Cart | null | undefined, after: Cart | null): void {
  if (before === undefined) return;
  pushEcommerce(cartChangeEvents(before, after));
}
