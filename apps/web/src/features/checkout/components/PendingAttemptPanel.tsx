import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { PAYMENT_TYPE_NAMES } from '@spesa/domain';
import type { StoredAttempt } from '../flow/attempt';
import { useT } from '../i18n';

/**
 * The order was sent but its answer never came (the connection dropped, the page was left): it may
 * be placed already. "Riprova" sends it again as it was, with its key, so the server answers the
 * order it placed, or places it now; never a second one. The shopper may also go back and change it.
 */
export function PendingAttemptPanel({
  attempt,
  busy,
  stillLost,
  onRetry,
  onDrop,
}: {
  attempt: StoredAttempt;
  busy: boolean;
  stillLost: boolean;
  onRetry: () => void;
  onDrop: () => void;
}) {
  const t = useT();
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{t('checkout.lostTitle')}</AlertTitle>
      {t('checkout.lostText', { payment: PAYMENT_TYPE_NAMES[attempt.request.paymentTypeId] ?? '' })}
      {stillLost && (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
          {t('checkout.stillLost')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          variant="contained"
          onClick={onRetry}
          aria-disabled={busy || undefined}
          startIcon={busy ? <CircularProgress size={20} color="inherit" /> : undefined}
          sx={{ minHeight: 44 }}
        >
          {t('checkout.lostRetry')}
        </Button>
        <Button color="inherit" onClick={onDrop} disabled={busy} sx={{ minHeight: 44 }}>
          {t('checkout.lostDrop')}
        </Button>
      </Box>
    </Alert>
  );
}
