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
