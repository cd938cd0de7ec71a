import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../i18n';

/** 'message.removeList': the confirmation before a list goes, naming it; the safe choice has the focus. */
export function DeleteListDialog({ name, open, busy, onAnswer }: { name: string; open: boolean; busy: boolean; onAnswer: (yes: boolean) => void }) {
  const t = useT();
  const id = useId();
  return (
    <Dialog open={open} onClose={() => onAnswer(false)} maxWidth="xs" fullWidth aria-labelledby={`${id}-t`} aria-describedby={`${id}-d`}>
      <DialogTitle id={`${id}-t`}>{t('lists.page.removeListTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-d`} color="text.primary">
          {t('lists.page.removeList', { name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('lists.page.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)} color="error" variant="contained" disabled={busy}>
          {t('lists.page.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
