import type { DbOrTx } from '../../db/transaction.js';
import type { FeeRule } from './fees.rules.js';

export async function feeRules(db: DbOrTx, serviceId: number): Promise<FeeRule[]> {
  const rows = await rulesOf(db, serviceId);
  return rows.map((r) => ({ minTotalCents: r.min_total_cents, feeCents: r.fee_cents }));
}

// Read by every cart answer (always, never cached: the checkout prices the order from it).
const rulesOf = (db: DbOrTx, serviceId: number) =>
  db.kysely
    .selectFrom('delivery_fee_rule')
    .select(['min_total_cents', 'fee_cents'])
    .where('delivery_service_id', '=', serviceId)
    .orderBy('min_total_cents')
    .execute();
