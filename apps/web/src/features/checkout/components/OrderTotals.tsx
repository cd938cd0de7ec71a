import Box from '@mui/material/Box';
import type { Order } from '@spesa/domain';
import { TotalsRow as Row } from '../../../components/ui/totals-row/TotalsRow';
import { VatBucketList } from '../../../components/ui/vat-buckets/VatBucketList';
import { formatEuroDisplay } from '../../../lib/format';
import { isOnlinePayment } from '../flow/paymentTypes';
import { useT } from '../i18n';

/**
 * The placed order's money as the server stored it: goods, discounts, delivery, total, the hold,
 * and "di cui IVA" by rate.
 */
export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const euro = formatEuroDisplay;
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('checkout.goods')} value={euro(order.goodsTotal)} />
        {order.giftDiscount > 0 && (
          <Row label={t('checkout.giftDiscount')} value={`-${euro(order.giftDiscount)}`} />
        )}
        <Row
          label={t('checkout.deliveryFee')}
          value={order.deliveryFee > 0 ? euro(order.deliveryFee) : t('checkout.deliveryFree')}
        />
        <Row label={t('checkout.total')} value={euro(order.grossTotal)} strong />
        {isOnlinePayment(order.paymentTypeId) && (
          <Row label={t('checkout.held')} value={euro(order.prebilledAmount)} />
        )}
      </Box>
      <VatBucketList buckets={order.vatBuckets ?? []} />
    </>
  );
}
