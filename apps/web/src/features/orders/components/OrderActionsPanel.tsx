import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/ConfirmDialog';
import { notify } from '../../../lib/events';
import { useCancelOrder } from '../api/cancelOrderApi';
import { useModifyOrder } from '../api/modifyOrderApi';
import { useReorder } from '../api/reorderApi';
import type { OrderView } from '../api/orderTypes';
import { orderActions } from '../orderActions';
import { reorderOutcome, type ReorderOutcome } from '../reorderResults';
import { useT } from '../i18n';
import { ReorderResultDialog } from './ReorderResultDialog';

type Asking = 'cancel' | 'modify' | null;

/** Cancel and modify (each asked first), and order again; a refusal is said under the buttons. */
export function OrderActionsPanel({ order }: { order: OrderView }) {
  const t = useT();
  const navigate = useNavigate();
  const allowed = orderActions(order);
  const [asking, setAsking] = useState<Asking>(null);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ReorderOutcome | null>(null);
  const orderId = order.orderId;
  const failed = (e: Error) => {
    setAsking(null);
    setError(e.message);
  };

  const cancel = useCancelOrder({
    onSuccess: (answer) => {
      setAsking(null);
      const said = answer.response.infosMessage?.find((m) => m?.message)?.message;
      notify({ variant: 'success', message: said ?? t('orders.actions.cancelled', { orderId }) });
    },
    onError: failed,
  });
  const modify = useModifyOrder({
    onSuccess: () => {
      setAsking(null);
      void navigate('/cart');
    },
    onError: failed,
  });
  const reorder = useReorder({
    onSuccess: (answer) =>
      setOutcome(
        reorderOutcome(
          answer,
          order.orderLines.map((l) => l.name),
        ),
      ),
    onError: failed,
  });
  const busy = cancel.isPending || modify.isPending || reorder.isPending;

  return (
    <Box component="section" aria-labelledby="order-actions-title">
      <Typography id="order-actions-title" component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('orders.actions.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {allowed.modify && (
          <Button variant="contained" disabled={busy} onClick={() => (setError(null), setAsking('modify'))}>
            {t('orders.actions.modify')}
          </Button>
        )}
        {allowed.reorder && (
          <Button
            variant="outlined"
            disabled={busy}
            aria-busy={reorder.isPending}
            onClick={() => (setError(null), reorder.mutate(orderId))}
          >
            {t('orders.actions.reorder')}
          </Button>
        )}
        {allowed.cancel && (
          <Button
            color="error"
            variant="outlined"
            disabled={busy}
            onClick={() => (setError(null), setAsking('cancel'))}
          >
            {t('orders.actions.cancel')}
          </Button>
        )}
      </Box>
      {order.isBeingModified ? (
        // Being modified (decision 0057): the order is in the cart until confirmed or given up.
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" component={RouterLink} to="/cart">
              {t('orders.actions.toCart')}
            </Button>
          }
        >
          {t('orders.actions.beingModified')}
        </Alert>
      ) : (
        !allowed.cancel &&
        !allowed.modify &&
        !allowed.closed && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('orders.actions.locked')}
          </Typography>
        )
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} role="alert">
          {error}
        </Alert>
      )}
      <ConfirmDialog
        open={asking === 'cancel'}
        title={t('orders.actions.cancelTitle', { orderId })}
        text={t('orders.actions.cancelText')}
        confirmLabel={t('orders.actions.cancelConfirm')}
        cancelLabel={t('orders.actions.keep')}
        busy={cancel.isPending}
        destructive
        onConfirm={() => cancel.mutate(orderId)}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'modify'}
        title={t('orders.actions.modifyTitle', { orderId })}
        text={t('orders.actions.modifyText')}
        confirmLabel={t('orders.actions.modifyConfirm')}
        cancelLabel={t('orders.actions.back')}
        busy={modify.isPending}
        onConfirm={() => modify.mutate(orderId)}
        onClose={() => setAsking(null)}
      />
      <ReorderResultDialog outcome={outcome} onClose={() => setOutcome(null)} />
    </Box>
  );
}
