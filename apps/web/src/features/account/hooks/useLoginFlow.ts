import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@spesa/domain';
import { isApiError } from '../../../lib/api';
import { antibotToken } from '../api/antibot';
import {
  login,
  loginOptionsQuery,
  NO_LOGIN_OPTIONS,
  resendAfterOf,
  type LoginCredentials,
} from '../api/authApi';
import { ssoErrorText, type SsoOutcome } from '../api/externalLogin';
import { t } from '../i18n';
import { followCookieSession, useCompleteExternalLogin, useCompleteLogin } from './useSession';
import { useCountdown } from './useCountdown';

export type LoginStep = 'credentials' | 'code';

interface Options {
  /** A message for the message area from the start (an external login that failed). */
  initialError?: string | null;
  /** An external login found no shop account: the registration form takes over. */
  onRegister?: () => void;
}

/**
 * The login state machine (spec section 4): credentials, then, when the server answers status 4,
 * the code step with its resend countdown; a resend re-submits the same credentials with
 * resend_mfa_pin and restarts the countdown. Failures land in `error` for the message area.
 * Logins through an identity provider end in `external` with the popup's outcome.
 */
export function useLoginFlow(onLoggedIn: (user: AccountUser) => void, options: Options = {}) {
  const [step, setStep] = useState<LoginStep>('credentials');
  const [credentials, setCredentials] = useState<LoginCredentials | null>(null);
  const [error, setError] = useState<string | null>(options.initialError ?? null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();
  const completeLogin = useCompleteLogin();
  const completeExternalLogin = useCompleteExternalLogin();
  const qc = useQueryClient();

  /** The anti-bot token when the shop asks for one; never with a code (spec section 7). */
  async function tokenFor(c: LoginCredentials): Promise<string | null> {
    if (c.mfaPin) return null;
    const { antibotSiteKey } = await qc.fetchQuery(loginOptionsQuery).catch(() => NO_LOGIN_OPTIONS);
    return antibotSiteKey ? antibotToken(antibotSiteKey) : null;
  }

  async function run(c: LoginCredentials): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      const result = await login(c, await tokenFor(c));
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
    /** The outcome of a Google, Facebook or SAML login that ran in a popup. */
    external: async (outcome: SsoOutcome) => {
      if (outcome.result === 'register') {
        // The provider's profile waits in the cookie's session: the registration must use it.
        followCookieSession();
        options.onRegister?.();
        return;
      }
      if (outcome.result === 'error') {
        setError(ssoErrorText(outcome.error));
        return;
      }
      setBusy(true);
      setError(null);
      try {
        const user = await completeExternalLogin();
        if (user) onLoggedIn(user);
        else setError(ssoErrorText('SSO_FAILED'));
      } finally {
        setBusy(false);
      }
    },
    /** Back to the credential fields (another account, or a typo in the e-mail). */
    restart: () => {
      setStep('credentials');
      setError(null);
      setInfo(null);
      countdown.start(0);
    },
  };
}
