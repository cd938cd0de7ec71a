import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE, type Cart } from '@spesa/domain';
import { Link as RouterLink } from 'react-router';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';
import { SectionCard } from './SectionCard';

/**
 * Need invoice (the cart's own switch) and whom it is made out to: the billing data of the
 * shopper's profile (the fiscal person), which the server requires before the order.
 */
export function InvoiceChoice({ cart, paymentTypeId }: { cart: Cart; paymentTypeId: number }) {
  const t = useT();
  const { InvoiceSwitch } = useCheckoutParts();
  const always = paymentTypeId === PAYMENT_TYPE.summaryInvoice;
  const wanted = always || cart.cartInfos.need_invoice === 'true';
  return (
    <SectionCard id="checkout-invoice" title={t('checkout.invoiceTitle')}>
      {always ? (
        <Typography variant="body2">{t('checkout.invoiceAlways')}</Typography>
      ) : (
        <InvoiceSwitch cart={cart} />
      )}
      {wanted && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('checkout.invoiceTo')}{' '}
          <Link component={RouterLink} to="/profile/invoicing">
            {t('checkout.invoiceEdit')}
          </Link>
        </Typography>
      )}
    </SectionCard>
  );
}
