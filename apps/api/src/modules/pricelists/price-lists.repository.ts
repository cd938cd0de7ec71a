import { PRICE_LIST_STATUS, PUBLICATION_STATE } from '@spesa/domain';
import { compiledOnce } from '../../db/precompiled.js';
import type { DbOrTx, Tx } from '../../db/transaction.js';

// Price lists, who may work on them, and the warehouses (decision 0116).

export async function rolesOf(db: DbOrTx, userId: number) {
  return db.kysely
    .selectFrom('price_list_role')
    .select(['role', 'warehouse_id'])
    .where('user_id', '=', userId)
    .execute();
}

export async function priceListById(db: DbOrTx, priceListId: number) {
  return db.kysely
    .selectFrom('price_list')
    .selectAll()
    .where('price_list_id', '=', priceListId)
    .executeTakeFirst();
}

/** The lists of these warehouses ('all': every list, those of all warehouses included). */
export async function listsIn(db: DbOrTx, warehouses: 'all' | number[]) {
  let q = db.kysely.selectFrom('price_list').selectAll().orderBy('price_list_id');
  if (warehouses !== 'all') q = q.where('warehouse_id', 'in', warehouses.length > 0 ? warehouses : [-1]);
  return q.execute();
}

export async function warehouses(db: DbOrTx, only: 'all' | number[]) {
  let q = db.kysely.selectFrom('warehouse').select(['warehouse_id', 'name']).orderBy('warehouse_id');
  if (only !== 'all') q = q.where('warehouse_id', 'in', only.length > 0 ? only : [-1]);
  return q.execute();
}

export async function warehouseExists(db: DbOrTx, warehouseId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('warehouse')
    .select('warehouse_id')
    .where('warehouse_id', '=', warehouseId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function productExists(db: DbOrTx, productId: number): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('product')
    .select('product_id')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A published proposal replacing a list ends that list the day before its start: one conditional
 * update (a list already ending earlier keeps its end).
 */
export async function endReplacedList(
  tx: Tx,
  priceListId: number,
  lastDay: string,
  at: string,
): Promise<void> {
  await tx.kysely
    .updateTable('price_list')
    .set({ to_date: lastDay, updated_at: at })
    .where('price_list_id', '=', priceListId)
    .where((eb) => eb.or([eb('to_date', 'is', null), eb('to_date', '>', lastDay)]))
    .execute();
}

/** A proposal in force on `day`: published (or scheduled with its start come: a late job shows no old price). */
const IN_FORCE = [PUBLICATION_STATE.published, PUBLICATION_STATE.scheduled];

export interface ProposalInForce {
  price_list_proposal_id: number;
  price_list_id: number;
  list_name: string;
  priority: number;
  apply_promotions: number;
  from_date: string;
  /** 0: the customer's own list; 1: a group's. */
  level: number;
}

/**
 * The proposals whose prices a customer pays in a warehouse on a day, best first: the customer's
 * own lists before their groups', then the higher priority, then the lower list id (never the
 * newest). A list counts when active, valid that day, for that warehouse (or all), not replaced by
 * a proposal in force; its prices are those of its latest-starting proposal in force.
 */
export async function proposalsInForce(
  db: DbOrTx,
  userId: number,
  warehouseId: number,
  day: string,
): Promise<ProposalInForce[]> {
  const rows = await inForceRows(db, { userId, warehouseId, day });
  const ordered = rows
    .map((r) => ({ ...r, level: Number(r.level) }))
    .sort(
      (a, b) =>
        a.level - b.level ||
        b.priority - a.priority ||
        a.price_list_id - b.price_list_id ||
        // Within one list, its latest-starting proposal in force.
        b.from_date.localeCompare(a.from_date) ||
        b.price_list_proposal_id - a.price_list_proposal_id,
    );
  const seen = new Set<number>();
  return ordered.filter((r) => !seen.has(r.price_list_id) && (seen.add(r.price_list_id), true));
}

/** The price lists' version (migration 0041): raised by every change of what puts a proposal in force. */
export async function priceListVersion(db: DbOrTx): Promise<string> {
  const row = (await versionRow(db, {}))[0];
  return String(row?.version ?? 0);
}
const versionRow = compiledOnce((k, _: Record<string, never>) =>
  k.selectFrom('price_list_version').select('version').where('id', '=', 1),
);

/** The prices of these proposals for these products. */
export async function proposalPrices(db: DbOrTx, proposalIds: number[], productIds: number[]) {
  if (proposalIds.length === 0 || productIds.length === 0) return [];
  return db.kysely
    .selectFrom('price_list_proposal_price')
    .select(['price_list_proposal_id', 'product_id', 'price_cents', 'price_id'])
    .where('price_list_proposal_id', 'in', proposalIds)
    .where('product_id', 'in', productIds)
    .execute();
}

// Read on every cart call and catalogue answer of a logged-in customer: compiled once (decision 0115).
const inForceRows = compiledOnce((k, who: { userId: number; warehouseId: number; day: string }) =>
  k
    .selectFrom('price_list as l')
    .innerJoin('price_list_proposal as p', 'p.price_list_id', 'l.price_list_id')
    .select((eb) => [
      'p.price_list_proposal_id',
      'l.price_list_id',
      'l.name as list_name',
      'l.priority',
      'l.apply_promotions',
      'p.from_date',
      eb
        .case()
        .when(
          'l.price_list_id',
          'in',
          eb.selectFrom('price_list_customer').select('price_list_id').where('user_id', '=', who.userId),
        )
        .then(0)
        .else(1)
        .end()
        .as('level'),
    ])
    .where('l.status_id', '=', PRICE_LIST_STATUS.active)
    .where('l.from_date', '<=', who.day)
    .where((eb) => eb.or([eb('l.to_date', 'is', null), eb('l.to_date', '>=', who.day)]))
    .where((eb) => eb.or([eb('l.warehouse_id', 'is', null), eb('l.warehouse_id', '=', who.warehouseId)]))
    .where('p.publication_state_id', 'in', IN_FORCE)
    .where('p.from_date', '<=', who.day)
    .where((eb) => eb.or([eb('p.to_date', 'is', null), eb('p.to_date', '>=', who.day)]))
    .where((eb) => eb.or([eb('p.warehouse_id', 'is', null), eb('p.warehouse_id', '=', who.warehouseId)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('price_list_proposal as r')
            .select('r.price_list_proposal_id')
            .whereRef('r.replaced_price_list_id', '=', 'l.price_list_id')
            .where('r.publication_state_id', 'in', IN_FORCE)
            .where('r.from_date', '<=', who.day),
        ),
      ),
    )
    .where((eb) =>
      eb.or([
        eb(
          'l.price_list_id',
          'in',
          eb.selectFrom('price_list_customer').select('price_list_id').where('user_id', '=', who.userId),
        ),
        eb(
          'l.price_list_id',
          'in',
          eb
            .selectFrom('price_list_customer_group as g')
            .innerJoin('customer_group_member as m', 'm.customer_group_id', 'g.customer_group_id')
            .select('g.price_list_id')
            .where('m.user_id', '=', who.userId),
        ),
      ]),
    ),
);
