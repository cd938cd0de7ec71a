import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import type { CheckoutFailure } from '../flow/checkoutErrors';
import { useT } from '../i18n';
import { useCheckoutParts } from '../parts';

/** A refused order: the server's first error text, with the step that puts it right (a full slot: another slot). */
export function CheckoutFailureAlert({ failure }: { failure: CheckoutFailure }) {
  const t = useT();
  const parts = useCheckoutParts();
  const action =
    failure.fix === 'timeslot' ? (
      <Button color="inherit" size="small" onClick={parts.editTimeslot}>
        {t('checkout.chooseOtherSlot')}
      </Button>
    ) : failure.fix === 'address' ? (
      <Button color="inherit" size="small" onClick={parts.editAddress}>
        {t('checkout.changeAddress')}
      </Button>
    ) : failure.fix === 'invoicing' ? (
      <Button color="inherit" size="small" component={RouterLink} to="/profile/invoicing">
        {t('checkout.invoiceEdit')}
      </Button>
    ) : undefined;
  return (
    <Alert
      severity={failure.retrySameAttempt ? 'warning' : 'error'}
      sx={{ '& .MuiAlert-action': { alignItems: 'flex-start' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      action={action}
    >
      {failure.message}
    </Alert>
  );
}
