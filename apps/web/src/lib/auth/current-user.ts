import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountUser, AuthData } from '@spesa/domain';
import { apiGet, queryKeys } from '../api';
import { isAuthenticatedFlag, setAuthenticatedFlag } from '../api/session-store';
import { useHydratedAnd } from '../hydration';

// Who is logged in, read from GET /auth/test. It lives in lib/ (not in features/account) because
// the header, the home blocks and later the cart all need it, and features may not import each
// other (DESIGN rule 5). Login and logout themselves stay in features/account.

const isAbort = (e: unknown) => (e as { name?: string } | null)?.name === 'AbortError';

/**
 * The logged-in user, or null for a visitor (userId -1). A failure counts as not logged in
 * (spec section 7), and the local authenticated flag follows the answer.
 */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AccountUser | null> {
  try {
    const data = await apiGet<AuthData>('auth/test', undefined, { silent: true, signal });
    const user = data.user.userId > -1 ? (data.user as AccountUser) : null;
    setAuthenticatedFlag(user !== null);
    return user;
  } catch (e) {
    if (isAbort(e)) throw e;
    setAuthenticatedFlag(false);
    return null;
  }
}

export const currentUserQuery = queryOptions({
  // features/account writes this entry after login and logout.
  queryKey: queryKeys.auth.user,
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  // Login, logout and the 419 event update this entry directly; a minute is enough for the rest.
  staleTime: 60_000,
  retry: false,
});

export interface CurrentUser {
  user: AccountUser | null;
  isLoggedIn: boolean;
  /** True until the first answer: callers should not redirect or hide things yet. */
  isPending: boolean;
  /**
   * The answer, or before it the flag stored at the last login: what to paint first so a
   * logged-in shopper does not see 'Accedi' and the register banner flash on every visit.
   */
  likelyLoggedIn: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isPending } = useQuery(currentUserQuery);
  // The stored hint only after hydration: the server's HTML is a visitor's. A visitor without the
  // hint is not drawn again when hydration ends (decision 0086).
  const hinted = useHydratedAnd(isAuthenticatedFlag);
  return {
    user: data ?? null,
    isLoggedIn: !!data,
    isPending,
    likelyLoggedIn: isPending ? hinted : !!data,
  };
}

/** 'Mario Rossi'; falls back to the e-mail for accounts without a name. */
export function displayName(user: Pick<AccountUser, 'firstName' | 'lastName' | 'email'>): string {
  return `${user.firstName} ${user.lastName}`.trim() || user.email;
}
