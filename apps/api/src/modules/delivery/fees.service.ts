import { DELIVERY_SERVICE, type DeliveryFee } from '@spesa/domain';
import type { DbOrTx } from '../../db/transaction.js';
import type { CartDeliveryState } from './cart-port.js';
import { READ_EACH_TIME, type CartReferenceReads } from './cart-references.js';
import { summarizeFees } from './fees.rules.js';

const euros = (cents: number) => cents / 100;
const eurosOrNull = (cents: number | null) => (cents === null ? null : euros(cents));

/** The delivery fees of the cart's service. */
export class FeesService {
  /**
   * delivery-fee/view: the fee of the cart's service for its goods total, and the fee bands. A
   * visitor, or a cart without a service, sees home delivery (the service that has fees). The cart's
   * pricing passes the fee bands it keeps under the references' version (decisions 0089, 0111).
   */
  async view(
    db: DbOrTx,
    cart: CartDeliveryState | undefined,
    serviceId?: number,
    reads: CartReferenceReads = READ_EACH_TIME,
  ): Promise<DeliveryFee> {
    const service = serviceId ?? cart?.deliveryServiceId ?? DELIVERY_SERVICE.home;
    const total = cart?.goodsTotalCents ?? 0;
    const s = summarizeFees(await reads.feeRules(db, service), total);
    return {
      deliveryServiceId: service,
      cartTotal: euros(total),
      fee: euros(s.feeCents),
      freeDeliveryFrom: eurosOrNull(s.freeFromCents),
      missingForNextFee: eurosOrNull(s.missingForNextCents),
      rules: s.bands.map((b) => ({
        fromTotal: euros(b.fromCents),
        toTotal: eurosOrNull(b.toCents),
        fee: euros(b.feeCents),
      })),
    };
  }
}
