import { PASSWORD_MIN_LENGTH, type FieldRule } from '@spesa/domain';
import { t } from '../i18n';
import { rule } from './checks';

// The API's policy (packages/domain password/strength.ts) is a length, "not the e-mail" and a
// zxcvbn strength score. The form checks length and e-mail at once; the strength meter loads the
// same rule lazily and says why a password would be refused, whose message the server's answer
// puts on the same field.

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
