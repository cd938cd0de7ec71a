import * as z from 'zod/mini';
import { fieldRules } from '@spesa/domain';
import { checkedObject, lower, upper } from './checks';
import { passwordPairChecks } from './registrationSchemas';

/** The reset request: the account's e-mail and its fiscal code or VAT number. */
export const resetRequestSchema = checkedObject({ email: lower(), fiscalCode: upper() }, (v) => [
  ['email', v.email, [fieldRules.required, fieldRules.email]],
  ['fiscalCode', v.fiscalCode, [fieldRules.required, fieldRules.taxCode]],
]);
export type ResetRequestValues = z.input<typeof resetRequestSchema>;

/** A new password twice; `email` is the account's, so the password cannot be the address. */
export const newPasswordSchema = (email: string) =>
  checkedObject({ password: z.string(), confirm: z.string() }, (v) =>
    passwordPairChecks(v.password, v.confirm, email),
  );
export type NewPasswordValues = { password: string; confirm: string };
