import { LRUCache } from 'lru-cache';
import { isTx, whenCommitted, type DbOrTx } from '../../db/transaction.js';
import { activeStoreOf, type ActiveStoreRow } from '../catalogue/index.js';
import { feeRules } from './fees.repository.js';
import type { FeeRule } from './fees.rules.js';
import { allServices, type ServiceRow } from './services.repository.js';

/** What a cart's delivery part needs of its store: name and warehouse (an active store only). */
export type CartStoreRow = ActiveStoreRow;

/**
 * The shop's own rows a cart's answer reads besides its lines and offers: its store, the delivery
 * services and the fee bands of its service. `READ_EACH_TIME` reads them on every call; a
 * `CartReferences.at(referencesVersion)` keeps them under the references' version (decisions 0089
 * and 0111).
 */
export interface CartReferenceReads {
  store(db: DbOrTx, storeId: number): Promise<CartStoreRow | undefined>;
  services(db: DbOrTx): Promise<ServiceRow[]>;
  feeRules(db: DbOrTx, serviceId: number): Promise<FeeRule[]>;
}

// The store is the catalogue's: asked through its face (decision 0110), only its own columns (its
// address lives in `address`, which no trigger watches).
export const READ_EACH_TIME: CartReferenceReads = {
  store: activeStoreOf,
  services: allServices,
  feeRules,
};

/**
 * The rows of `READ_EACH_TIME` kept in memory per references' version (decisions 0089 and 0111):
 * triggers raise that version (`reference_version`, one number for the shop, migration 0035) with
 * every change of a store, a service or a fee band, in the same transaction, so rows kept under the
 * version a call has just read are the database's. A change of an offer does not raise it. Each
 * entry is read once (the promise is kept, so calls in the same moment share the read) and
 * forgotten if the read fails. Rows read after the version was read are at least as new as it, as
 * the offers' are (decision 0076). Each process keeps its own; `WORKERS` > 1 stays exact.
 */
export class CartReferences {
  // A new version with every edit of the shop: the last few are enough for the calls in flight.
  private readonly versions = new LRUCache<number, CartReferenceReads>({ max: 8 });

  at(referencesVersion: number): CartReferenceReads {
    let reads = this.versions.get(referencesVersion);
    if (!reads) {
      reads = keptReads();
      this.versions.set(referencesVersion, reads);
    }
    return reads;
  }
}

function keptReads(): CartReferenceReads {
  const stores = new Map<number, Promise<CartStoreRow | undefined>>();
  // One entry, the whole list: a map so that it is kept and forgotten on failure like the others.
  const services = new Map<0, Promise<ServiceRow[]>>();
  const fees = new Map<number, Promise<FeeRule[]>>();
  return {
    store: (db, storeId) => kept(db, stores, storeId, () => READ_EACH_TIME.store(db, storeId)),
    services: (db) => kept(db, services, 0, () => READ_EACH_TIME.services(db)),
    feeRules: (db, serviceId) => kept(db, fees, serviceId, () => READ_EACH_TIME.feeRules(db, serviceId)),
  };
}

/**
 * The kept promise of `key`, or `read()` kept, its rows frozen (every call gets the same objects);
 * a failed read is not kept. A read made in a transaction is kept once that transaction has
 * committed: one that changed a store (raising the version it is kept under) and then rolled back
 * leaves nothing under a version a later committed change will take again.
 */
function kept<K, V extends object | undefined>(
  db: DbOrTx,
  map: Map<K, Promise<V>>,
  key: K,
  read: () => Promise<V>,
): Promise<V> {
  let value = map.get(key);
  if (!value) {
    value = read().then(frozen);
    if (isTx(db)) {
      const committed = value;
      value.then(
        () => whenCommitted(db, () => void (map.has(key) || map.set(key, committed))),
        () => undefined,
      );
    } else {
      map.set(key, value);
      value.catch(() => map.delete(key));
    }
  }
  return value;
}

function frozen<V extends object | undefined>(value: V): V {
  if (Array.isArray(value)) for (const row of value) Object.freeze(row);
  return value && Object.freeze(value);
}
