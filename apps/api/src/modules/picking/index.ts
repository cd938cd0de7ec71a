import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { CatalogueService } from '../catalogue/index.js';
import type { Mailer } from '../mail/index.js';
import { PickListService } from './pick-list.service.js';
import { pickingRoutes } from './picking.routes.js';
import { ScanningService } from './scanning.service.js';
import { SubstitutionsService } from './substitutions.service.js';

/** Picking in the store (decision 0123): the pick list, scans, substitutes and the shopper's answer. */
export function pickingModule(db: Db, deps: { clock: Clock; mailer: Mailer; origin: string }) {
  const ctx = { ...deps, catalogue: new CatalogueService(deps.clock) };
  const lists = new PickListService(ctx);
  const scanning = new ScanningService(ctx, lists);
  const substitutions = new SubstitutionsService(ctx, lists);
  return { routes: pickingRoutes(db, { lists, scanning, substitutions }) };
}
