import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isPickupService, type Cart } from '@spesa/domain';
import { TotalsRow as Row } from '../../../components/ui/totals-row/TotalsRow';
import { VatBucketList } from '../../../components/ui/vat-buckets/VatBucketList';
import { formatEuroDisplay } from '../../../lib/format';
import { useT } from '../i18n';

/**
 * The cart's money as the server computed it (decision 0026): goods, discounts, delivery fee,
 * total, the VAT of each rate, and the amount an online card payment holds, said plainly
 * (`showHold` false: the checkout shows the hold beside the payment choice).
 */
export function CartTotals({ cart, showHold = true }: { cart: Cart; showHold?: boolean }) {
  const t = useT();
  const euro = formatEuroDisplay;
  // A pickup's fee pays for the picking, not a trip: the shopper reads "Spese di servizio".
  const pickup = isPickupService(cart.shippingAddress?.deliveryServiceId);
  return (
    <Box component="section" aria-labelledby="cart-totals-title">
      <Typography id="cart-totals-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('cartPage.totals')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('cartPage.goods')} value={euro(cart.goodsTotal + cart.promoDiscount)} />
        {cart.promoDiscount > 0 && (
          <Row label={t('cartPage.promoDiscount')} value={`-${euro(cart.promoDiscount)}`} />
        )}
        {cart.giftDiscount > 0 && (
          <Row label={t('cartPage.giftDiscount')} value={`-${euro(cart.giftDiscount)}`} />
        )}
        <Row
          label={t(pickup ? 'cartPage.serviceFee' : 'cartPage.deliveryFee')}
          value={cart.deliveryFee > 0 ? euro(cart.deliveryFee) : t('cartPage.deliveryFree')}
        />
        <Row label={t('cartPage.total')} value={euro(cart.grossTotal)} strong ruled />
      </Box>
      <VatBucketList buckets={cart.vatBuckets} />
      {/* The checkout says it next to the payment choice instead, with the shopper's consent. */}
      {showHold && (
        <Box sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('cartPage.holdTitle')}
          </Typography>
          <Typography variant="body2">
            {t(pickup ? 'cartPage.holdTextPickup' : 'cartPage.holdText', { hold: euro(cart.paymentHold) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
