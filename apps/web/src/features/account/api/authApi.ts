import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUser, AuthData, LoginOptions, MfaStep } from '@spesa/domain';
import { MFA_RESEND_SECONDS, STATUS_MFA_REQUIRED } from '@spesa/domain';
import { apiGet, apiRequest, isApiError, queryKeys } from '../../../lib/api';
import { notify } from '../../../lib/events';

export interface LoginCredentials {
  /** Trimmed by the form (spec: username trimmed). */
  login: string;
  password: string;
  rememberMe: boolean;
  mfaPin?: string;
  resendMfaPin?: boolean;
}

export type LoginResult =
  | { kind: 'done'; user: AccountUser }
  /** Status 4: the server e-mailed a code (spec section 4). */
  | { kind: 'mfa'; resendAfterSeconds: number; message: string | null };

/** The seconds the server asks to wait before a resend, from data.mfa (status 4 or too-soon). */
export function resendAfterOf(data: unknown): number | null {
  const s = (data as Partial<MfaStep> | null)?.mfa?.resendAfterSeconds;
  return typeof s === 'number' ? s : null;
}

/**
 * POST /auth/login as a form (spec section 7). Silent: the login form shows failures in its
 * own message area. Status 4 is not an error here but the code step. `antibotToken` goes as
 * the query parameter token_recaptcha, never with a code (spec: not when a mfa_pin is sent).
 */
export async function login(c: LoginCredentials, antibotToken: string | null = null): Promise<LoginResult> {
  const form: Record<string, string> = {
    login: c.login,
    password: c.password,
    remember_me: String(c.rememberMe),
  };
  if (c.mfaPin) form.mfa_pin = c.mfaPin;
  if (c.resendMfaPin) form.resend_mfa_pin = 'true';
  try {
    const env = await apiRequest<AuthData>('auth/login', {
      form,
      query: { token_recaptcha: c.mfaPin ? null : antibotToken },
      silent: true,
    });
    const user = env.data.user;
    // The login is silent, but its warnings are news: a visitor cart merged with lowered
    // quantities (CART_MERGE_CAPPED, anonymous cart).
    for (const w of env.response.warningsMessage)
      if (w?.message) notify({ variant: 'warning', message: w.message, code: w.code });
    if (user.userId > -1) return { kind: 'done', user: user as AccountUser };
    throw new Error('login answered an anonymous user');
  } catch (e) {
    if (isApiError(e) && e.status === STATUS_MFA_REQUIRED) {
      return {
        kind: 'mfa',
        resendAfterSeconds: resendAfterOf(e.data) ?? MFA_RESEND_SECONDS,
        message: e.response?.infosMessage.find((m) => m.message)?.message ?? null,
      };
    }
    throw e;
  }
}

export async function logout(): Promise<void> {
  await apiRequest('auth/logout', { method: 'POST', form: {}, silent: true });
}

/** What a shop without external logins or anti-bot offers (and the answer when the call fails). */
export const NO_LOGIN_OPTIONS: LoginOptions = {
  google: false,
  facebook: false,
  saml: false,
  antibotSiteKey: null,
};

/** GET auth/login-options: the external logins on offer and the anti-bot site key. */
export const loginOptionsQuery = queryOptions({
  queryKey: queryKeys.account.loginOptions,
  queryFn: ({ signal }) => apiGet<LoginOptions>('auth/login-options', undefined, { signal, silent: true }),
  // Server configuration: it changes with a deploy, not during a visit.
  staleTime: 30 * 60_000,
  retry: false,
});

export function useLoginOptions(): LoginOptions {
  return useQuery(loginOptionsQuery).data ?? NO_LOGIN_OPTIONS;
}
