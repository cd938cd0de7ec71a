import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { confirmRegistration, resendConfirmation } from '../api/registrationApi';
import { errorText } from '../api/result';
import { AccountPage } from '../components/common/AccountPage';
import { FormMessage } from '../components/common/FormMessage';
import { LinkOutcome } from '../components/common/LinkOutcome';
import { useLinkCall } from '../hooks/useLinkCall';
import { useT } from '../i18n';

/** /registration-confirm?e_mail&reg_control_code: the link of the sign-up e-mail. */
export default function RegistrationConfirmPage() {
  const t = useT();
  const [params] = useSearchParams();
  const email = params.get('e_mail') ?? '';
  const code = params.get('reg_control_code') ?? '';
  const outcome = useLinkCall('confirm', [email, code], () => confirmRegistration(email, code));
  const [resent, setResent] = useState<{ text: string; ok: boolean } | null>(null);
  const resend = () =>
    resendConfirmation(email).then(
      (info) => setResent({ text: info ?? t('account.checkEmail.resent'), ok: true }),
      (e: unknown) => setResent({ text: errorText(e, t('common.genericError')), ok: false }),
    );
  return (
    <AccountPage title={t('account.confirm.title')}>
      <LinkOutcome
        state={outcome.state}
        message={
          outcome.state === 'success' ? (outcome.message ?? t('account.confirm.success')) : outcome.message
        }
      >
        {outcome.state === 'success' && (
          <Button component={RouterLink} to="/login" variant="contained">
            {t('account.login.submit')}
          </Button>
        )}
        {outcome.state === 'error' && email && (
          <Button variant="outlined" onClick={() => void resend()}>
            {t('account.confirm.resend')}
          </Button>
        )}
      </LinkOutcome>
      <FormMessage text={resent?.text ?? null} severity={resent?.ok ? 'success' : 'error'} />
    </AccountPage>
  );
}
