import {
  DEFAULT_STORE,
  CART_ANSWER_LEAN,
  cartTotals,
  giftDiscount,
  lineQuantityFields,
  paymentHold,
  priceLine,
  toVatBucketAnswer,
  type Cart,
  type CartDelivery,
  type CartItem,
  type LeanCart,
  type LeanCartItem,
  type LinePrice,
  type TotalsLine,
} from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { frozenWithJson } from '../../lib/json-fragments.js';
import {
  euros,
  inAisleOrder,
  priceOf,
  type CategoryTree,
  type ProductBundle,
  type ProductBundles,
  type WarehouseOffersVersion,
} from '../catalogue/index.js';
import { deliveryFee, type CartDeliveryState, type CartReferenceReads } from '../delivery/index.js';
import { customerListing, priceListIdOf, type Listing } from '../pricelists/index.js';
import * as items from './cart-items.repository.js';
import type { CartLines } from './cart-lines.service.js';
import { lineParams, tipologiaOf } from './cart.rules.js';
import { withModifiedOrder, type ModifiedOrderPort } from './modified-order.js';

// Prices the cart from its warehouse, every time it is shown (decision 0026): lines are stored as
// product, quantity and choices, never with a price, so a store change reprices by itself.


export interface PricedLine {
  row: items.CartItemRow;
  bundle: ProductBundle;
  /** false: the cart's warehouse does not sell it (no price there, or nothing in stock). */
  sellable: boolean;
  price: LinePrice;
  /** What was made once for this row and bundle, when the row is a kept one (`made`). */
  made: LineMade | undefined;
}

/**
 * The lines with their products in the warehouse; a product the warehouse lacks comes from the
 * default one. `known` are products already read in this warehouse (a change's): not read again.
 * `offersVersion`: the offers' version this call read (of the warehouse it names); the default
 * warehouse's, or another's, is read when needed (decision 0111).
 */
export async function priceLines(
  db: DbOrTx,
  products: ProductBundles,
  rows: items.CartItemRow[],
  warehouseId: number,
  today: string,
  known?: Map<number, ProductBundle>,
  offersVersion?: WarehouseOffersVersion,
  /** The customer's price lists on the bundles (decision 0116); none: the warehouse's prices. */
  listing?: Listing,
): Promise<PricedLine[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((r) => r.product_id))];
  const toRead = known ? ids.filter((id) => !known.has(id)) : ids;
  const here = new Map(known);
  for (const b of toRead.length ? await products.load(db, toRead, warehouseId, today, offersVersion) : [])
    here.set(b.row.product_id, b);
  const missing = ids.filter((id) => !here.has(id));
  const elsewhere = new Map(
    (missing.length && warehouseId !== DEFAULT_STORE.warehouseId
      ? await products.load(db, missing, DEFAULT_STORE.warehouseId, today, offersVersion)
      : []
    ).map((b) => [b.row.product_id, b]),
  );
  // A loop, not flatMap (half of this function's time in a profile of the add).
  const lines: PricedLine[] = [];
  for (const row of rows) {
    const local = here.get(row.product_id);
    const found = local ?? elsewhere.get(row.product_id);
    if (!found) continue;
    const bundle = listing ? listing(found) : found;
    const sellable = local !== undefined && local.row.available_milli > 0;
    const known = lineMade(row, bundle);
    lines.push({ row, bundle, sellable, price: known?.price ?? linePrice(row, bundle), made: known });
  }
  return lines;
}

/**
 * What was made once for a line row and its product (decision 0076): its price and, for the lean
 * answer, its item. The lines kept between changes (CartLinesCache) and the offers kept under their
 * version hand out the same frozen objects from one change to the next, so an unchanged line is
 * priced and stringified once; a changed line, or a new price, is a new row or bundle.
 */
interface LineMade {
  bundle: ProductBundle;
  price: LinePrice;
  lean?: { sellable: boolean; item: LeanCartItem };
}
const made = new WeakMap<items.CartItemRow, LineMade>();

/**
 * What was made for a kept row with this bundle, made now when missing: looked up once per line and
 * handed on with it (a WeakMap lookup per line and answer less). Only rows that can no longer
 * change (kept rows are frozen) are worth remembering; for others, undefined.
 */
function lineMade(row: items.CartItemRow, bundle: ProductBundle): LineMade | undefined {
  if (!Object.isFrozen(row)) return undefined;
  const known = made.get(row);
  if (known?.bundle === bundle) return known;
  const entry: LineMade = { bundle, price: linePrice(row, bundle) };
  made.set(row, entry);
  return entry;
}

/**
 * The line's price from the one price function's (decision 0096): the product's base price in the
 * warehouse and the promotion in force, the same that the catalogue shows for one unit.
 */
function linePrice(row: items.CartItemRow, bundle: ProductBundle): LinePrice {
  const { baseUnitCents, promotion } = priceOf(bundle);
  return priceLine({
    standardUnitCents: baseUnitCents,
    quantityMilli: row.quantity_milli,
    promo: promotion,
    useWpid: row.use_wpid,
  });
}

const totalsLine = (l: PricedLine): TotalsLine => ({
  grossCents: l.price.grossCents,
  discountCents: l.price.discountCents,
  vatPct: l.bundle.row.iva_pct,
  weighed: tipologiaOf(l.bundle.row) === 'Sfuso',
});

/** Goods after promotions of the lines the warehouse can sell: what the delivery fee is worked out on. */
export async function goodsTotalCents(
  db: DbOrTx,
  products: ProductBundles,
  cartId: number,
  warehouseId: number,
  today: string,
  /** The cart's customer, whose price lists price the goods (decision 0116). */
  userId?: number,
): Promise<number> {
  const rows = await items.itemsOf(db, cartId);
  if (rows.length === 0) return 0;
  const ids = rows.map((r) => r.product_id);
  const listing = await customerListing(db, userId ?? null, warehouseId, today, ids);
  const lines = await priceLines(db, products, rows, warehouseId, today, undefined, undefined, listing);
  return lines.filter((l) => l.sellable).reduce((a, l) => a + l.price.grossCents, 0);
}

function toCartItem(products: ProductBundles, l: PricedLine): CartItem {
  const r = l.row;
  const q = lineQuantityFields(tipologiaOf(l.bundle.row), r.quantity_milli);
  // One literal, no spread: spreading a figures object into it made every cart answer about a
  // quarter slower (bench:cart, decision 0068), the quantity fields' spread too (decision 0071).
  return {
    itemId: r.item_id,
    // Shared and frozen, its JSON made once (cart-answer.json.ts).
    product: products.productOf(l.bundle),
    quantity: q.quantity,
    weight: q.weight,
    isPackage: r.is_package === 1,
    params: lineParams(r.params_json),
    infos: { accept_alternatives: r.accept_alternatives === 1, note: r.note },
    cartItemInfo: { customWeight: r.custom_weight_milli === null ? null : r.custom_weight_milli / 1000 },
    cartItemInsertionTypeId: r.insertion_type_id,
    useWpid: r.use_wpid,
    unitPrice: euros(l.price.unitCents),
    grossTotal: euros(l.price.grossCents),
    standardTotal: euros(l.price.standardCents),
    discount: euros(l.price.discountCents),
    appliedPromoId: l.price.appliedPromoId,
    sellable: l.sellable,
  };
}

/**
 * A line of the lean answer: the whole line named by productId, its product kept only for a line
 * this change wrote (decision 0068); an undefined member is left out of the JSON.
 */
function toLeanItem(products: ProductBundles, l: PricedLine, written: ReadonlySet<number>): LeanCartItem {
  if (written.has(l.row.item_id)) return leanItem(products, l, written);
  // A line this change did not write: the same frozen item (and JSON, jsonOf) as long as it stays.
  const known = l.made;
  if (known?.lean?.sellable === l.sellable) return known.lean.item;
  const item = frozenWithJson(leanItem(products, l, written));
  if (known) known.lean = { sellable: l.sellable, item };
  return item;
}

function leanItem(products: ProductBundles, l: PricedLine, written: ReadonlySet<number>): LeanCartItem {
  const item: Omit<CartItem, 'product'> & { product?: CartItem['product']; productId?: number } = toCartItem(
    products,
    l,
  );
  item.productId = l.bundle.row.product_id;
  if (!written.has(item.itemId)) item.product = undefined;
  return item as LeanCartItem;
}

/** The lines by department in aisle order, each department made by `make` from its lines. */
async function sectorsOf<S>(
  db: DbOrTx,
  input: CartPricingInput,
  lines: PricedLine[],
  make: (categoryId: number, name: string, lines: PricedLine[]) => S,
): Promise<S[]> {
  const groups = await inAisleOrder(db, lines, (l) => l.bundle.row.category_id, input.categories);
  return groups.map(({ categoryId, name, items }) => make(categoryId, name, items));
}

export interface CartPricingInput {
  state: CartDeliveryState;
  delivery: CartDelivery;
  userId: number;
  today: string;
  showSectors: boolean;
  /** The cart's version as read or claimed with its row. */
  cartVersion: number;
  /** A change's lines and products (CartLines): used instead of reading them again. */
  lines?: CartLines;
  /** The lines as stored, already read by the caller (the checkout's pricing). */
  rows?: items.CartItemRow[];
  /** The categories, kept under the catalogue version, for grouping the lines by department. */
  categories?: CategoryTree;
  /**
   * The offers' version of the cart's warehouse this call reads under (decisions 0089 and 0111),
   * and the store, services and fee bands kept under the references' version it read with it.
   */
  offersVersion: WarehouseOffersVersion;
  references: CartReferenceReads;
  /** Which order the cart modifies, if any: shown in its properties (decision 0104). */
  modifiedOrders: ModifiedOrderPort;
}

/**
 * The cart's figures beside its lines (delivery, properties, codes, totals, VAT and the hold), with
 * the members each answer then fills in: one object per answer, never copied into another (a copy
 * of its thirty members on every answer; decision 0071).
 */
type CartHead = Omit<Cart, 'cartItems' | 'sectors'> & {
  answer: typeof CART_ANSWER_LEAN | undefined;
  cartItems: unknown[];
  sectors: unknown[] | undefined;
};

/** The whole cart as the contract answers it, priced from the delivery's warehouse. */
export async function pricedCart(
  db: DbOrTx,
  products: ProductBundles,
  input: CartPricingInput,
): Promise<Cart> {
  return (await pricedCartAndLines(db, products, input)).cart;
}

/**
 * The whole cart, and the price list each line was priced with, by item id (null: the warehouse's
 * price). The checkout's order lines keep it (`order_line.price_list_id`, decision 0116).
 */
export async function pricedCartWithLists(
  db: DbOrTx,
  products: ProductBundles,
  input: CartPricingInput,
): Promise<{ cart: Cart; priceListIds: Map<number, number | null> }> {
  const { cart, lines } = await pricedCartAndLines(db, products, input);
  return { cart, priceListIds: new Map(lines.map((l) => [l.row.item_id, priceListIdOf(l.bundle)])) };
}

async function pricedCartAndLines(
  db: DbOrTx,
  products: ProductBundles,
  input: CartPricingInput,
): Promise<{ cart: Cart; lines: PricedLine[] }> {
  const { head, lines } = await pricedParts(db, products, input);
  const cartItems = lines.map((l) => toCartItem(products, l));
  head.cartItems = cartItems;
  if (input.showSectors) {
    // The departments hold the same line objects as cartItems (made once).
    const itemOf = new Map(lines.map((l, i) => [l, cartItems[i]!]));
    head.sectors = await sectorsOf(db, input, lines, (categoryId, name, group) => ({
      categoryId,
      name,
      cartItems: group.map((l) => itemOf.get(l)!),
    }));
  }
  return { cart: head as Cart, lines };
}

/**
 * The lean answer of a change (`?answer=lean`, decision 0068): the same figures, the products only
 * of the lines this change wrote (`written`), departments naming their lines by itemId.
 */
export async function pricedLeanCart(
  db: DbOrTx,
  products: ProductBundles,
  input: CartPricingInput,
  written: ReadonlySet<number>,
): Promise<LeanCart> {
  const { head, lines } = await pricedParts(db, products, input);
  head.answer = CART_ANSWER_LEAN;
  head.cartItems = lines.map((l) => toLeanItem(products, l, written));
  if (input.showSectors)
    head.sectors = await sectorsOf(db, input, lines, (categoryId, name, group) => ({
      categoryId,
      name,
      itemIds: group.map((l) => l.row.item_id),
    }));
  return head as LeanCart;
}

/** Prices the cart's lines and works out its figures (decision 0026). */
async function pricedParts(
  db: DbOrTx,
  products: ProductBundles,
  input: CartPricingInput,
): Promise<{ head: CartHead; lines: PricedLine[] }> {
  const { state, delivery } = input;
  const cartId = state.cartId;
  const warehouseId = delivery.warehouse.warehouseId;
  // A change's lines are current (it claimed the cart); its products serve if in the same warehouse.
  const known = input.lines;
  const [rows, { cartInfos: stored, gifts }, modified] = await Promise.all([
    known?.rows ?? input.rows ?? items.itemsOf(db, cartId),
    items.extrasOfCart(db, cartId),
    // Only an account's cart can be an order being modified: a visitor's is never asked about.
    state.userId > 0 ? input.modifiedOrders.modifiedOrderOf(db, cartId) : undefined,
  ]);
  const cartInfos = withModifiedOrder(stored, modified);
  const bundles = known?.warehouseId === warehouseId ? known.bundles : undefined;
  // A business customer's price lists (decision 0116): the same price function on the list's base.
  const ids = rows.map((r) => r.product_id);
  const listing = await customerListing(db, input.userId, warehouseId, input.today, ids);
  const lines = await priceLines(
    db,
    products,
    rows,
    warehouseId,
    input.today,
    bundles,
    input.offersVersion,
    listing,
  );
  const counted = lines.filter((l) => l.sellable).map(totalsLine);
  const goods = counted.reduce((a, l) => a + l.grossCents, 0);
  const adjustments = gifts.map((g) => ({ g, cents: giftCents(g, goods) }));
  const fee = await deliveryFee(db, { ...state, goodsTotalCents: goods }, input.references);
  const totals = cartTotals({
    lines: counted,
    giftDiscountsCents: adjustments.map((a) => a.cents),
    deliveryFeeCents: Math.round(fee.fee * 100),
  });
  // One literal with every member named, not `...delivery` and more: V8 then makes the object
  // from a template of one fixed shape, instead of adding each member after the copy (a fifth of
  // this function's time in a profile of the add).
  const head: CartHead = {
    cartId: delivery.cartId,
    store: delivery.store,
    warehouse: delivery.warehouse,
    shippingAddress: delivery.shippingAddress,
    timeslot: delivery.timeslot,
    selectedService: delivery.selectedService,
    cartStatusId: delivery.cartStatusId,
    user: { userId: input.userId },
    cartInfos,
    orderAdjustmentSummary: {
      orderAdjustments: adjustments.map(({ g, cents }) => ({
        orderItemId: null,
        userGiftCertificateId: g.cart_gift_id,
        giftCertificate: { giftCertificateId: g.gift_certificate_id, code: g.code, name: g.name },
        discount: euros(cents),
      })),
    },
    version: input.cartVersion,
    totalItems: totals.totalItems,
    goodsTotal: euros(totals.goodsCents),
    promoDiscount: euros(totals.promoDiscountCents),
    giftDiscount: euros(totals.giftDiscountCents),
    deliveryFee: euros(totals.deliveryFeeCents),
    grossTotal: euros(totals.grossTotalCents),
    netTotal: euros(totals.netTotalCents),
    vatTotal: euros(totals.vatTotalCents),
    vatBuckets: totals.vatBuckets.map(toVatBucketAnswer),
    paymentHold: euros(paymentHold(counted, totals, { noBags: cartInfos.no_bags === 'true' }).holdCents),
    // Filled in by pricedCart or pricedLeanCart; an undefined member is left out of the JSON.
    answer: undefined,
    cartItems: [],
    sectors: undefined,
  };
  return { head, lines };
}

/** A code's discount on these goods: nothing below its minimum spend. */
export function giftCents(g: items.GiftCertificateRow, goodsCents: number): number {
  if (goodsCents < g.min_goods_cents) return 0;
  return g.kind === 'percent'
    ? giftDiscount({ kind: 'percent', perc: g.perc ?? 0 }, goodsCents)
    : giftDiscount({ kind: 'fixed', amountCents: g.amount_cents ?? 0 }, goodsCents);
}
