/** Warehouses (price and stock lists) and the stores that use them. */
import type { Insertable } from 'kysely';
import type { StoreTable, WarehouseTable } from '../schema.js';

export const WAREHOUSES: Insertable<WarehouseTable>[] = [
  { warehouse_id: 5, name: 'Magazzino Globale', code: 'GLOBALE' },
  { warehouse_id: 10, name: 'Magazzino Como', code: 'COMO' },
  { warehouse_id: 11, name: 'Magazzino Milano', code: 'MILANO' },
  { warehouse_id: 12, name: 'Magazzino Bergamo', code: 'BERGAMO' },
];

export const STORES: Insertable<StoreTable>[] = [
  { store_id: 5, name: 'Store Globale', warehouse_id: 5 },
  { store_id: 10, name: 'Spesa Como Centro', warehouse_id: 10 },
  { store_id: 11, name: 'Spesa Milano Porta Romana', warehouse_id: 11 },
  { store_id: 12, name: 'Spesa Bergamo Città Alta', warehouse_id: 12 },
];
