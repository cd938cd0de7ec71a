/** TanStack Query keys of the account area; all under 'account' so logout can drop them at once. */
export const accountKeys = {
  all: ['account'] as const,
  detail: ['account', 'detail'] as const,
  mfa: ['account', 'mfa'] as const,
  identities: ['account', 'identities'] as const,
  consents: ['account', 'consents'] as const,
  fiscalPersons: ['account', 'fiscal-persons'] as const,
  disclaimers: ['account', 'registration-disclaimers'] as const,
  loginOptions: ['account', 'login-options'] as const,
  socialUser: ['account', 'social-user'] as const,
  /**
   * Outside 'account' on purpose: logout and the 419 event drop 'account' queries, and dropping
   * the query a link page is watching would leave that page waiting forever.
   */
  link: (kind: string, ...params: string[]) => ['link', kind, ...params] as const,
};
