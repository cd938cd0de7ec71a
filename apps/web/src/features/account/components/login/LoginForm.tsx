import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { AccountUser } from '@spesa/domain';
import { useLoginFlow } from '../../hooks/useLoginFlow';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { CodeStepForm } from './CodeStepForm';
import { CredentialsForm } from './CredentialsForm';

interface Props {
  onLoggedIn: (user: AccountUser) => void;
  /** A link leaves the form: the dialog closes. */
  onNavigate?: () => void;
}

/** The login of the page and of the dialog: credentials or code step, message area, register. */
export function LoginForm({ onLoggedIn, onNavigate }: Props) {
  const t = useT();
  const flow = useLoginFlow(onLoggedIn);
  return (
    <Box>
      <FormMessage text={flow.error} />
      {flow.step === 'credentials' ? (
        <CredentialsForm
          busy={flow.busy}
          onSubmit={flow.submitCredentials}
          onNavigate={onNavigate}
          defaultEmail={flow.lastLogin}
        />
      ) : (
        <CodeStepForm
          busy={flow.busy}
          secondsLeft={flow.secondsLeft}
          info={flow.info}
          onSubmit={flow.submitCode}
          onResend={flow.resend}
          onBack={flow.restart}
        />
      )}
      {flow.step === 'credentials' && (
        <>
          <Divider sx={{ my: 3 }} />
          <Typography component="h2" variant="h5" sx={{ mb: 1 }}>
            {t('account.login.noAccount')}
          </Typography>
          <Button
            component={RouterLink}
            to="/registration-user"
            onClick={onNavigate}
            variant="outlined"
            size="large"
            fullWidth
          >
            {t('account.login.register')}
          </Button>
        </>
      )}
    </Box>
  );
}
