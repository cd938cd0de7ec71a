import { z } from 'zod';
import { SSO_PROVIDERS } from '../rules/sso.js';

// Login through an identity provider (decision 0014): the constants are in rules/sso.ts.

/** GET social_user_detail: the provider's profile waiting for registration in this session. */
export const socialUserDetailSchema = z.object({
  provider: z.enum(SSO_PROVIDERS),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type SocialUserDetail = z.infer<typeof socialUserDetailSchema>;

/** A provider login linked to the account; the dates are ISO timestamps (UTC). */
export const linkedIdentitySchema = z.object({
  provider: z.enum(SSO_PROVIDERS),
  /** The e-mail the provider reported when the link was made; null when it gave none. */
  email: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type LinkedIdentity = z.infer<typeof linkedIdentitySchema>;

/**
 * GET registration/user-identities, and the answer of POST registration/delete-identity.
 * `hasPassword` false: the account has no usable password (set to unusable at a pre-hijacking
 * link), so its last linked login cannot be removed.
 */
export const userIdentitiesSchema = z.object({
  identities: z.array(linkedIdentitySchema),
  hasPassword: z.boolean(),
});
export type UserIdentities = z.infer<typeof userIdentitiesSchema>;

/** POST registration/delete-identity: every link of this provider to the logged-in account goes. */
export const deleteIdentitySchema = z.object({ provider: z.enum(SSO_PROVIDERS) });
export type DeleteIdentityInput = z.infer<typeof deleteIdentitySchema>;
