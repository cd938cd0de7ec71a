import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import { OrderTotals } from '../../../components/ui/order-totals/OrderTotals';
import type { OrderView } from '../api/orderTypes';
import { useT } from '../i18n';
import { capturedAmount, orderActions } from '../orderActions';
import { OrderActionsPanel } from './OrderActionsPanel';
import { OrderLines } from './OrderLines';
import { OrderNoteSection } from './OrderNoteSection';
import { OrderStatusHistory } from './OrderStatusHistory';
import { OrderSummary } from './OrderSummary';
import { ParkingReservationForm } from './ParkingReservationForm';
import { PayAgainPanel } from './PayAgainPanel';

interface Props {
  order: OrderView;
  /** The e-mail link's page: the order to read, no actions (they need the shopper's login). */
  readOnly?: boolean;
}

/**
 * One order: what to do first (pay again), its summary and history, the lines ordered and
 * prepared, the totals; then the note, parking and the actions. Two columns from tablets up.
 */
export function OrderDetails({ order, readOnly = false }: Props) {
  const t = useT();
  const allowed = orderActions(order);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {!readOnly && allowed.payAgain && <PayAgainPanel order={order} />}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
          <OrderSummary order={order} />
          <Divider />
          <OrderLines lines={order.orderLines} ready={order.preparedTotal != null} />
        </Paper>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <OrderTotals
              order={order}
              variant="order-page"
              captured={capturedAmount(order)}
              title={t('orders.totals.title')}
            />
          </Paper>
          {order.statusHistory && order.statusHistory.length > 0 && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
              <OrderStatusHistory steps={order.statusHistory} />
            </Paper>
          )}
          {!readOnly && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
              <OrderActionsPanel order={order} />
              {allowed.parking && (
                <>
                  <Divider />
                  <ParkingReservationForm orderId={order.orderId} />
                </>
              )}
              <Divider />
              <OrderNoteSection orderId={order.orderId} editable={allowed.note} />
            </Paper>
          )}
        </Box>
      </Box>
    </Box>
  );
}
