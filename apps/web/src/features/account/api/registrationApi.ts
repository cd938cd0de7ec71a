import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { RegisterUserInput, RegistrationDisclaimer, SocialUserDetail } from '@spesa/domain';
import { apiGet, apiRequest, queryKeys, type MutationConfig } from '../../../lib/api';
import { infoText } from './result';

// Calls a visitor makes (spec "Registration and user"). All silent: the pages show the outcome
// in place, next to the form that caused it.

export interface Registered {
  userId: number;
  email: string;
  /**
   * false when the session held a Google, Facebook or SAML profile with the same e-mail: the
   * server linked it, confirmed the account and logged the shopper in.
   */
  confirmationRequired: boolean;
  message: string | null;
}

export async function registerUser(input: RegisterUserInput): Promise<Registered> {
  const env = await apiRequest<{ userId: number; email: string; confirmationRequired?: boolean }>(
    'registration/register_user',
    { method: 'POST', body: input, silent: true },
  );
  const { userId, email, confirmationRequired } = env.data;
  return { userId, email, confirmationRequired: confirmationRequired !== false, message: infoText(env) };
}

/**
 * register_user. When the server logged the shopper in at once (a provider had verified the
 * address), the caller completes the login: it decides where the shopper lands first.
 */
export const useRegisterUser = (config: MutationConfig<Registered, RegisterUserInput> = {}) =>
  useMutation({ ...config, mutationFn: registerUser });

export interface CardCheck {
  cardCode: string;
  /** The holder's fiscal code or VAT number. */
  holderCode: string;
}

/**
 * registration/check_card: the card step asks before moving on (decision 0040). Answers nothing;
 * a refusal is the coded error register_user would give at the end.
 */
export async function checkCard({ cardCode, holderCode }: CardCheck): Promise<void> {
  await apiGet('registration/check_card', { card_code: cardCode, fiscal_code: holderCode }, { silent: true });
}

export const useCheckCard = (config: MutationConfig<void, CardCheck> = {}) =>
  useMutation({ ...config, mutationFn: checkCard });

/** registration/check_email: the credentials step asks whether the address is free (decision 0040). */
export async function checkEmail(email: string): Promise<void> {
  await apiGet('registration/check_email', { e_mail: email }, { silent: true });
}

export const useCheckEmail = (config: MutationConfig<void, string> = {}) =>
  useMutation({ ...config, mutationFn: checkEmail });

/**
 * GET social_user_detail: the profile an external login brought without a shop account yet
 * (kept in this session), to prefill the registration; null when there is none. A failure
 * counts as none: the form is then simply empty.
 */
export const socialUserDetailQuery = queryOptions({
  queryKey: queryKeys.account.socialUser,
  queryFn: async ({ signal }): Promise<SocialUserDetail | null> => {
    try {
      return await apiGet<SocialUserDetail | null>('registration/social_user_detail', undefined, {
        signal,
        silent: true,
      });
    } catch (e) {
      if ((e as { name?: string } | null)?.name === 'AbortError') throw e;
      return null;
    }
  },
  staleTime: Infinity,
  retry: false,
});

export async function resendConfirmation(email: string): Promise<string | null> {
  const env = await apiRequest('registration/registration_resend_email', {
    query: { e_mail: email },
    silent: true,
  });
  return infoText(env);
}

/** registration_resend_email: the answer is the same whether or not the address has an account. */
export const useResendConfirmation = (config: MutationConfig<string | null, string> = {}) =>
  useMutation({ ...config, mutationFn: resendConfirmation });

export async function confirmRegistration(email: string, code: string): Promise<string | null> {
  const env = await apiRequest('registration/registration_confirm', {
    query: { e_mail: email, reg_control_code: code },
    silent: true,
  });
  return infoText(env);
}

export async function requestPasswordReset(email: string, fiscalCode: string): Promise<string | null> {
  const env = await apiRequest('registration/password_reset_token_request', {
    query: { e_mail: email, fiscal_code: fiscalCode },
    silent: true,
  });
  return infoText(env);
}

export interface ResetRequest {
  email: string;
  fiscalCode: string;
}

/** password_reset_token_request: the same answer whether or not an account matches. */
export const useRequestPasswordReset = (config: MutationConfig<string | null, ResetRequest> = {}) =>
  useMutation({
    ...config,
    mutationFn: ({ email, fiscalCode }: ResetRequest) => requestPasswordReset(email.trim(), fiscalCode.trim()),
  });

export async function checkResetToken(email: string, token: string): Promise<true> {
  await apiGet(
    'registration/password_reset_token_check',
    { e_mail: email, reset_token: token },
    { silent: true },
  );
  return true;
}

export async function resetPassword(email: string, token: string, password: string): Promise<string | null> {
  const env = await apiRequest('registration/password_reset', {
    query: { e_mail: email, reset_token: token, password },
    silent: true,
  });
  return infoText(env);
}

export interface PasswordReset {
  email: string;
  token: string;
  password: string;
}

/** password_reset: the new password; every session of the account ends, none is cached here. */
export const useResetPassword = (config: MutationConfig<string | null, PasswordReset> = {}) =>
  useMutation({
    ...config,
    mutationFn: ({ email, token, password }: PasswordReset) => resetPassword(email, token, password),
  });

/** The consent texts of the sign-up form (spec defaults: store 5, module type 2). */
export const registrationDisclaimersQuery = queryOptions({
  queryKey: queryKeys.account.disclaimers,
  queryFn: async ({ signal }) =>
    (
      await apiGet<{ registrationDisclaimers: RegistrationDisclaimer[] }>(
        'registration-disclaimer/list',
        undefined,
        { signal, silent: true },
      )
    ).registrationDisclaimers,
  staleTime: 10 * 60_000,
});

export function useRegistrationDisclaimers() {
  return useQuery(registrationDisclaimersQuery);
}
