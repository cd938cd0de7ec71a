import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, endingSession, queryKeys, type MutationConfig } from '../../../lib/api';
import { infoText } from './result';

// Credentials, two-step login and account deletion. The spec makes several of these GET calls
// with the data in the query string; the API guards them like POSTs (CSRF).

export async function updatePassword(oldPassword: string, newPassword: string): Promise<string | null> {
  const env = await apiRequest('registration/update_password', {
    query: { old_password: oldPassword, new_password: newPassword },
    silent: true,
  });
  return infoText(env);
}

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
}

/**
 * update_password: nothing cached changes (the other sessions end on the server; this one
 * stays). Answers the server's confirmation text.
 */
export const useUpdatePassword = (config: MutationConfig<string | null, PasswordChange> = {}) =>
  useMutation({
    ...config,
    mutationFn: ({ oldPassword, newPassword }: PasswordChange) => updatePassword(oldPassword, newPassword),
  });

export async function requestEmailChange(newEmail: string): Promise<string | null> {
  const env = await apiRequest('registration/update_email_request', {
    query: { new_email: newEmail },
    silent: true,
  });
  return infoText(env);
}

/**
 * update_email_request: a link goes to the new address; the account's e-mail changes only when
 * it is opened, so nothing cached changes yet.
 */
export const useRequestEmailChange = (config: MutationConfig<string | null, string> = {}) =>
  useMutation({ ...config, mutationFn: (newEmail: string) => requestEmailChange(newEmail.trim()) });

/** Ends every session of the account (the username changed): see endingSession. */
export async function confirmEmailChange(token: string): Promise<string | null> {
  const env = await endingSession(() =>
    apiRequest('registration/update_email', { query: { token }, silent: true }),
  );
  return infoText(env);
}

export const mfaEnabledQuery = queryOptions({
  queryKey: queryKeys.account.mfa,
  queryFn: async ({ signal }) =>
    (await apiGet<{ enabled: boolean }>('registration/mfa_enabled', undefined, { signal, silent: true }))
      .enabled,
});

export function useMfaEnabled() {
  return useQuery(mfaEnabledQuery);
}

export function useUpdateMfa() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) =>
      (
        await apiRequest<{ enabled: boolean }>('registration/update_mfa', {
          method: 'POST',
          body: { enabled },
          silent: true,
        })
      ).data.enabled,
    onSuccess: (enabled) => {
      qc.setQueryData(queryKeys.account.mfa, enabled);
      void qc.invalidateQueries({ queryKey: queryKeys.account.detail });
    },
  });
}

export async function requestAnonymizeToken(): Promise<string | null> {
  return infoText(await apiRequest('registration/anonymize_token_request', { silent: true }));
}

/** anonymize_token_request: the code goes to the account's address; nothing cached changes. */
export const useRequestAnonymizeToken = (config: MutationConfig<string | null, void> = {}) =>
  useMutation({ ...config, mutationFn: requestAnonymizeToken });

/** Checks the e-mailed code first, so a typo is reported before anything is erased. */
export async function anonymizeAccount(login: string, token: string): Promise<string | null> {
  await apiGet('registration/anonymize_token_check', { login, token }, { silent: true });
  return infoText(
    await endingSession(() =>
      apiRequest('registration/user_anonymize', { query: { mfa_token: token }, silent: true }),
    ),
  );
}
