import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Cart } from '@spesa/domain';
import { cartKeys, useCart } from '../../../lib/cart';
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

  const afterAddress = () => {
    const fresh = client.getQueryData<Cart | null>(cartKeys.all);
    if (fresh?.timeslot) deliveryFlow.close();
    else deliveryFlow.openTimeslot();
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
