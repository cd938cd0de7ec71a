import { PASSWORD_MIN_LENGTH, type FieldRule } from '@spesa/domain';
import { t } from '../i18n';
import { rule } from './checks';

// The API's policy (apps/api password.rules.ts) is a minimum length, a deny list of common
// passwords and "not the e-mail". The form checks length and e-mail at once; the deny list stays
// on the server (it is not shipped to browsers), whose message lands on the same field.

export const passwordLength: FieldRule = rule(
  (v) => Array.from(v).length >= PASSWORD_MIN_LENGTH,
  t('account.password.tooShort', { min: PASSWORD_MIN_LENGTH }),
);

export function notTheEmail(email: string): FieldRule {
  const mail = email.trim().toLowerCase();
  return rule((v) => {
    const p = v.toLowerCase();
    return mail === '' || (p !== mail && p !== mail.split('@')[0]);
  }, t('account.password.sameAsEmail'));
}

export const requiredPassword: FieldRule = (v) =>
  String(v ?? '') === '' ? t('account.password.required') : null;

/** 0-4: length and variety of characters; a hint for people, not a security control. */
export function passwordStrength(password: string): number {
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) return password ? 1 : 0;
  let score = 1;
  if (password.length >= 12) score++;
  if (/[a-z]/.test(password) && /[A-Z]/.test(password)) score++;
  if (/\d/.test(password) && /[^A-Za-z0-9]/.test(password)) score++;
  return Math.min(score, 4);
}
