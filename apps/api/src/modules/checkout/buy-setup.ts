import type { Cart } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustomer, type CheckoutCustomer } from '../accounts/index.js';
import { MODIFIED_ORDER_INFO } from '../cart/index.js';
import type { NewOrderLine } from '../orders/index.js';
import { savedCard } from '../payments/index.js';
import { cents, checkCart, checkPaymentType, isOnline } from './checkout.rules.js';
import type { CheckoutContext } from './checkout.context.js';
import type { BuyRequest } from './phase-one.js';

// What a buy reads and checks before its transaction, the same for a new order (place-order.ts)
// and for an order being modified (replace-order.ts). The transaction stays short (on SQLite it
// holds the only writer); the checks are exact all the same, because the cart's lock inside it
// is conditional on the version read before them: a cart changed since is refused (CART_CHANGED).

export interface BuySetup {
  customer: CheckoutCustomer;
  /** The cart priced on the server, as cart/view prices it. */
  cart: Cart;
  /** The order's lines, from the priced cart and the stored lines (quantities, substitutes, notes). */
  lines: NewOrderLine[];
  online: boolean;
  /** What the payment holds: the hold of an online payment, else the total. */
  holdCents: number;
  cardToken?: string;
  /** The cart is an order being modified (decision 0057): that order is updated instead. */
  modifying: boolean;
}

export async function readBuySetup(ctx: CheckoutContext, db: Db, req: BuyRequest): Promise<BuySetup> {
  const customer = await checkoutCustomer(db, req.userId);
  if (!customer) throw new AppError('NOT_LOGGED_IN');
  checkPaymentType(req.paymentTypeId, customer);
  // Priced once, its stored lines read once: the order's lines are made from both (decision 0067).
  const { cart, rows } = await ctx.carts.checkoutView(db, req.userId);
  if (cart.cartId !== req.cartId) throw new AppError('CART_CHANGED');
  checkCart(cart, customer, req.paymentTypeId);
  const online = isOnline(req.paymentTypeId);
  const holdCents = online ? cents(cart.paymentHold) : cents(cart.grossTotal);
  if (req.paymentData.consentAmount !== undefined && cents(req.paymentData.consentAmount) !== holdCents)
    throw new AppError('PAYMENT_AMOUNT_CHANGED');
  let cardToken: string | undefined;
  if (req.authId !== undefined) {
    const card = await savedCard(db, req.userId, req.authId);
    if (!card || card.payment_type_id !== req.paymentTypeId) throw new AppError('PAYMENT_AUTH_NOT_FOUND');
    cardToken = card.provider_token;
  }
  // The priced cart already says whether it is an order being modified: the orders area answered
  // it from the modification's row while pricing it (decision 0104); no second read.
  const modifying = cart.cartInfos[MODIFIED_ORDER_INFO] !== undefined;
  return { customer, cart, lines: orderLinesOf(cart, rows), online, holdCents, cardToken, modifying };
}

interface StoredLine {
  item_id: number;
  quantity_milli: number;
  accept_alternatives: number;
  note: string | null;
  /** The price list the line is priced with (null: the warehouse's price): the order keeps it. */
  price_list_id: number | null;
}

/** The order's lines: prices and price lists from the priced cart, quantities and choices as stored. */
function orderLinesOf(cart: Cart, rows: StoredLine[]): NewOrderLine[] {
  const stored = new Map(rows.map((r) => [r.item_id, r]));
  return cart.cartItems.map((i) => {
    const row = stored.get(i.itemId);
    if (!row) throw new AppError('CART_CHANGED');
    return {
      item_id: i.itemId,
      product_id: i.product.productId,
      product_name: i.product.name,
      quantity_milli: row.quantity_milli,
      weighed: i.weight === null ? 0 : 1,
      unit_cents: cents(i.unitPrice),
      gross_cents: cents(i.grossTotal),
      discount_cents: cents(i.discount),
      vat_pct: i.product.ivaCategory.ivaPct,
      accept_alternatives: row.accept_alternatives,
      note: row.note,
      price_list_id: row.price_list_id,
    };
  });
}
