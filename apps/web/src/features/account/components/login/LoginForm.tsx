import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { AccountUser } from '@spesa/domain';
import { preloadAntibot } from '../../api/antibot';
import { useLoginOptions } from '../../api/authApi';
import { SSO_REGISTER_PATH } from '../../api/externalLogin';
import { useExternalLogin } from '../../hooks/useExternalLogin';
import { useLoginFlow } from '../../hooks/useLoginFlow';
import { safeRedirect } from '../../hooks/safeRedirect';
import { useT } from '../../i18n';
import { FormMessage } from '../common/FormMessage';
import { CodeStepForm } from './CodeStepForm';
import { CredentialsForm } from './CredentialsForm';
import { ExternalLoginButtons } from './ExternalLoginButtons';

interface Props {
  onLoggedIn: (user: AccountUser) => void;
  /** A link leaves the form: the dialog closes. */
  onNavigate?: () => void;
  /**
   * Where a login that leaves the page (SAML, a blocked popup) comes back to. Default: the page
   * under the form (the dialog's case).
   */
  returnTo?: string;
  /** A message for the message area from the start (an external login that failed). */
  initialError?: string | null;
}

/**
 * The login of the page and of the dialog: credentials or code step, message area, the logins
 * through Google, Facebook and SAML that the shop offers, register.
 */
export function LoginForm({ onLoggedIn, onNavigate, returnTo, initialError }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const options = useLoginOptions();
  const flow = useLoginFlow(onLoggedIn, {
    initialError,
    onRegister: () => {
      onNavigate?.();
      void navigate(SSO_REGISTER_PATH);
    },
  });
  const external = useExternalLogin(
    returnTo ?? safeRedirect(location.pathname + location.search),
    (outcome) => void flow.external(outcome),
  );
  // The anti-bot provider loads with the form, so that the submit does not wait for it.
  const siteKey = options.antibotSiteKey;
  useEffect(() => {
    if (siteKey) preloadAntibot(siteKey);
  }, [siteKey]);

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
          <ExternalLoginButtons
            options={options}
            state={external.state}
            onStart={external.start}
            onCancel={external.cancel}
          />
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
