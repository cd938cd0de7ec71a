import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE, type Cart } from '@spesa/domain';
import { Link as RouterLink } from 'react-router';
import { useInvoiceHolders } from '../api/invoiceHoldersApi';
import { invoiceWanted } from '../flow/invoiceHolder';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';
import { InvoiceHolderChoice } from './InvoiceHolderChoice';
import { SectionCard } from './SectionCard';

/**
 * Need invoice (the cart's own switch) and whom it is made out to: the profile's billing data or
 * one of the fiscal persons (decision 0059), which the server requires before the order.
 */
export function InvoiceChoice({
  cart,
  paymentTypeId,
  holderId,
  onHolderChange,
}: {
  cart: Cart;
  paymentTypeId: number;
  /** The holder chosen: a fiscal person's id, null for the profile's data, undefined the default. */
  holderId: number | null | undefined;
  onHolderChange: (id: number | null) => void;
}) {
  const t = useT();
  const { InvoiceSwitch } = useCheckoutParts();
  const always = paymentTypeId === PAYMENT_TYPE.summaryInvoice;
  const wanted = invoiceWanted(cart, paymentTypeId);
  const holders = useInvoiceHolders(wanted);
  const none = holders.data?.length === 0;
  return (
    <SectionCard id="checkout-invoice" title={t('checkout.invoiceTitle')}>
      {always ? (
        <Typography variant="body2">{t('checkout.invoiceAlways')}</Typography>
      ) : (
        <InvoiceSwitch cart={cart} />
      )}
      {wanted && (
        <>
          <InvoiceHolderChoice
            holders={holders.isError ? [] : holders.data}
            value={holderId}
            onChange={onHolderChange}
          />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {none && `${t('checkout.holderNone')} `}
            <Link component={RouterLink} to="/profile/invoicing">
              {none ? t('checkout.invoiceEdit') : t('checkout.holdersManage')}
            </Link>
          </Typography>
        </>
      )}
    </SectionCard>
  );
}
