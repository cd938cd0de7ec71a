import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatEuroDisplay } from '../../../lib/format';
import type { OrderView } from '../api/orderTypes';
import { useT } from '../i18n';
import { OrderStatusChip } from './OrderStatusChip';
import { slotText } from './slotText';

/** One order of the list: number, status, dates, total, and the way to its page. */
export function OrderListItem({ order }: { order: OrderView }) {
  const t = useT();
  const headingId = `order-${order.orderId}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {t('orders.card.number', { orderId: order.orderId })}
        </Typography>
        <OrderStatusChip statusId={order.orderStatusId} descr={order.orderStatusDescr} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('orders.card.placed', { date: formatDate(order.addDate) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('orders.card.slot', { slot: slotText(order.timeslot) })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>
          {t('orders.card.total')} {formatEuroDisplay(order.grossTotal)}
        </Typography>
        <Button
          component={RouterLink}
          to={`/profile/orders/${order.orderId}`}
          variant="outlined"
          aria-label={t('orders.card.openLabel', { orderId: order.orderId })}
        >
          {t('orders.card.open')}
        </Button>
      </Box>
    </Paper>
  );
}
