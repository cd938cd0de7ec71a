import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n';

interface Props {
  secondsLeft: number;
  busy: boolean;
  onResend: () => void;
}

/**
 * 'Potrai richiedere un nuovo codice tra N secondi', then the resend link (spec section 2). The
 * ticking number is not announced every second (aria-live off); the link appearing is.
 */
export function ResendCountdown({ secondsLeft, busy, onResend }: Props) {
  const t = useT();
  return (
    <div aria-live="polite">
      {secondsLeft > 0 ? (
        <Typography variant="body2" color="text.secondary" aria-live="off">
          {t('account.mfa.countdown', { count: secondsLeft })}
        </Typography>
      ) : (
        <Button variant="text" onClick={onResend} disabled={busy} sx={{ px: 0, textDecoration: 'underline' }}>
          {t('account.mfa.resend')}
        </Button>
      )}
    </div>
  );
}
