import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** The safe choice: it closes the dialog and has the focus. */
  cancelLabel: string;
  /** While the confirmed action runs: the confirm button waits. */
  busy?: boolean;
  /** Something is taken away (red confirm button); a plain question otherwise. */
  destructive?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A yes/no question before an action the shopper cannot take back; the safe choice has the focus. */
export function ConfirmDialog(props: Props) {
  const {
    open,
    title,
    text,
    confirmLabel,
    cancelLabel,
    busy,
    destructive = true,
    onConfirm,
    onClose,
  } = props;
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
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
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} autoFocus>
          {cancelLabel}
        </Button>
        <Button
          onClick={onConfirm}
          color={destructive ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
