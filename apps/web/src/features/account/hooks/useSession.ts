import { useCallback } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AccountUser } from '@spesa/domain';
import { clearSession, httpCache, queryKeys } from '../../../lib/api';
import { fetchCurrentUser } from '../../../lib/auth';
import { notify } from '../../../lib/events';
import { logout } from '../api/authApi';
import { t } from '../i18n';

/**
 * After a successful login (spec section 2): check auth/test again, which also stores the local
 * authenticated flag, then refetch everything that depended on being a visitor (cart, prices,
 * lists). Answers the user, or null if the session did not stick.
 */
export function useCompleteLogin() {
  const qc = useQueryClient();
  return useCallback(async (): Promise<AccountUser | null> => {
    httpCache.clear();
    const user = await fetchCurrentUser();
    qc.setQueryData(queryKeys.auth.user, user);
    await qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
    return user;
  }, [qc]);
}

/**
 * A login through an identity provider ends with the session in the cookie only: the API set it
 * on a redirect of the popup (or of this page before it loaded), whose answer headers no script
 * sees. A session marker mirrored from an earlier answer (say, an abandoned code step) would be
 * sent in its place, and the API prefers the header; so the markers go, and the cookie counts.
 */
export function followCookieSession(): void {
  clearSession();
}

/** useCompleteLogin after a login through Google, Facebook or SAML. */
export function useCompleteExternalLogin() {
  const completeLogin = useCompleteLogin();
  return useCallback(async (): Promise<AccountUser | null> => {
    followCookieSession();
    return completeLogin();
  }, [completeLogin]);
}

/** Forgets the account on this device: session markers, user, the account's cached data. */
export function useForgetSession() {
  const qc = useQueryClient();
  return useCallback(() => {
    clearSession();
    httpCache.clear();
    qc.setQueryData(queryKeys.auth.user, null);
    qc.removeQueries({ queryKey: queryKeys.account.all });
    void qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'auth' });
  }, [qc]);
}

/**
 * POST auth/logout, then home; the spec's errorLogout on failure. Logout clears cart and user
 * (spec section 4). The session is forgotten only once the home page is shown: forgetting it
 * first would make a login-only page (the profile) redirect to /login on its way out.
 */
export function useLogout() {
  const forget = useForgetSession();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      await navigate('/');
      forget();
      notify({ variant: 'success', message: t('account.logout.done') });
    },
    onError: () => notify({ variant: 'error', message: t('errorLogout') }),
  });
}
