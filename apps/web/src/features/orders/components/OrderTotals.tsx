import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ONLINE_PAYMENT_TYPES } from '@spesa/domain';
import { TotalsRow as Row } from '../../../components/ui/totals-row/TotalsRow';
import { VatBucketList } from '../../../components/ui/vat-buckets/VatBucketList';
import { formatEuroDisplay } from '../../../lib/format';
import type { OrderView } from '../api/orderTypes';
import { capturedAmount } from '../orderActions';
import { useT } from '../i18n';

/**
 * The order's money as the server computed it: goods, codes, delivery, the total with VAT and the
 * VAT of each rate (of the prepared amount too once the order was picked), the amount held on the
 * card and, once the order was picked, the amount actually taken.
 */
export function OrderTotals({ order }: { order: OrderView }) {
  const t = useT();
  const euro = formatEuroDisplay;
  const captured = capturedAmount(order);
  const online = ONLINE_PAYMENT_TYPES.includes(order.paymentTypeId);
  const held =
    online && captured === null && order.prebilledAmount > 0 && order.paymentState === 'authorised';
  return (
    <Box component="section" aria-labelledby="order-totals-title">
      <Typography id="order-totals-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('orders.totals.title')}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('orders.totals.goods')} value={euro(order.goodsTotal)} />
        {order.giftDiscount > 0 && (
          <Row label={t('orders.totals.gift')} value={`-${euro(order.giftDiscount)}`} />
        )}
        <Row
          label={t('orders.totals.fee')}
          value={order.deliveryFee > 0 ? euro(order.deliveryFee) : t('orders.totals.free')}
        />
        <Row label={t('orders.totals.total')} value={euro(order.grossTotal)} strong ruled />
        {order.preparedTotal != null && (
          <Row label={t('orders.totals.prepared')} value={euro(order.preparedTotal)} strong />
        )}
      </Box>
      <VatBucketList buckets={order.vatBuckets ?? []} />
      {order.preparedVatBuckets && (
        <VatBucketList buckets={order.preparedVatBuckets} title={t('orders.totals.preparedVatTitle')} />
      )}
      {captured !== null && (
        <Box sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'success.light', borderRadius: 1 }}>
          <Box component="dl" sx={{ m: 0 }}>
            <Row label={t('orders.totals.captured')} value={euro(captured)} />
          </Box>
          <Typography variant="body2">
            {t('orders.totals.capturedText', { amount: euro(captured) })}
          </Typography>
        </Box>
      )}
      {held && (
        <Box sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('orders.totals.hold')}
          </Typography>
          <Typography variant="body2">
            {t('orders.totals.holdText', { amount: euro(order.prebilledAmount) })}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
