import { ERROR_MESSAGES, SHOPPER_MODIFIABLE, type Cart, type Order } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import {
  cartSnapshot,
  type CartSnapshot,
  closeCartIfEmpty,
  closeOpenOrLockedCart,
  currentCartHead,
  reopenClosedCart,
  restoreCartSnapshot,
} from '../cart/index.js';
import { slotById } from '../delivery/index.js';
import {
  beginModifying,
  endModifying,
  modificationOf,
  type ModificationRow,
  modificationsPastCutoff,
  orderById,
  orderOfUser,
  toOrder,
} from '../orders/index.js';
import { capturedCents, eventsOf } from '../payments/index.js';
import type { CheckoutContext } from './checkout.context.js';

// order/modify (decision 0057): the order goes back to being the shopper's cart (its own cart,
// same slot booking and address) until it is bought again (replace-order.ts), given up
// ("Annulla modifiche") or its slot's cut-off passes (the sweeper gives it back unchanged).

/**
 * order/modify, one short transaction: what the order's cart holds is kept aside for "Annulla
 * modifiche" and the order is flagged as being modified by a conditional update (ordered, not
 * taken in charge, no modification running), the shopper's other cart is closed if empty (refused
 * otherwise: its lines would be lost) and the order's cart is reopened. Answers the cart.
 */
export async function reopenOrder(
  ctx: CheckoutContext,
  db: Db,
  userId: number,
  orderId: number,
): Promise<Cart> {
  return inTransaction(db, async (tx) => {
    const now = ctx.clock.now();
    const at = now.toISOString();
    const order = await orderOfUser(tx, userId, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    if (order.modifying_since !== null) throw new AppError('ORDER_BEING_MODIFIED');
    const slot = await slotById(tx, order.timeslot_id);
    if (!slot || now.getTime() >= Date.parse(slot.cutoff_at)) throw new AppError('ORDER_NOT_MODIFIABLE');
    // Spec: an online card payment makes the order unmodifiable once it is taken (captured).
    if (capturedCents(await eventsOf(tx, orderId)) > 0) throw new AppError('ORDER_NOT_MODIFIABLE');
    // The order's cart is closed (nothing changes it): what it holds now is what a give-back restores.
    const snapshot = await cartSnapshot(tx, order.cart_id);
    const began = await beginModifying(
      tx,
      {
        orderId,
        userId,
        cartId: order.cart_id,
        cutoffAt: slot.cutoff_at,
        snapshotJson: JSON.stringify(snapshot),
      },
      SHOPPER_MODIFIABLE,
      at,
    );
    if (!began) {
      const now2 = await orderById(tx, orderId);
      throw new AppError(now2?.modifying_since ? 'ORDER_BEING_MODIFIED' : 'ORDER_NOT_MODIFIABLE');
    }
    const other = await currentCartHead(tx, userId);
    if (
      other &&
      other.cart_id !== order.cart_id &&
      !(await closeCartIfEmpty(tx, other.cart_id, other.version, at))
    )
      throw new AppError('ORDER_MODIFY_CART_NOT_EMPTY');
    if (!(await reopenClosedCart(tx, order.cart_id, userId, at))) throw new AppError('ORDER_STATUS_CHANGED');
    // The cart's answer says which order it modifies, from the modification just begun (decision 0104).
    return ctx.carts.view(tx, userId);
  });
}

/**
 * "Annulla modifiche" (POST order/modify-cancel): the cart's lines and properties are put back as
 * they were, the cart is closed again and the order is as it was (it never changed). Refused while
 * a larger hold is being authorised: the provider's answer decides first.
 */
export async function cancelModify(
  ctx: CheckoutContext,
  db: Db,
  userId: number,
  orderId: number,
): Promise<{ order: Order; message: string }> {
  await inTransaction(db, async (tx) => {
    const order = await orderOfUser(tx, userId, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const mod = await modificationOf(tx, orderId);
    if (!mod) throw new AppError('ORDER_NOT_BEING_MODIFIED');
    if (!(await giveBack(tx, mod, ctx.clock.now().toISOString())))
      throw new AppError('ORDER_MODIFY_PAYMENT_RUNNING', undefined, { httpStatus: 409 });
  });
  const order = (await orderById(db, orderId))!;
  return {
    order: await toOrder(db, order, { now: ctx.clock.now(), history: true }),
    message: ERROR_MESSAGES.ORDER_MODIFY_CANCELLED.replace('{orderId}', String(orderId)),
  };
}

/** Puts the cart back as the order left it, closes it, and ends the modification (if idle). */
async function giveBack(tx: Tx, mod: ModificationRow, at: string): Promise<boolean> {
  if (!(await endModifying(tx, mod.order_id, at, true))) return false;
  await restoreCartSnapshot(tx, mod.cart_id, JSON.parse(mod.snapshot_json) as CartSnapshot);
  await closeOpenOrLockedCart(tx, mod.cart_id, at);
  return true;
}

/**
 * The sweeper's part: modifications whose slot's cut-off has passed are given back unchanged (the
 * order stays as it was confirmed). One awaiting the provider is left to the attempt sweep first.
 */
export async function giveBackPastCutoff(ctx: CheckoutContext, db: Db, limit: number): Promise<number> {
  const due = await modificationsPastCutoff(db, ctx.clock.now().toISOString(), limit);
  let given = 0;
  for (const m of due)
    if (await inTransaction(db, (tx) => giveBack(tx, m, ctx.clock.now().toISOString()))) given++;
  return given;
}
