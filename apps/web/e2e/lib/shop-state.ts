// What the global setup hands the workers: where the shop runs and the data picked from it.
import { readFileSync } from 'node:fs';
import type { ShopData } from './data';

export const SHOP_STATE_ENV = 'SPESA_E2E_SHOP_STATE';

export interface ShopState {
  baseURL: string;
  /** The SQLite file of the server the setup started (none with E2E_BASE_URL). */
  databaseFile?: string;
  data: ShopData;
}

export function readShopState(): ShopState {
  const file = process.env[SHOP_STATE_ENV];
  if (!file) throw new Error(`${SHOP_STATE_ENV} is not set: run the journeys through playwright.config.ts`);
  return JSON.parse(readFileSync(file, 'utf8')) as ShopState;
}
