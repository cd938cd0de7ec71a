import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ONLINE_PAYMENT_TYPES, paymentTypeName } from '@spesa/domain';
import { formatDateTime } from '../../../lib/format';
import type { OrderAddress, OrderView } from '../api/orderTypes';
import { useT } from '../i18n';
import { OrderStatusChip } from './OrderStatusChip';
import { isPickup } from '../orderActions';
import { slotText } from './slotText';

function addressText(a: OrderAddress): string {
  const street = [a.address1, a.addressNumber].filter(Boolean).join(' ');
  const town = [a.postalcode, a.city, a.province && `(${a.province})`].filter(Boolean).join(' ');
  return [a.addressName, street, town].filter(Boolean).join(', ');
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Status, when it was placed, the slot, the place and how it is paid. */
export function OrderSummary({ order }: { order: OrderView }) {
  const t = useT();
  const payment = paymentTypeName(order.paymentTypeId, isPickup(order));
  const online = ONLINE_PAYMENT_TYPES.includes(order.paymentTypeId);
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <Fact label={t('orders.detail.status')}>
        <OrderStatusChip statusId={order.orderStatusId} descr={order.orderStatusDescr} />
      </Fact>
      <Fact label={t('orders.detail.placedOn')}>{formatDateTime(order.addDate)}</Fact>
      <Fact label={t('orders.detail.slot')}>{slotText(order.timeslot)}</Fact>
      {/* 'Ritiro presso <store>, <address>' or 'Consegna a <address>', as the API writes it. */}
      {order.place ? (
        <Fact label={t('orders.detail.address')}>{order.place.text}</Fact>
      ) : (
        order.shippingAddress && (
          <Fact label={t('orders.detail.address')}>{addressText(order.shippingAddress)}</Fact>
        )
      )}
      {order.note && <Fact label={t('orders.detail.note')}>{order.note}</Fact>}
      <Fact label={t('orders.detail.payment')}>
        {/* The payment's state only for payments made online: on delivery there is none yet. */}
        {/* 'scheduled': a far slot's saved card, authorised at the cut-off (decision 0113). */}
        {[
          payment,
          online &&
            t(`orders.paymentState.${order.paymentState}`, {
              defaultValue: '',
              date: order.timeslot?.cutoffAt ? formatDateTime(order.timeslot.cutoffAt) : '',
            }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Fact>
    </Box>
  );
}
