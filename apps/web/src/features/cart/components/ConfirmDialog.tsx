import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useT } from '../i18n';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  onAnswer: (yes: boolean) => void;
}

/** A yes/no question before something is taken away; the safe choice has the focus. */
export function ConfirmDialog({ open, title, text, confirmLabel, onAnswer }: Props) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} color="text.primary">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('cartPage.cancel')}
        </Button>
        <Button onClick={() => onAnswer(true)} color="error" variant="contained">
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
