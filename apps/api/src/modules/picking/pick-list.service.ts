import type { PickList, PickLine } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import { customerContact } from '../accounts/index.js';
import { cartItemsOf } from '../cart/index.js';
import { inAisleOrder, loadProductStatics, type ProductStatic } from '../catalogue/index.js';
import { assertStaffOrder, orderById, orderLinesOf, type OrderLineRow } from '../orders/index.js';
import type { PickingContext } from './picking.context.js';
import { lastScan, substitutionsOf, type SubstitutionRow } from './picking.repository.js';
import { substitutionAnswer } from './substitutions.rules.js';

const euros = (cents: number) => cents / 100;

/** The options chosen on the line's cart line, as the shopper read them ('Affettatura: A fette sottili'). */
function optionsOf(params: string | undefined, product: ProductStatic | undefined): PickLine['options'] {
  if (!params || !product) return [];
  const chosen = JSON.parse(params) as Record<string, string>;
  return Object.entries(chosen).map(([parameter, key]) => {
    const option = product.options.find((o) => o.parameter_name === parameter);
    const values = option ? (JSON.parse(option.options_json) as Array<{ key: string; value: string }>) : [];
    return { name: option?.name ?? parameter, value: values.find((v) => v.key === key)?.value ?? key };
  });
}

/**
 * The store's pick list of one order (decision 0123): every line with what the shopper chose
 * (options, note, substitutions accepted or not), what was picked of it, in the store's aisle
 * order; the customer's name and phone and the order's note.
 */
export class PickListService {
  constructor(private readonly ctx: PickingContext) {}

  async view(db: DbOrTx, staffId: number, orderId: number): Promise<PickList> {
    await assertStaffOrder(db, staffId, orderId);
    return this.list(db, orderId);
  }

  /** The list without the scope check (the caller has made it). */
  async list(db: DbOrTx, orderId: number): Promise<PickList> {
    const now = this.ctx.clock.now();
    const order = (await orderById(db, orderId))!;
    const [lines, items, contact, subs, last] = await Promise.all([
      orderLinesOf(db, orderId),
      cartItemsOf(db, order.cart_id),
      customerContact(db, order.user_id),
      substitutionsOf(db, orderId),
      lastScan(db, orderId),
    ]);
    const statics = await loadProductStatics(db, [...new Set(lines.map((l) => l.product_id))]);
    const params = new Map(items.map((i) => [i.item_id, i.params_json]));
    const subOf = new Map<number, SubstitutionRow>(subs.map((s) => [s.item_id, s]));
    const groups = await inAisleOrder(db, lines, (l) => statics.get(l.product_id)?.row.category_id ?? 0);
    const toLine = (l: OrderLineRow, department: string): PickLine => {
      const p = statics.get(l.product_id);
      const picked = l.prepared_quantity_milli;
      const sub = subOf.get(l.item_id);
      return {
        itemId: l.item_id,
        productId: l.product_id,
        name: l.product_name,
        barcode: p?.row.barcode ?? null,
        codInt: p?.row.cod_int ?? null,
        department,
        quantity: l.quantity_milli / 1000,
        weighed: l.weighed === 1,
        unitPrice: euros(l.unit_cents),
        grossTotal: euros(l.gross_cents),
        pickedQuantity: picked === null ? null : picked / 1000,
        pickedTotal: l.prepared_cents === null ? null : euros(l.prepared_cents),
        complete: picked !== null && picked >= l.quantity_milli,
        options: optionsOf(params.get(l.item_id), p),
        note: l.note,
        acceptAlternatives: l.accept_alternatives === 1,
        substitution: sub ? substitutionAnswer(sub, now) : null,
      };
    };
    return {
      orderId,
      orderStatusId: order.order_status_id,
      storeId: order.store_id,
      timeslot: { date: order.timeslot_date, timeslotId: order.timeslot_id },
      customer: {
        firstName: contact?.firstName ?? '',
        lastName: contact?.lastName ?? '',
        phone: contact?.phone ?? null,
      },
      note: order.note,
      holdAmount: euros(order.hold_cents),
      lines: groups.flatMap((g) => g.items.map((l) => toLine(l, g.name))),
      lastScan: last
        ? {
            scanId: last.scan_id,
            itemId: last.item_id,
            code: last.code,
            quantity: last.quantity_milli / 1000,
            at: last.created_at,
          }
        : null,
    };
  }
}
