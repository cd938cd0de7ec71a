import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { queryKeys } from '../../../lib/api';
import { useCart } from '../../../lib/cart';
import AddressSelectorDialog from '../components/selector/AddressSelectorDialog';
import TimeslotDialog from '../components/timeslot/TimeslotDialog';
import '../i18n';
import { deliveryFlow, useDeliveryFlow } from './deliveryFlow';

/**
 * The shopping dialog flow (storefront spec section 4): the timeslot step needs an address first,
 * so it turns into the address step when the cart has none; after an address is chosen the flow
 * goes on to the timeslot unless the cart kept its slot (the server clears it when the new
 * address cannot use it, with the TIMESLOT_CLEARED warning).
 */
export default function DeliveryDialogs() {
  const { step } = useDeliveryFlow();
  const { data: cart, isSuccess } = useCart();
  const client = useQueryClient();

  useEffect(() => {
    if (step === 'timeslot' && isSuccess && !cart?.shippingAddress) deliveryFlow.openAddress(true);
  }, [step, isSuccess, cart?.shippingAddress]);

  // Always on to the slots, even when the address kept its slot (or was the one already chosen):
  // the shopper who opened the flow to change something sees the slot and can change it too.
  const afterAddress = () => {
    if (client.getQueryData<Cart | null>(queryKeys.cart.all)?.shippingAddress) deliveryFlow.openTimeslot();
    else deliveryFlow.close();
  };

  return (
    <>
      <AddressSelectorDialog
        open={step === 'address'}
        onClose={deliveryFlow.close}
        onSelected={afterAddress}
      />
      <TimeslotDialog
        open={step === 'timeslot' && !!cart?.shippingAddress}
        onClose={deliveryFlow.close}
        onChangeAddress={() => deliveryFlow.openAddress(true)}
      />
    </>
  );
}
