import { useState } from 'react';
import type { AccountUser } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { login, resendAfterOf, type LoginCredentials } from '../api/authApi';
import { t } from '../i18n';
import { useCompleteLogin } from './useSession';
import { useCountdown } from './useCountdown';

export type LoginStep = 'credentials' | 'code';

/**
 * The login state machine (spec section 4): credentials, then, when the server answers status 4,
 * the code step with its resend countdown; a resend re-submits the same credentials with
 * resend_mfa_pin and restarts the countdown. Failures land in `error` for the message area.
 */
export function useLoginFlow(onLoggedIn: (user: AccountUser) => void) {
  const [step, setStep] = useState<LoginStep>('credentials');
  const [credentials, setCredentials] = useState<LoginCredentials | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const completeLogin = useCompleteLogin();

  async function run(c: LoginCredentials): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const result = await login(c);
      if (result.kind === 'mfa') {
        setCredentials({ ...c, mfaPin: undefined, resendMfaPin: false });
        if (step !== 'code' || c.resendMfaPin) countdown.start(result.resendAfterSeconds);
        setInfo(c.resendMfaPin ? t('account.mfa.resent') : result.message);
        setStep('code');
        return;
      }
      const user = (await completeLogin()) ?? result.user;
      onLoggedIn(user);
    } catch (e) {
      // A resend asked too early tells how long to wait: the countdown follows the server.
      const wait = isApiError(e) ? resendAfterOf(e.data) : null;
      if (wait !== null) countdown.start(wait);
      setError(isApiError(e) ? e.message : t('common.genericError'));
    } finally {
      setBusy(false);
    }
  }

  return {
    step,
    error,
    info,
    busy,
    secondsLeft: countdown.remaining,
    /** The e-mail typed last, so going back to the credentials keeps it. */
    lastLogin: credentials?.login ?? '',
    submitCredentials: (c: Omit<LoginCredentials, 'mfaPin' | 'resendMfaPin'>) => run(c),
    submitCode: (pin: string) => credentials && run({ ...credentials, mfaPin: pin.trim() }),
    resend: () => credentials && run({ ...credentials, resendMfaPin: true }),
    /** Back to the credential fields (another account, or a typo in the e-mail). */
    restart: () => {
      setStep('credentials');
      setError(null);
      setInfo(null);
      countdown.start(0);
    },
  };
}
