import { homeOf } from '../../db/connection.js';
import type { Db } from '../../db/database.js';
import { isTx, type DbOrTx } from '../../db/transaction.js';
import { VersionedCache } from '../../lib/versioned-cache.js';
import {
  priceListVersion,
  proposalPrices,
  proposalsInForce,
  type ProposalInForce,
} from './price-lists.repository.js';

// Which list price a customer pays (decision 0116): the customer's own lists, then their groups',
// the higher priority first within a level; only proposals in force that day count. The answer's
// `key` names the proposals in force in that order: a published proposal's prices never change,
// so the key is exact for what the customer pays and kept answers can be keyed on it (with a 'p'
// after the lists that let promotions on top, a list's own setting).

export interface ListPrice {
  priceCents: number;
  priceListId: number;
  proposalId: number;
  priceId: number;
  applyPromotions: boolean;
}

export interface CustomerPricing {
  /** '' for a customer without a list in force (every private shopper): the plain prices. */
  key: string;
  inForce: ProposalInForce[];
}

/**
 * The proposals in force per customer, warehouse and day, kept per process and database under the
 * price lists' version (migration 0041: raised by triggers on every change of the lists, their
 * customers and groups, and the proposals), which each call reads first: one row by key instead
 * of the read of the lists (bench:catalogue). A transaction reads them afresh (nothing kept).
 */
const kept = new WeakMap<Db, VersionedCache<ProposalInForce[]>>();

async function inForceOf(db: DbOrTx, userId: number, warehouseId: number, day: string) {
  if (isTx(db)) return proposalsInForce(db, userId, warehouseId, day);
  // Kept on the app's handle: a connection held for one call (cart/view) is a new handle each time.
  const home = homeOf(db);
  let mine = kept.get(home);
  if (!mine) kept.set(home, (mine = new VersionedCache({ max: 20_000, ttlMs: 10 * 60_000 })));
  const version = await priceListVersion(db);
  return mine.get(version, `${userId}|${warehouseId}|${day}`, () => proposalsInForce(db, userId, warehouseId, day));
}

/** The proposals in force for a customer in a warehouse on a day, and their key. */
export async function customerPricing(
  db: DbOrTx,
  userId: number | null,
  warehouseId: number,
  day: string,
): Promise<CustomerPricing> {
  if (userId === null) return { key: '', inForce: [] };
  const inForce = await inForceOf(db, userId, warehouseId, day);
  return {
    key: inForce.map((p) => `${p.price_list_proposal_id}${p.apply_promotions === 1 ? 'p' : ''}`).join(','),
    inForce,
  };
}

/** Each product's list price under `pricing` (the first proposal in order that prices it). */
export async function listPricesOf(
  db: DbOrTx,
  pricing: CustomerPricing,
  productIds: number[],
): Promise<Map<number, ListPrice>> {
  const ids = pricing.inForce.map((p) => p.price_list_proposal_id);
  const rows = await proposalPrices(db, ids, productIds);
  const found = new Map<number, ListPrice>();
  for (const p of pricing.inForce)
    for (const r of rows)
      if (r.price_list_proposal_id === p.price_list_proposal_id && !found.has(r.product_id))
        found.set(r.product_id, {
          priceCents: r.price_cents,
          priceListId: p.price_list_id,
          proposalId: p.price_list_proposal_id,
          priceId: r.price_id,
          applyPromotions: p.apply_promotions === 1,
        });
  return found;
}
