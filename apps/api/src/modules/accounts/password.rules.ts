import { loadPasswordChecker } from '@spesa/domain/password-strength';

/**
 * Password policy: the shared rule of packages/domain (length, not the e-mail, and a zxcvbn
 * strength check with Italian dictionaries), the same the storefront's meter shows. No
 * composition rules (NIST SP 800-63B).
 */
export { PASSWORD_MESSAGES } from '@spesa/domain/password-strength';

/** The Italian message of the first rule the password breaks, or null when it is acceptable. */
export async function passwordPolicyError(password: string, email: string): Promise<string | null> {
  const check = await loadPasswordChecker();
  return check(password, email).error;
}
