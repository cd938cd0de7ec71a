import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../lib/format';
import type { OrderStatusStep } from '../api/orderTypes';
import { useT } from '../i18n';
import { statusLabel } from './OrderStatusChip';

/** The order's statuses, oldest first, each with when it was reached: a plain ordered list. */
export function OrderStatusHistory({ steps }: { steps: OrderStatusStep[] }) {
  const t = useT();
  if (steps.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="order-history-title">
      <Typography id="order-history-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('orders.detail.history')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {steps.map((s, i) => (
          <Box
            component="li"
            key={`${s.orderStatusId}-${s.date}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: i === steps.length - 1 ? 0 : 1.5,
              // A dot per step and a line joining them: the path the order took.
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 4,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: i === steps.length - 1 ? 'primary.main' : 'grey.400',
              },
              '&::after':
                i === steps.length - 1
                  ? undefined
                  : {
                      content: '""',
                      position: 'absolute',
                      left: 8,
                      top: 18,
                      bottom: 0,
                      width: 2,
                      bgcolor: 'grey.300',
                    },
            }}
          >
            <Typography sx={{ fontWeight: i === steps.length - 1 ? 700 : 400 }}>
              {statusLabel(s.orderStatusId, s.orderStatusDescr)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={s.date}>{formatDateTime(s.date)}</time>
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
