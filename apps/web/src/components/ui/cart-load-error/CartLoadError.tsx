import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useT } from '../i18n';

/**
 * The cart could not be read (spec key errorLoadingCart): the error and a "Riprova" that reads it
 * again. The cart page and the checkout show the same alert, so it lives here once.
 */
export function CartLoadError({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {t('errorLoadingCart')}
    </Alert>
  );
}
