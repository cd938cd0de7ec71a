import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Cart } from '@spesa/domain';
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

/**
 * The cart's address (or pickup point) and timeslot, each with its change button (the delivery
 * dialogs); `fixed` (an order being modified, decision 0057) shows them without.
 */
export function CheckoutDelivery({ cart, fixed = false }: { cart: Cart; fixed?: boolean }) {
  const t = useT();
  const parts = useCheckoutParts();
  const pickup = cart.shippingAddress && cart.shippingAddress.deliveryServiceId !== 2;
  return (
    <SectionCard id="checkout-delivery" title={t(pickup ? 'checkout.pickupTitle' : 'checkout.deliveryTitle')}>
      <Row
        label={cart.selectedService?.name ?? t('checkout.address')}
        value={cart.shippingAddress?.addressName ?? t('checkout.noAddress')}
        action={fixed ? undefined : t('checkout.changeAddress')}
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
