import type { Clock } from '../../lib/clock.js';
import type { JobQueue } from '../jobs/index.js';
import type { CartService } from '../cart/index.js';
import type { Mailer } from '../mail/index.js';
import type { PaymentProvider } from '../payments/index.js';

/** Where the checkout may stop the process on purpose (crash tests only; see crash-hook.ts). */
export type CrashPoint = 'after-phase-1' | 'after-phase-2' | 'after-phase-3';

/** What the checkout's phases share. */
export interface CheckoutContext {
  clock: Clock;
  carts: CartService;
  mailer: Mailer;
  provider: PaymentProvider;
  /** Queues the authorisation of a saved card at its slot's cut-off (decision 0113). */
  jobs?: JobQueue;
  /** An unpaid online order is cancelled this long after it was placed. */
  paymentTimeoutMinutes: number;
  /** The sweeper looks at payment attempts without an outcome older than this. */
  sweepAfterSeconds: number;
  /** The shop's public origin, for the links in e-mails. */
  origin: string;
  crashAt?: CrashPoint;
}
