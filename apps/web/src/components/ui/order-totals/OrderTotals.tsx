import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isPickupService, ONLINE_PAYMENT_TYPES, type Order } from '@spesa/domain';
import { formatEuroDisplay } from '../../../lib/format';
import { TotalsRow as Row } from '../totals-row/TotalsRow';
import { VatBucketList } from '../vat-buckets/VatBucketList';
import { useT } from '../i18n';

interface Props {
  order: Order;
  /**
   * 'confirmation': the order just placed, the amount held on the card as one more line.
   * 'order-page': the order followed until delivery: the prepared amounts once it is picked, and
   * under the totals the hold explained while it stands, then the amount the card was charged.
   */
  variant: 'confirmation' | 'order-page';
  /** On the order page: the amount the card was charged, null until then. */
  captured?: number | null;
  /** A heading over the totals, where the page gives them none of its own. */
  title?: string;
}

/**
 * The placed order's money as the server stored it: goods, codes, delivery, the total with VAT
 * and the VAT of each rate (of the prepared amount too once the order was picked), and what the
 * card holds or was charged. Shared by the order confirmation and the order page.
 */
export function OrderTotals({ order, variant, captured = null, title }: Props) {
  const t = useT();
  const titleId = useId();
  const euro = formatEuroDisplay;
  const online = ONLINE_PAYMENT_TYPES.includes(order.paymentTypeId);
  const followed = variant === 'order-page';
  const pickup = order.place?.pickup ?? isPickupService(order.deliveryServiceId);
  const totals = (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('ui.orderTotals.goods')} value={euro(order.goodsTotal)} />
        {order.giftDiscount > 0 && (
          <Row label={t('ui.orderTotals.gift')} value={`-${euro(order.giftDiscount)}`} />
        )}
        <Row
          label={t(pickup ? 'ui.orderTotals.serviceFee' : 'ui.orderTotals.fee')}
          value={order.deliveryFee > 0 ? euro(order.deliveryFee) : t('ui.orderTotals.free')}
        />
        <Row label={t('ui.orderTotals.total')} value={euro(order.grossTotal)} strong ruled />
        {followed && order.preparedTotal != null && (
          <Row label={t('ui.orderTotals.prepared')} value={euro(order.preparedTotal)} strong />
        )}
        {/* Only what the card really holds: nothing after a refusal, nor before the provider said yes. */}
        {!followed && online && holds(order) && (
          <Row label={t('ui.orderTotals.held')} value={euro(order.prebilledAmount)} />
        )}
      </Box>
      <VatBucketList buckets={order.vatBuckets ?? []} />
      {followed && order.preparedVatBuckets && (
        <VatBucketList buckets={order.preparedVatBuckets} title={t('ui.orderTotals.preparedVatTitle')} />
      )}
      {followed && <CardMoneyNotice order={order} online={online} captured={captured} />}
    </>
  );
  if (!title) return totals;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h3" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {totals}
    </Box>
  );
}

/** The online payment was authorised (and so holds its amount), or has been charged since. */
const holds = (order: Order) => order.paymentState === 'authorised' || order.paymentState === 'captured';

/** The amount charged once the order is picked; before, the amount held while it stands. */
function CardMoneyNotice({
  order,
  online,
  captured,
}: {
  order: Order;
  online: boolean;
  captured: number | null;
}): ReactNode {
  const t = useT();
  const euro = formatEuroDisplay;
  if (captured !== null)
    return (
      <Box sx={{ mt: 2, p: 1.5, border: 1, borderColor: 'success.light', borderRadius: 1 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Row label={t('ui.orderTotals.captured')} value={euro(captured)} />
        </Box>
        <Typography variant="body2">
          {t('ui.orderTotals.capturedText', { amount: euro(captured) })}
        </Typography>
      </Box>
    );
  if (!online || order.prebilledAmount <= 0 || order.paymentState !== 'authorised') return null;
  return (
    <Box sx={{ mt: 2, p: 1.5, bgcolor: 'grey.100', borderRadius: 1 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('ui.orderTotals.hold')}
      </Typography>
      <Typography variant="body2">
        {t('ui.orderTotals.holdText', { amount: euro(order.prebilledAmount) })}
      </Typography>
    </Box>
  );
}
