import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Order } from '@spesa/domain';
import { formatEuroDisplay } from '../../../lib/format';
import { isOnlinePayment } from '../flow/paymentTypes';
import { useT } from '../i18n';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 700 : 400, whiteSpace: 'nowrap' }}>
        {value}
      </Typography>
    </Box>
  );
}

/** The placed order's money as the server stored it: goods, discounts, delivery, total, the hold. */
export function OrderTotals({ order }: { order: Order }) {
  const t = useT();
  const euro = formatEuroDisplay;
  return (
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
  );
}
