import type { Clock } from '../../lib/clock.js';
import type { CatalogueService } from '../catalogue/index.js';
import type { Mailer } from '../mail/index.js';

/** What the picking services share (built once per app by `pickingModule`). */
export interface PickingContext {
  clock: Clock;
  mailer: Mailer;
  /** The shop's public origin, for the link in the shopper's e-mail. */
  origin: string;
  /** The alternatives a substitute is chosen among (same type, price within 20 %). */
  catalogue: CatalogueService;
}
