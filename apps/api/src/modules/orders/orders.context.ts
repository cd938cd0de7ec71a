import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../mail/index.js';
import type { PaymentProvider } from '../payments/index.js';
import type { OrderStatusService } from './order-status.service.js';

/** What the order calls share (built once per app by `ordersContext`). */
export interface OrdersContext {
  clock: Clock;
  mailer: Mailer;
  provider: PaymentProvider;
  statuses: OrderStatusService;
}

export interface OrdersDeps {
  clock: Clock;
  mailer: Mailer;
  provider: PaymentProvider;
  /** The shop's public origin, for the links in e-mails. */
  origin: string;
}
