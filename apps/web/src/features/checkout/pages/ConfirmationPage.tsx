import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ERROR_MESSAGES, paymentTypeName, type Cart, type Order } from '@spesa/domain';
import { OrderTotals } from '../../../components/ui/order-totals/OrderTotals';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatDateTime, formatEuroDisplay } from '../../../lib/format';
import { usePlacedOrder } from '../api/placedOrderApi';
import { PayAgainForm } from '../components/PayAgainForm';
import { SectionCard } from '../components/SectionCard';
import { holderCodes } from '../flow/invoiceHolder';
import { placedOrder } from '../flow/placedOrders';
import { canPayAgain, confirmationState, type ConfirmationState } from '../flow/paymentState';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';

const TITLE: Record<ConfirmationState, string> = {
  paid: 'checkout.confirmationTitle',
  scheduled: 'checkout.confirmationTitle',
  onDelivery: 'checkout.confirmationTitle',
  deferred: 'checkout.confirmationTitle',
  invoice: 'checkout.confirmationTitle',
  awaiting: 'checkout.confirmationTitleAwaiting',
  declined: 'checkout.confirmationTitleDeclined',
  cancelled: 'checkout.stateCancelled',
};

function stateText(t: ReturnType<typeof useT>, state: ConfirmationState, order: Order): string {
  const hold = formatEuroDisplay(order.prebilledAmount);
  switch (state) {
    case 'paid':
      return t(order.paymentTypeId === 13 ? 'checkout.statePaidPaypal' : 'checkout.statePaid', { hold });
    case 'onDelivery':
      return t(order.place?.pickup ? 'checkout.stateOnPickup' : 'checkout.stateOnDelivery');
    case 'deferred':
      return t('checkout.stateDeferred');
    case 'invoice':
      return t('checkout.stateInvoice');
    case 'scheduled':
      return t('checkout.stateScheduled', {
        date: order.timeslot?.cutoffAt ? formatDateTime(order.timeslot.cutoffAt) : '',
      });
    case 'awaiting':
      return t('checkout.stateAwaiting');
    case 'declined':
      return t('checkout.stateDeclined');
    case 'cancelled':
      return t('checkout.stateCancelled');
  }
}

/** The order's own slot (order/view names its times) when this tab did not keep the one chosen. */
function slotOf(order: Order): Cart['timeslot'] {
  const { date, timeslotId, beginTime, endTime } = order.timeslot;
  if (!beginTime || !endTime) return null;
  return { date, dateIso: date, timeslotId, beginTime, endTime, name: '', autoAssigned: false };
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ py: 0.5 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * /checkout/confirmation/:orderId, where checkout and the payment provider's page lead: the order
 * number, slot, address, totals and payment state; after a declined card the spec's text (the
 * order is cancelled automatically unless paid again) and "Paga di nuovo".
 */
export default function ConfirmationPage() {
  const t = useT();
  const parts = useCheckoutParts();
  const orderId = Number(useParams().orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const placed = valid ? placedOrder(orderId) : null;
  const { data, isFetching, isError, refetch } = usePlacedOrder(valid ? orderId : 0);
  const order = data?.order;
  const state = order ? confirmationState(order) : null;
  // A modification confirmed (decision 0057): the same order, now "modificato".
  const modified =
    placed?.modifying === true && state !== null && !['declined', 'awaiting', 'cancelled'].includes(state);
  const title = modified
    ? 'checkout.confirmationTitleModified'
    : state
      ? TITLE[state]
      : 'checkout.confirmationTitle';
  useDocumentTitle(t(title));

  if (!order) {
    return (
      <Container maxWidth="md" sx={{ px: { xs: 1, sm: 2 }, py: 2 }}>
        <Typography component="h1" variant="h4" sx={{ mb: 2, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {valid ? t('checkout.orderNumber', { orderId }) : t('checkout.confirmationTitle')}
        </Typography>
        {isFetching ? (
          <CircularProgress aria-label={t('checkout.loading')} />
        ) : (
          <Alert
            severity="info"
            action={
              <Button color="inherit" component={RouterLink} to="/profile/orders">
                {t('checkout.orderDetails')}
              </Button>
            }
          >
            {t('checkout.unknownOrder')}
          </Alert>
        )}
      </Container>
    );
  }

  const severity =
    state === 'declined' || state === 'cancelled' ? 'error' : state === 'awaiting' ? 'warning' : 'success';
  return (
    <Container
      maxWidth="md"
      sx={{ px: { xs: 1, sm: 2 }, py: 2, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box>
        <Typography component="h1" variant="h4" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t(title)}
        </Typography>
        <Typography sx={{ fontSize: '1.25rem', fontWeight: 700 }}>
          {t('checkout.orderNumber', { orderId })}
        </Typography>
      </Box>
      <Alert severity={severity} role={severity === 'success' ? 'status' : 'alert'}>
        {state === 'declined'
          ? ERROR_MESSAGES.PAYMENT_DECLINED
          : state === 'awaiting'
            ? t('checkout.awaitingText')
            : state === 'cancelled'
              ? t('checkout.stateCancelled')
              : t(modified ? 'checkout.thanksModified' : 'checkout.thanks')}
      </Alert>
      {isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('checkout.retry')}
            </Button>
          }
        >
          {t('checkout.orderNotLoaded')}
        </Alert>
      )}
      {state === 'awaiting' && data?.paymentUrl && (
        // The provider's page is still open for this payment: the shopper can finish it there.
        <Button
          variant="contained"
          href={data.paymentUrl}
          sx={{ alignSelf: { sm: 'flex-start' }, minHeight: 48 }}
        >
          {t('checkout.continuePayment')}
        </Button>
      )}
      {canPayAgain(order) && (
        <SectionCard id="pay-again" title={t('checkout.payAgain')}>
          <PayAgainForm order={order} onPaid={() => void refetch()} />
        </SectionCard>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          {/* Where, as the API writes it: 'Ritiro presso <store>, <address>' for a pickup. */}
          {(order.place || placed) && (
            <Fact
              label={placed?.serviceName || t('checkout.address')}
              value={order.place?.text ?? placed?.addressName ?? ''}
            />
          )}
          <Fact label={t('checkout.slot')} value={parts.slotText(placed?.timeslot ?? slotOf(order)) ?? ''} />
          <Fact
            label={t('checkout.paymentTitle')}
            value={paymentTypeName(order.paymentTypeId, order.place?.pickup ?? false)}
          />
          <Fact label={t('checkout.paymentState')} value={stateText(t, state!, order)} />
          {order.invoiceHolder && (
            <Fact
              label={t('checkout.holderFact')}
              value={[order.invoiceHolder.name, holderCodes(order.invoiceHolder)].filter(Boolean).join(' · ')}
            />
          )}
        </Box>
      </Paper>
      <SectionCard id="order-totals" title={t('checkout.totalsTitle')}>
        <OrderTotals order={order} variant="confirmation" />
      </SectionCard>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" component={RouterLink} to="/profile/orders">
          {t('checkout.orderDetails')}
        </Button>
        <Button component={RouterLink} to="/">
          {t('checkout.continueShopping')}
        </Button>
      </Box>
    </Container>
  );
}
