import { isLoopbackHost, type Config } from '../config.js';
import type { Db } from './database.js';
import { seedDemoDataIfEmpty } from './seed/index.js';
import { seedDemoAccounts } from './seed-accounts/index.js';
import { seedCartDemo } from './seed-cart/index.js';
import { seedListsDemo } from './seed-lists/index.js';
import { seedFlyersDemo } from './seed-flyers/index.js';
import { seedContentDemo } from './seed-content/index.js';
import { seedPriceListsDemo } from './seed-pricelists/index.js';
import { keepDemoCurrent, recordDemoCalendar } from './demo-calendar.js';

/**
 * All demo data, each part idempotent: the catalogue (and what hangs off it), then the demo
 * accounts listed in the README. Called at start when demo data is on (demoDataState), and by the
 * test setup. `today` (the shop's date) places the demo's offers and flyers around it.
 */
export async function seedDemo(
  db: Db,
  opts: { today: string; onSeeding?: (products: number) => void },
): Promise<void> {
  await seedDemoDataIfEmpty(db, opts.onSeeding);
  await seedDemoAccounts(db);
  await seedCartDemo(db);
  await seedListsDemo(db);
  await seedFlyersDemo(db);
  await seedContentDemo(db);
  await seedPriceListsDemo(db);
  // The seeds write the dates of the demo's own week; move them to the week of `today`.
  await recordDemoCalendar(db);
  await keepDemoCurrent(db, opts.today);
}

/**
 * Whether this start seeds the demo, and why: DEMO_DATA says so, or, unset, the shop listens on a
 * loopback address only. A production start on a public address never gets accounts that anyone
 * who read the README can log into.
 */
export function demoDataState(config: Pick<Config, 'DEMO_DATA' | 'HOST'>): { on: boolean; why: string } {
  if (config.DEMO_DATA === true) return { on: true, why: 'DEMO_DATA=true' };
  if (config.DEMO_DATA === false) return { on: false, why: 'DEMO_DATA=false' };
  if (isLoopbackHost(config.HOST)) return { on: true, why: `il negozio ascolta solo su ${config.HOST}` };
  return { on: false, why: `il negozio ascolta su ${config.HOST}; DEMO_DATA=true per caricarli` };
}
