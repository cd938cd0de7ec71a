import type { ReactNode } from 'react';
import { CartActionsContext } from '../../components/ui/cart-actions/cart-actions-context';
import { CartQuestionsHost } from '../../features/cart/components/CartQuestionsHost';
import { useAddToCartFlow } from '../../features/cart/flow/useAddToCartFlow';
import { deliveryFlow } from '../../features/delivery/flow/deliveryFlow';

/**
 * The delivery step of the add-to-cart flow: opens the header's delivery dialogs (features/delivery)
 * at the step asked and resolves when the shopper has closed them, whatever was chosen; the flow
 * then reads the cart again to see whether an address and a timeslot are there.
 */
function chooseDelivery(step: 'address' | 'timeslot'): Promise<void> {
  return new Promise((resolve) => {
    if (step === 'address') deliveryFlow.openAddress(true);
    else deliveryFlow.openTimeslot();
    const off = deliveryFlow.subscribe(() => {
      if (deliveryFlow.get().step !== null) return;
      off();
      resolve();
    });
  });
}

/** Composes the cart's add-to-cart flow with the delivery dialogs for every add button of the shop. */
export function CartActionsProvider({ children }: { children: ReactNode }) {
  const actions = useAddToCartFlow(chooseDelivery);
  return (
    <CartActionsContext.Provider value={actions}>
      {children}
      <CartQuestionsHost />
    </CartActionsContext.Provider>
  );
}
