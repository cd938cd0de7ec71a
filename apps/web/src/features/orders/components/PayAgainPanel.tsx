import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BUSINESS_PAYMENT_TYPES, PAYMENT_TYPE, USER_TYPE_BUSINESS } from '@spesa/domain';
import { useCurrentUser } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { usePayAgain, type PayAgainRequest } from '../../../lib/orders';
import type { OrderView } from '../api/orderTypes';
import { useT } from '../i18n';
import { leaveFor } from './leavePage';

/**
 * After a declined card (spec section 8): the order will be cancelled soon unless paid again.
 * "Paga di nuovo" retries the order's payment type; the other types the shopper may use (online,
 * on delivery, and a business customer's deferred types) switch to them (issue 40).
 */
export function PayAgainPanel({ order }: { order: OrderView }) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const pay = usePayAgain({
    onSuccess: (answer) => {
      const url = answer?.paymentUrl;
      if (url) {
        setLeaving(true);
        leaveFor(url);
      } else setDone(true);
    },
    onError: (e) => setError(e.message),
  });
  const run = (input: PayAgainRequest) => {
    setError(null);
    pay.mutate(input);
  };
  const byCard = order.paymentTypeId === PAYMENT_TYPE.card;
  const { user } = useCurrentUser();
  const offline = [
    PAYMENT_TYPE.onDelivery,
    ...(user?.userType?.userTypeId === USER_TYPE_BUSINESS ? BUSINESS_PAYMENT_TYPES : []),
  ];
  const [done, setDone] = useState(false);
  return (
    <Alert severity="error" component="section" aria-labelledby="pay-again-title">
      <AlertTitle id="pay-again-title" component="h3">
        {t('orders.payAgain.title')}
      </AlertTitle>
      <Typography variant="body2">{t('orders.payAgain.text')}</Typography>
      {order.paymentDueAt && (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('orders.payAgain.due', { date: formatDateTime(order.paymentDueAt) })}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        <Button
          variant="contained"
          disabled={pay.isPending || leaving}
          onClick={() => run({ orderId: order.orderId })}
        >
          {byCard ? t('orders.payAgain.card') : t('orders.payAgain.paypal')}
        </Button>
        <Button
          variant="outlined"
          disabled={pay.isPending || leaving}
          onClick={() =>
            run({ orderId: order.orderId, paymentTypeId: byCard ? PAYMENT_TYPE.paypal : PAYMENT_TYPE.card })
          }
        >
          {byCard ? t('orders.payAgain.paypal') : t('orders.payAgain.card')}
        </Button>
        {offline.map((paymentTypeId) => (
          <Button
            key={paymentTypeId}
            variant="outlined"
            disabled={pay.isPending || leaving}
            onClick={() => run({ orderId: order.orderId, paymentTypeId })}
          >
            {t(`orders.payAgain.type${paymentTypeId}`)}
          </Button>
        ))}
      </Box>
      {done && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {t('orders.payAgain.done')}
        </Typography>
      )}
      {leaving && (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {t('orders.payAgain.opening')}
        </Typography>
      )}
      {error && (
        <Typography variant="body2" role="alert" sx={{ mt: 1, fontWeight: 600 }}>
          {error}
        </Typography>
      )}
    </Alert>
  );
}
