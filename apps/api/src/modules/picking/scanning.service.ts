import { formatDecimal, maxPreparedMilli, type PickList } from '@spesa/domain';
import type { Db } from '../../db/database.js';
import { inTransaction, type Tx } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { loadProductStatics, productIdByCode } from '../catalogue/index.js';
import {
  addPickedMilli,
  orderById,
  orderLinesOf,
  setPickedAmount,
  type OrderLineRow,
} from '../orders/index.js';
import type { PickingContext } from './picking.context.js';
import { holdForPicking } from './picking-claim.js';
import type { PickListService } from './pick-list.service.js';
import { insertScan, storeSetting, substitutionsOf, undoLastScan } from './picking.repository.js';
import {
  DEFAULT_SCALE_LABELS,
  gramsOfPrice,
  readScan,
  sameInternalCode,
  scaleRules,
} from './scan-codes.rules.js';
import { pickedCents, standing } from './substitutions.rules.js';

export interface ScanOutcome {
  itemId: number;
  name: string;
  kind: 'piece' | 'price' | 'weight';
  quantity: number;
  pickedQuantity: number;
  orderedQuantity: number;
  complete: boolean;
  message: string;
  list: PickList;
}

/** The line a scanned product counts on: its own, or the line an accepted substitute replaces. */
interface Target {
  line: OrderLineRow;
  substituteUnitCents?: number;
  /** A substitute whose proposal waits for the shopper or was refused: not to be picked. */
  refused?: 'PICK_SUBSTITUTION_PENDING' | 'PICK_SUBSTITUTION_REFUSED';
}

/**
 * Scans while an order is picked (decision 0123): a product's code adds one piece to its line, a
 * scale label adds its weight; each scan is one conditional update of the line plus its raw row,
 * in one transaction that first holds the order for picking (no scan slips in after "ready").
 */
export class ScanningService {
  constructor(
    private readonly ctx: PickingContext,
    private readonly lists: PickListService,
  ) {}

  async scan(db: Db, staffId: number, orderId: number, code: string): Promise<ScanOutcome> {
    const done = await inTransaction(db, async (tx) => {
      const at = await holdForPicking(tx, this.ctx.clock, staffId, orderId);
      const order = (await orderById(tx, orderId))!;
      const setting = await storeSetting(tx, order.store_id);
      const read = readScan(code, scaleRules(setting?.scale_labels ?? DEFAULT_SCALE_LABELS));
      if (read.kind === 'invalid') throw new AppError('PICK_CODE_INVALID');
      if (read.kind === 'check-digit') throw new AppError('PICK_CHECK_DIGIT');
      const targets = await this.targets(tx, orderId, at);
      let target: Target | undefined;
      let milli: number;
      let labelCents: number | null = null;
      if (read.kind === 'product') {
        target = targets.find((t) => t.barcode.padStart(13, '0') === read.gtin13)?.target;
        if (!target)
          throw new AppError(
            (await productIdByCode(tx, { barcode: read.gtin13 })) === undefined
              ? 'PICK_CODE_UNKNOWN'
              : 'PICK_NOT_IN_ORDER',
          );
        if (target.refused) throw new AppError(target.refused);
        if (target.line.weighed === 1) throw new AppError('PICK_LABEL_NEEDED');
        milli = 1000;
      } else {
        target = targets.find((t) => sameInternalCode(t.codInt, read.codInt))?.target;
        if (!target) throw new AppError('PICK_NOT_IN_ORDER');
        if (target.refused) throw new AppError(target.refused);
        if (target.line.weighed !== 1) throw new AppError('PICK_LABEL_NOT_WEIGHED');
        const perKg = target.substituteUnitCents ?? target.line.unit_cents;
        labelCents = read.labelKind === 'price' ? read.value : null;
        milli = read.labelKind === 'price' ? gramsOfPrice(read.value, perKg) : read.value;
        if (milli <= 0) throw new AppError('PICK_CODE_INVALID');
      }
      const { line } = target;
      const picked = await addPickedMilli(
        tx,
        orderId,
        line.item_id,
        milli,
        maxPreparedMilli(line.quantity_milli, line.weighed === 1),
      );
      if (picked === undefined)
        throw new AppError(line.weighed === 1 ? 'PICK_WEIGHT_TOO_MUCH' : 'PICK_LINE_COMPLETE');
      await setPickedAmount(
        tx,
        orderId,
        line.item_id,
        picked,
        pickedCents(line, picked, target.substituteUnitCents),
      );
      await insertScan(tx, {
        order_id: orderId,
        item_id: line.item_id,
        code: code.trim(),
        kind: read.kind === 'product' ? 'piece' : read.labelKind,
        quantity_milli: milli,
        label_cents: labelCents,
        staff_user_id: staffId,
        created_at: at,
      });
      return { line, milli, picked, kind: read.kind === 'product' ? ('piece' as const) : read.labelKind };
    });
    const { line, milli, picked, kind } = done;
    const complete = picked >= line.quantity_milli;
    const weighed = line.weighed === 1;
    return {
      itemId: line.item_id,
      name: line.product_name,
      kind,
      quantity: milli / 1000,
      pickedQuantity: picked / 1000,
      orderedQuantity: line.quantity_milli / 1000,
      complete,
      message: weighed
        ? `${line.product_name}: ${formatDecimal(milli / 1000, 3)} kg (totale ${formatDecimal(picked / 1000, 3)} di ${formatDecimal(line.quantity_milli / 1000, 3)} kg)`
        : complete
          ? `${line.product_name}: riga completa`
          : `${line.product_name}: ${picked / 1000} di ${line.quantity_milli / 1000}`,
      list: await this.lists.list(db, orderId),
    };
  }

  /** Takes back the order's last scan: the scan marked undone and its quantity off its line, together. */
  async undo(db: Db, staffId: number, orderId: number): Promise<PickList> {
    await inTransaction(db, async (tx) => {
      const at = await holdForPicking(tx, this.ctx.clock, staffId, orderId);
      const scan = await undoLastScan(tx, orderId, at);
      if (!scan) throw new AppError('PICK_NOTHING_TO_UNDO');
      const line = (await orderLinesOf(tx, orderId)).find((l) => l.item_id === scan.item_id)!;
      const left = await addPickedMilli(
        tx,
        orderId,
        line.item_id,
        -scan.quantity_milli,
        maxPreparedMilli(line.quantity_milli, line.weighed === 1),
      );
      // Recorded below the scan meanwhile (staff/order/prepare): the undo has nothing to take back.
      if (left === undefined) throw new AppError('PREPARED_QTY_INVALID');
      const sub = (await substitutionsOf(tx, orderId)).find((s) => s.item_id === line.item_id);
      const subCents = sub && standing(sub, new Date(at)).state === 'accepted' ? sub.unit_cents : undefined;
      // Back to nothing picked: "not recorded" again, unless a proposal marked the product missing.
      if (left === 0 && !sub) await setPickedAmount(tx, orderId, line.item_id, null, null);
      else await setPickedAmount(tx, orderId, line.item_id, left, pickedCents(line, left, subCents));
    });
    return this.lists.list(db, orderId);
  }

  /**
   * The codes the order's scans may match: each line's product, and the substitute of a line
   * whose proposal stands accepted; a substitute still waiting or refused is refused, coded.
   */
  private async targets(tx: Tx, orderId: number, at: string) {
    const [lines, subs] = await Promise.all([orderLinesOf(tx, orderId), substitutionsOf(tx, orderId)]);
    const statics = await loadProductStatics(tx, [
      ...new Set([...lines.map((l) => l.product_id), ...subs.map((s) => s.product_id)]),
    ]);
    const byItem = new Map(lines.map((l) => [l.item_id, l]));
    const out: Array<{ barcode: string; codInt: string; target: Target }> = [];
    for (const line of lines) {
      const p = statics.get(line.product_id);
      if (p) out.push({ barcode: p.row.barcode, codInt: p.row.cod_int, target: { line } });
    }
    const now = new Date(at);
    for (const s of subs) {
      const p = statics.get(s.product_id);
      const line = byItem.get(s.item_id);
      if (!p || !line || out.some((o) => o.target.line.product_id === s.product_id)) continue;
      const state = standing(s, now).state;
      const target: Target =
        state === 'accepted'
          ? { line, substituteUnitCents: s.unit_cents }
          : {
              line,
              refused: state === 'proposed' ? 'PICK_SUBSTITUTION_PENDING' : 'PICK_SUBSTITUTION_REFUSED',
            };
      out.push({ barcode: p.row.barcode, codInt: p.row.cod_int, target });
    }
    return out;
  }
}
