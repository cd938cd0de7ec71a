import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegisterUserInput, RegistrationDisclaimer } from '@spesa/domain';
import { apiGet, apiRequest } from '../../../lib/api';
import { accountKeys } from './keys';
import { infoText } from './result';

// Calls a visitor makes (spec "Registration and user"). All silent: the pages show the outcome
// in place, next to the form that caused it.

export interface Registered {
  userId: number;
  email: string;
  message: string | null;
}

export async function registerUser(input: RegisterUserInput): Promise<Registered> {
  const env = await apiRequest<{ userId: number; email: string }>('registration/register_user', {
    method: 'POST',
    body: input,
    silent: true,
  });
  return { ...env.data, message: infoText(env) };
}

export async function resendConfirmation(email: string): Promise<string | null> {
  const env = await apiRequest('registration/registration_resend_email', {
    query: { e_mail: email },
    silent: true,
  });
  return infoText(env);
}

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

/** The consent texts of the sign-up form (spec defaults: store 5, module type 2). */
export const registrationDisclaimersQuery = queryOptions({
  queryKey: accountKeys.disclaimers,
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
