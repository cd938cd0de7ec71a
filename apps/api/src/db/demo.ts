import type { Db } from './database.js';
import { seedDemoDataIfEmpty } from './seed/index.js';
import { seedDemoAccounts } from './seed-accounts/index.js';
import { seedCartDemo } from './seed-cart/index.js';
import { seedListsDemo } from './seed-lists/index.js';
import { seedFlyersDemo } from './seed-flyers/index.js';
import { seedContentDemo } from './seed-content/index.js';

/**
 * All demo data, each part idempotent: the catalogue (and what hangs off it), then the demo
 * accounts listed in the README. Called at start when DEMO_DATA is on, and by the test setup.
 */
export async function seedDemo(db: Db, onSeeding?: (products: number) => void): Promise<void> {
  await seedDemoDataIfEmpty(db, onSeeding);
  await seedDemoAccounts(db);
  await seedCartDemo(db);
  await seedListsDemo(db);
  await seedFlyersDemo(db);
  await seedContentDemo(db);
}
