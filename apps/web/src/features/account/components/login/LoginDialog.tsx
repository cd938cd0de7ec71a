import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { ResponsiveDialog } from '../../../../components/ui/responsive-dialog/ResponsiveDialog';
import { useT } from '../../i18n';
import { LoginForm } from './LoginForm';

/** dialogMaxWidth of the spec (section 9): the login dialog is at most 600 px wide. */
export const LOGIN_DIALOG_MAX_WIDTH = 600;

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called instead of onClose once the shopper has logged in. */
  onLoggedIn?: () => void;
}

/**
 * The login as a dialog, over the page the shopper is on: after login they stay there (the app
 * refetches what depended on being a visitor). Full screen on phones, where a floating box
 * would leave no room for the keyboard.
 */
export default function LoginDialog({ open, onClose, onLoggedIn }: Props) {
  const t = useT();
  return (
    <ResponsiveDialog
      open={open}
      onClose={onClose}
      titleId="login-dialog-title"
      maxWidth={LOGIN_DIALOG_MAX_WIDTH}
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
        <LoginForm onLoggedIn={onLoggedIn ?? onClose} onNavigate={onClose} />
      </DialogContent>
    </ResponsiveDialog>
  );
}
