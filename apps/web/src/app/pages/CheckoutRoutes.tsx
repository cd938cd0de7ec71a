import type { Cart } from '@spesa/domain';
import { CartSectors } from '../../features/cart/components/CartSectors';
import { CartTotals } from '../../features/cart/components/CartTotals';
import { InvoiceSwitch } from '../../features/cart/components/InvoiceSwitch';
import '../../features/cart/i18n';
import CheckoutPage from '../../features/checkout/pages/CheckoutPage';
import ConfirmationPage from '../../features/checkout/pages/ConfirmationPage';
import { CheckoutPartsContext, type CheckoutParts } from '../../features/checkout/parts';
import { slotSummary } from '../../features/delivery/components/summary/summaryText';
import { deliveryFlow } from '../../features/delivery/flow/deliveryFlow';
import { t } from '../../lib/i18n';

/**
 * The checkout pages with what they reuse of the cart and delivery features (decision 0042): the
 * cart's lines, totals (the hold is said beside the payment choice) and invoice switch; the header's
 * delivery dialogs for a new address or slot, and its wording of a slot.
 */
const parts: CheckoutParts = {
  CartLines: ({ cart }: { cart: Cart }) => <CartSectors cart={cart} compact />,
  CartTotals: ({ cart }: { cart: Cart }) => <CartTotals cart={cart} showHold={false} />,
  InvoiceSwitch,
  slotText: (timeslot) => slotSummary(timeslot, t('delivery.today')),
  editAddress: () => deliveryFlow.openAddress(true),
  editTimeslot: () => deliveryFlow.openTimeslot(),
};

export function CheckoutRoute() {
  return (
    <CheckoutPartsContext.Provider value={parts}>
      <CheckoutPage />
    </CheckoutPartsContext.Provider>
  );
}

export function ConfirmationRoute() {
  return (
    <CheckoutPartsContext.Provider value={parts}>
      <ConfirmationPage />
    </CheckoutPartsContext.Provider>
  );
}
