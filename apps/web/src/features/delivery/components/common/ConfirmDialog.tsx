import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question; the safe choice has the focus, so Enter never deletes by accident. */
export function ConfirmDialog(p: Props) {
  const id = useId();
  return (
    <Dialog
      open={p.open}
      onClose={p.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{p.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} color="text.primary">
          {p.text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={p.onClose} autoFocus>
          {p.cancelLabel}
        </Button>
        <Button
          onClick={p.onConfirm}
          color={p.destructive ? 'error' : 'primary'}
          variant="contained"
          disabled={p.busy}
        >
          {p.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
