import { DEFAULT_STORE, CART_STATUS, type Cart, type LeanCart } from '@spesa/domain';
import type { DbOrTx, Tx } from '../../db/transaction.js';
import { shopDate, type Clock } from '../../lib/clock.js';
import {
  CartReferences,
  describeCartDelivery,
  type CartDeliveryPatch,
  type CartDeliveryState,
  type CartPort,
} from '../delivery/index.js';
import type { CartLines, CartTarget } from './cart-lines.service.js';
import { cartMessage } from './cart.messages.js';
import {
  goodsTotalCents,
  pricedCart,
  pricedCartWithLists,
  pricedLeanCart,
  type CartPricingInput,
} from './cart-pricing.service.js';
import { AppError } from '../../lib/app-error.js';
import { CategoryTree, ProductBundles } from '../catalogue/index.js';
import * as repo from './cart.repository.js';
import * as items from './cart-items.repository.js';
import { CartLinesCache } from './cart-lines.cache.js';
import { NO_MODIFIED_ORDERS, type ModifiedOrderPort } from './modified-order.js';

/**
 * Whose cart a call is about: an account's, or a visitor's session when the anonymous cart is on
 * (decision 0031).
 */
export type CartOwner = { userId: number } | { visitorSessionId: string };

/** A cart line as stored, with the price list it is priced with now (null: the warehouse's price). */
export type CheckoutLineRow = items.CartItemRow & { price_list_id: number | null };

/** A change that wrote no line (a removal, a property, a code): no product is sent again. */
const NOTHING_WRITTEN: ReadonlySet<number> = new Set();

/** The user id of a cart's answers: the spec's -1 (ANONYMOUS_USER) for a visitor's cart. */
const ANONYMOUS_USER_ID = -1;

function toState(row: repo.CartRow, goodsTotalCents: number): CartDeliveryState {
  return {
    cartId: row.cart_id,
    userId: row.user_id ?? ANONYMOUS_USER_ID,
    cartStatusId: row.cart_status_id,
    deliveryServiceId: row.delivery_service_id,
    addressId: row.address_id,
    storeId: row.store_id,
    warehouseId: row.warehouse_id,
    timeslotId: row.timeslot_id,
    timeslotDate: row.timeslot_date,
    goodsTotalCents,
  };
}

/**
 * The warehouse a cart's changes read their products from, and whose offers' version a cart call
 * reads first: its own, once a store or address chose one; the default store's until then. Should
 * the answer's delivery part name another (a store's, with no warehouse on the cart), its pricing
 * reads that warehouse's version itself (ProductBundles.load).
 */
function warehouseOf(row: repo.CartRow): number {
  return row.warehouse_id ?? DEFAULT_STORE.warehouseId;
}

/** Only the columns the patch names change: undefined means "leave", null means "clear". */
function columnsOf(patch: CartDeliveryPatch): repo.CartDeliveryColumns {
  const columns: repo.CartDeliveryColumns = {};
  if (patch.deliveryServiceId !== undefined) columns.delivery_service_id = patch.deliveryServiceId;
  if (patch.addressId !== undefined) columns.address_id = patch.addressId;
  if (patch.storeId !== undefined) columns.store_id = patch.storeId;
  if (patch.warehouseId !== undefined) columns.warehouse_id = patch.warehouseId;
  if (patch.timeslotId !== undefined) columns.timeslot_id = patch.timeslotId;
  if (patch.timeslotDate !== undefined) columns.timeslot_date = patch.timeslotDate;
  return columns;
}

/**
 * The customer's cart: created on first need, it carries the delivery choices (service, address,
 * store, warehouse, timeslot) and is priced from its warehouse when shown (cart-pricing.service.ts).
 * Implements the delivery area's CartPort, whose goods total drives the delivery fee.
 */
export class CartService implements CartPort {
  /** Products of the lines: catalogue part cached per instance, offers under their warehouse's version (decisions 0076, 0111). */
  readonly products = new ProductBundles();
  /** The lines committed changes left, by cart and lines version (decision 0076). */
  readonly keptLines = new CartLinesCache();
  /** The category tree for grouping lines by department, kept under the catalogue version. */
  private readonly categories = new CategoryTree();
  /** The store, services and fee bands every answer shows, kept under the references' version (decisions 0089, 0111). */
  private readonly references = new CartReferences();

  constructor(
    private readonly clock: Clock,
    /** The orders area's answer to "which order does this cart modify" (decision 0104). */
    private readonly modifiedOrders: ModifiedOrderPort = NO_MODIFIED_ORDERS,
  ) {}

  async findOpen(db: DbOrTx, userId: number): Promise<CartDeliveryState | undefined> {
    const row = await repo.openCartOf(db, userId);
    return row ? this.stateOf(db, row) : undefined;
  }

  async openFor(db: DbOrTx, userId: number): Promise<CartDeliveryState> {
    const row = (await repo.openCartOf(db, userId)) ?? (await repo.ensureOpenCart(db, userId, this.now()));
    return this.stateOf(db, row);
  }

  async saveDelivery(db: DbOrTx, cartId: number, patch: CartDeliveryPatch): Promise<void> {
    // An order being modified keeps its slot booking and address (decision 0057); the buy checks
    // it again, this only says so at once rather than at the end.
    if (await this.modifiedOrders.modifiedOrderOf(db, cartId)) throw new AppError('ORDER_MODIFY_SLOT_FIXED');
    // No read of the status first: the update itself is conditional on the cart being open, so a
    // checkout locking the cart at the same moment can never lose its address or timeslot.
    if (!(await repo.updateOpenCartDelivery(db, cartId, columnsOf(patch), this.now())))
      throw new AppError('CART_LOCKED');
  }

  async usesAddress(db: DbOrTx, addressId: number): Promise<boolean> {
    return repo.openCartUsesAddress(db, addressId);
  }

  /**
   * Locks the open cart for payment (status 7; spec: its address is then not editable). Answers
   * the cart as locked, or undefined when it was not open. The checkout's first phase calls it.
   */
  async lockForPayment(db: DbOrTx, cartId: number): Promise<CartDeliveryState | undefined> {
    const row = await repo.lockOpenCart(db, cartId, this.now());
    return row ? this.stateOf(db, row) : undefined;
  }

  /** data.cartId of auth/login and auth/test: the open cart, if the user has one. */
  async cartIdOf(db: DbOrTx, userId: number): Promise<number | null> {
    return (await repo.openCartOf(db, userId))?.cart_id ?? null;
  }

  /**
   * The cart, priced from its warehouse; show_sectors groups the lines by department. A change
   * passes the cart row it claimed (`known`) and the lines it read and wrote (`lines`): the answer
   * reuses them rather than reading them again (decision 0055).
   */
  async view(
    db: DbOrTx,
    owner: CartOwner | number,
    showSectors = false,
    known?: CartTarget,
    lines?: CartLines,
  ): Promise<Cart> {
    return pricedCart(db, this.products, await this.pricingInput(db, owner, showSectors, known, lines));
  }

  /**
   * The lean answer of a change (`?answer=lean`, decision 0068): as `view`, but only the products
   * of the lines the change wrote are sent; the others are named by productId.
   */
  async leanView(
    tx: Tx,
    owner: CartOwner,
    showSectors: boolean,
    known: CartTarget,
    lines?: CartLines,
  ): Promise<LeanCart> {
    const input = await this.pricingInput(tx, owner, showSectors, known, lines);
    return pricedLeanCart(tx, this.products, input, lines?.written ?? NOTHING_WRITTEN);
  }

  private async pricingInput(
    db: DbOrTx,
    owner: CartOwner | number,
    showSectors: boolean,
    known?: CartTarget,
    lines?: CartLines,
  ): Promise<CartPricingInput> {
    // A bare number is an account's user id (the checkout's calls).
    const row = known?.row ?? (await this.openRow(db, typeof owner === 'number' ? { userId: owner } : owner));
    // The goods total is worked out by the pricing itself: no need to price the lines twice.
    const state = toState(row, 0);
    // A change read its products under its versions: the answer reads under the same ones. A view
    // reads them now, once, for the cart's warehouse (decision 0111).
    const versions = lines?.versions ?? (await this.products.versions(db, warehouseOf(row)));
    const references = this.references.at(versions.referencesVersion);
    const delivery = await describeCartDelivery(db, state, references);
    return {
      state,
      delivery,
      userId: state.userId,
      today: this.today(),
      showSectors,
      cartVersion: row.version,
      lines,
      // A view reads the row here: the lines kept at its version, when they are (decision 0076). A
      // change's row is as its claim left it, before the change's own writes: never looked up.
      rows: known ? undefined : this.keptLines.rowsAt(row.cart_id, row.lines_version),
      categories: this.categories,
      offersVersion: versions.offersVersion,
      references,
      modifiedOrders: this.modifiedOrders,
    };
  }

  /**
   * The checkout's pricing (decision 0067): the account's cart priced as cart/view prices it, and
   * its lines as stored (the order copies their quantities and notes), read once for both.
   */
  async checkoutView(db: DbOrTx, userId: number): Promise<{ cart: Cart; rows: CheckoutLineRow[] }> {
    const row = await this.openRow(db, { userId });
    const state = toState(row, 0);
    const versions = await this.products.versions(db, warehouseOf(row));
    const references = this.references.at(versions.referencesVersion);
    const [delivery, rows] = await Promise.all([
      describeCartDelivery(db, state, references),
      items.itemsOf(db, row.cart_id),
    ]);
    const { cart, priceListIds } = await pricedCartWithLists(db, this.products, {
      state,
      delivery,
      userId: state.userId,
      today: this.today(),
      showSectors: false,
      cartVersion: row.version,
      rows,
      offersVersion: versions.offersVersion,
      references,
      modifiedOrders: this.modifiedOrders,
    });
    // Each line with the price list it was priced with: the order line keeps it (decision 0116).
    return { cart, rows: rows.map((r) => ({ ...r, price_list_id: priceListIds.get(r.item_id) ?? null })) };
  }

  /** A visitor's cart as it is, or null when the visitor has none yet (a view creates nothing). */
  async visitorView(db: DbOrTx, visitorSessionId: string, showSectors = false): Promise<Cart | null> {
    const row = await repo.openVisitorCartOf(db, visitorSessionId);
    return row ? this.view(db, { visitorSessionId }, showSectors, this.targetOf(row)) : null;
  }

  /** The open cart (created when missing) that a change of lines or codes applies to. */
  async target(db: DbOrTx, owner: CartOwner): Promise<CartTarget> {
    return this.targetOf(await this.openRow(db, owner));
  }

  /**
   * Claims the owner's open cart (created when missing) for a change, in one statement on the way
   * there: version bumped, row locked (PostgreSQL), row answered. A cart locked for payment
   * refuses with CART_LOCKED. The services see `claimedVersion` and do not claim again.
   */
  async claim(tx: Tx, owner: CartOwner): Promise<CartTarget> {
    let row = await repo.claimOpenCartOf(tx, owner, this.now());
    if (!row) {
      // No open cart: none yet (made now, then claimed), or one locked for payment.
      if ((await this.openRow(tx, owner)).cart_status_id === CART_STATUS.open)
        row = await repo.claimOpenCartOf(tx, owner, this.now());
      if (!row) throw new AppError('CART_LOCKED', cartMessage('CART_LOCKED'));
    }
    return { ...this.targetOf(row), claimedVersion: row.version };
  }

  /** The visitor session's open cart, if any: what a login merges (cart-merge.service.ts). */
  async openVisitorCart(db: DbOrTx, visitorSessionId: string): Promise<CartTarget | undefined> {
    const row = await repo.openVisitorCartOf(db, visitorSessionId);
    return row ? this.targetOf(row) : undefined;
  }

  private targetOf(row: repo.CartRow): CartTarget {
    return {
      cartId: row.cart_id,
      userId: row.user_id,
      warehouseId: warehouseOf(row),
      row,
    };
  }

  private async openRow(db: DbOrTx, owner: CartOwner): Promise<repo.CartRow> {
    if ('visitorSessionId' in owner) {
      const id = owner.visitorSessionId;
      return (await repo.openVisitorCartOf(db, id)) ?? (await repo.ensureVisitorCart(db, id, this.now()));
    }
    const { userId } = owner;
    return (await repo.openCartOf(db, userId)) ?? (await repo.ensureOpenCart(db, userId, this.now()));
  }

  /** The delivery state with the real goods total (CartPort: the delivery fee follows it). */
  private async stateOf(db: DbOrTx, row: repo.CartRow): Promise<CartDeliveryState> {
    const warehouseId = row.warehouse_id ?? DEFAULT_STORE.warehouseId;
    const userId = row.user_id ?? undefined;
    return toState(
      row,
      await goodsTotalCents(db, this.products, row.cart_id, warehouseId, this.today(), userId),
    );
  }

  private today(): string {
    return shopDate(this.clock.now());
  }

  private now(): string {
    return this.clock.now().toISOString();
  }
}
