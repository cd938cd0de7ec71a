import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import type { Cart } from '@spesa/domain';
import { modifiedOrderOf } from '../../../lib/cart';
import { formatDateTime } from '../../../lib/format';
import { useCancelModify } from '../api/modifyCancelApi';
import { useT } from '../i18n';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Says that the cart is order N being modified, until when, and that the slot stays the same;
 * "Annulla modifiche" (asked first) gives the order back as it was and opens it.
 */
export function ModifyingOrderBanner({ cart }: { cart: Pick<Cart, 'cartInfos'> }) {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const modified = modifiedOrderOf(cart);
  const cancel = useCancelModify({
    onSuccess: () => void navigate(`/profile/orders/${modified?.orderId ?? ''}`),
    onError: (e) => setError(e.message),
  });
  if (!modified) return null;
  const { orderId, cutoffAt } = modified;
  return (
    <Box sx={{ mb: 2 }}>
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={() => setAsking(true)} disabled={cancel.isPending}>
            {t('cartPage.modifyCancel')}
          </Button>
        }
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' } } }}
      >
        <AlertTitle component="h2" sx={{ fontSize: '1.05rem' }}>
          {t('cartPage.modifyingTitle', { orderId })}
        </AlertTitle>
        {t('cartPage.modifyingText', { cutoff: formatDateTime(cutoffAt) })}
      </Alert>
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <ConfirmDialog
        open={asking}
        title={t('cartPage.modifyCancelTitle', { orderId })}
        text={t('cartPage.modifyCancelText')}
        confirmLabel={t('cartPage.modifyCancelConfirm')}
        onAnswer={(yes) => {
          setAsking(false);
          if (yes) cancel.mutate(orderId);
        }}
      />
    </Box>
  );
}
