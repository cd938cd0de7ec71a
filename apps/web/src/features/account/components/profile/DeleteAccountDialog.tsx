import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ResponsiveDialog } from '../../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useRequestAnonymizeToken } from '../../api/securityApi';
import { errorText } from '../../api/result';
import { useT } from '../../i18n';
import { DevOutboxLink } from '../common/DevOutboxLink';
import { FormMessage } from '../common/FormMessage';
import { DeleteConfirmForm } from './DeleteConfirmForm';

/** Deletion in two steps: say what is lost and send a code; then the code and the final tick. */
export function DeleteAccountDialog({
  open,
  onClose,
  email,
}: {
  open: boolean;
  onClose: () => void;
  email: string;
}) {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const request = useRequestAnonymizeToken({
    onSuccess: (info) => setSent(info ?? t('account.delete.codeSent')),
  });
  const close = () => {
    setSent(null);
    request.reset();
    onClose();
  };
  return (
    <ResponsiveDialog open={open} onClose={close} titleId="delete-title" maxWidth="sm">
      <DialogTitle id="delete-title">{t('account.delete.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{t('account.delete.text')}</Typography>
        <FormMessage text={request.isError ? errorText(request.error, t('common.genericError')) : null} />
        {sent ? (
          <>
            <FormMessage text={sent} severity="success" />
            <DeleteConfirmForm email={email} onCancel={close} />
            <DevOutboxLink />
          </>
        ) : (
          <Typography>{t('account.delete.step1', { email })}</Typography>
        )}
      </DialogContent>
      {!sent && (
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} autoFocus>
            {t('account.common.cancel')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => request.mutate()}
            disabled={request.isPending}
          >
            {t('account.delete.sendCode')}
          </Button>
        </DialogActions>
      )}
    </ResponsiveDialog>
  );
}
