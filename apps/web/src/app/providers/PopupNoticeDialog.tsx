import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Notice } from '../../lib/events';
import { useT } from '../../lib/i18n';

interface Props {
  notice: Notice | null;
  onClose: () => void;
}

/** Server messages whose code is in showInPopupCode must be read and acknowledged. */
export default function PopupNoticeDialog({ notice, onClose }: Props) {
  const t = useT();
  const title =
    notice?.variant === 'error' || notice?.variant === 'warning' ? t('notice.attention') : t('notice.info');
  return (
    <Dialog
      open={!!notice}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="popup-notice-title"
      aria-describedby="popup-notice-text"
    >
      <DialogTitle id="popup-notice-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="popup-notice-text" color="text.primary">
          {notice?.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('common.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
