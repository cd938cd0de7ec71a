import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isPickupService, type Cart } from '@spesa/domain';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';
import { SectionCard } from './SectionCard';

function Row({
  label,
  value,
  action,
  onAction,
}: {
  label: string;
  value: string;
  /** No change button: an order being modified keeps its address and slot. */
  action?: string;
  onAction: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.5 }}>
      <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
      </Box>
      {action && (
        <Button variant="outlined" size="small" onClick={onAction}>
          {action}
        </Button>
      )}
    </Box>
  );
}

/** Whether the cart's goods are picked up (in store or at a locker) rather than delivered. */
export const isPickup = (cart: Cart): boolean => isPickupService(cart.shippingAddress?.deliveryServiceId);

/**
 * Where the goods go, as the order's page and e-mails say it: "Ritiro presso <store>, <address>"
 * for a pickup, the address in full for a delivery.
 */
function placeText(cart: Cart, t: ReturnType<typeof useT>): string {
  const a = cart.shippingAddress;
  if (!a) return t('checkout.noAddress');
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const town = [a.postalcode, a.city].filter(Boolean).join(' ');
  const address = [street, town].filter(Boolean).join(', ');
  if (isPickup(cart)) return t('checkout.pickupAt', { name: a.addressName, address });
  return address ? `${a.addressName}: ${address}` : a.addressName;
}

/**
 * The cart's address (or pickup point) and timeslot, each with its change button (the delivery
 * dialogs); `fixed` (an order being modified, decision 0057) shows them without.
 */
export function CheckoutDelivery({ cart, fixed = false }: { cart: Cart; fixed?: boolean }) {
  const t = useT();
  const parts = useCheckoutParts();
  const pickup = isPickup(cart);
  return (
    <SectionCard id="checkout-delivery" title={t(pickup ? 'checkout.pickupTitle' : 'checkout.deliveryTitle')}>
      <Row
        label={cart.selectedService?.name ?? t('checkout.address')}
        value={placeText(cart, t)}
        action={fixed ? undefined : t(pickup ? 'checkout.changePickup' : 'checkout.changeAddress')}
        onAction={parts.editAddress}
      />
      <Row
        label={t('checkout.slot')}
        value={parts.slotText(cart.timeslot) ?? t('checkout.noSlot')}
        action={fixed ? undefined : t('checkout.changeSlot')}
        onAction={parts.editTimeslot}
      />
    </SectionCard>
  );
}
