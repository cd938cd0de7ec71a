import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '../../i18n';
import { LoginForm } from './LoginForm';

/** dialogMaxWidth of the spec (section 9): the login dialog is at most 600 px wide. */
export const LOGIN_DIALOG_MAX_WIDTH = 600;

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * The login as a dialog, over the page the shopper is on: after login they stay there (the app
 * refetches what depended on being a visitor). Full screen on phones, where a floating box
 * would leave no room for the keyboard.
 */
export default function LoginDialog({ open, onClose }: Props) {
  const t = useT();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={false}
      aria-labelledby="login-dialog-title"
      slotProps={{ paper: { sx: { maxWidth: fullScreen ? undefined : LOGIN_DIALOG_MAX_WIDTH } } }}
    >
      <DialogTitle id="login-dialog-title" component="h2" variant="h2" sx={{ pr: 7 }}>
        {t('account.login.title')}
      </DialogTitle>
      <IconButton
        aria-label={t('account.login.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <LoginForm onLoggedIn={onClose} onNavigate={onClose} />
      </DialogContent>
    </Dialog>
  );
}
