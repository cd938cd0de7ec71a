import { maxPreparedMilli, type OrderPicking, type PickList, type PickSubstitutes } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction } from '../../db/transaction.js';
import type { DbOrTx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { checkoutCustomer } from '../accounts/index.js';
import {
  addPickedMilli,
  assertStaffOrder,
  orderById,
  orderLinesOf,
  orderOfUser,
  orderPageLink,
  setPickedAmount,
} from '../orders/index.js';
import type { PickingContext } from './picking.context.js';
import { holdForPicking } from './picking-claim.js';
import type { PickListService } from './pick-list.service.js';
import {
  answerSubstitution,
  insertSubstitution,
  storeSetting,
  substitutionsOf,
} from './picking.repository.js';
import { substitutionMail } from './substitution-mails.js';
import { DEFAULT_SUBSTITUTION_MINUTES, pickedCents, substitutionAnswer } from './substitutions.rules.js';

/**
 * Substitutes (decision 0123): the picker proposes one of the product's alternatives (same type,
 * price within 20 %) on a line whose shopper accepted substitutions; the shopper is mailed and
 * answers until the store's deadline; no answer stands as their default (accepted).
 */
export class SubstitutionsService {
  constructor(
    private readonly ctx: PickingContext,
    private readonly lists: PickListService,
  ) {}

  /** The alternatives the picker may propose for a line (none where the shopper refused substitutes). */
  async candidates(db: Db, staffId: number, orderId: number, itemId: number): Promise<PickSubstitutes> {
    await assertStaffOrder(db, staffId, orderId);
    const order = (await orderById(db, orderId))!;
    const line = (await orderLinesOf(db, orderId)).find((l) => l.item_id === itemId);
    if (!line) throw new AppError('ORDER_LINE_NOT_FOUND');
    const allowed = line.accept_alternatives === 1;
    const { alternatives } = allowed
      ? await this.ctx.catalogue.alternatives(db, line.product_id, order.warehouse_id)
      : { alternatives: [] };
    return {
      itemId,
      acceptAlternatives: allowed,
      products: alternatives.map((a) => ({
        productId: a.productId,
        name: a.name,
        unitPrice: a.priceDisplay,
        barcode: a.barcode,
      })),
    };
  }

  async propose(
    db: Db,
    staffId: number,
    orderId: number,
    itemId: number,
    productId: number,
  ): Promise<PickList> {
    await inTransaction(db, async (tx) => {
      const at = await holdForPicking(tx, this.ctx.clock, staffId, orderId);
      const now = new Date(at);
      const order = (await orderById(tx, orderId))!;
      const line = (await orderLinesOf(tx, orderId)).find((l) => l.item_id === itemId);
      if (!line) throw new AppError('ORDER_LINE_NOT_FOUND');
      if (line.accept_alternatives !== 1) throw new AppError('PICK_SUBSTITUTION_NOT_ALLOWED');
      const { alternatives } = await this.ctx.catalogue.alternatives(tx, line.product_id, order.warehouse_id);
      const substitute = alternatives.find((a) => a.productId === productId);
      if (!substitute) throw new AppError('PICK_SUBSTITUTE_INVALID');
      const minutes =
        (await storeSetting(tx, order.store_id))?.substitution_minutes ?? DEFAULT_SUBSTITUTION_MINUTES;
      const deadline = new Date(now.getTime() + minutes * 60_000).toISOString();
      const unitCents = Math.round(substitute.priceDisplay * 100);
      const proposed = await insertSubstitution(tx, {
        order_id: orderId,
        item_id: itemId,
        product_id: productId,
        product_name: substitute.name,
        unit_cents: unitCents,
        state: 'proposed',
        proposed_by_user_id: staffId,
        proposed_at: at,
        deadline_at: deadline,
        answered_at: null,
      });
      if (!proposed) throw new AppError('PICK_SUBSTITUTION_EXISTS');
      // The ordered product is missing: nothing recorded becomes nothing picked (0, not "as ordered").
      const picked = await addPickedMilli(
        tx,
        orderId,
        itemId,
        0,
        maxPreparedMilli(line.quantity_milli, line.weighed === 1),
      );
      if (picked !== undefined) await setPickedAmount(tx, orderId, itemId, picked, pickedCents(line, picked));
      const customer = await checkoutCustomer(tx, order.user_id);
      if (customer)
        await this.ctx.mailer.send(
          tx,
          substitutionMail(customer.email, {
            orderId,
            ordered: line.product_name,
            substitute: substitute.name,
            unitCents,
            deadlineAt: deadline,
            link: await orderPageLink(tx, orderId, this.ctx.origin, now),
          }),
        );
    });
    return this.lists.list(db, orderId);
  }

  /** The shopper's answer, until the deadline; a refused substitute leaves the product not available. */
  async answer(
    db: Db,
    userId: number,
    orderId: number,
    itemId: number,
    accept: boolean,
  ): Promise<OrderPicking> {
    await inTransaction(db, async (tx) => {
      if (!(await orderOfUser(tx, userId, orderId))) throw new AppError('ORDER_NOT_FOUND');
      const at = this.ctx.clock.now().toISOString();
      if (await answerSubstitution(tx, orderId, itemId, accept ? 'accepted' : 'refused', at)) return;
      const row = (await substitutionsOf(tx, orderId)).find((s) => s.item_id === itemId);
      if (!row) throw new AppError('SUBSTITUTION_NOT_FOUND');
      throw new AppError(row.state === 'proposed' ? 'SUBSTITUTION_EXPIRED' : 'SUBSTITUTION_ANSWERED');
    });
    return this.shopperView(db, userId, orderId);
  }

  /**
   * What the shopper sees of the picking: the proposals and their state, and, once the order is
   * ready, the lines not available (nothing picked) with the amount released for them.
   */
  async shopperView(db: DbOrTx, userId: number, orderId: number): Promise<OrderPicking> {
    const order = await orderOfUser(db, userId, orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    const now = this.ctx.clock.now();
    const [subs, lines] = await Promise.all([substitutionsOf(db, orderId), orderLinesOf(db, orderId)]);
    const ready = order.prepared_total_cents !== null;
    return {
      orderId,
      substitutions: subs.map((s) => substitutionAnswer(s, now)),
      notAvailable: lines
        .filter((l) => ready && l.prepared_quantity_milli === 0)
        .map((l) => ({ itemId: l.item_id, name: l.product_name, releasedAmount: l.gross_cents / 100 })),
    };
  }
}
