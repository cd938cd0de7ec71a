import * as z from 'zod/mini';
import { FIELD_MESSAGES, MFA_PIN_LENGTH, fieldRules } from '@spesa/domain';
import { checkedObject, requiredWith, text } from './checks';

/** Login form (spec section 5): username trimmed, e-mail required and valid, password required. */
export const loginSchema = checkedObject(
  { email: text(), password: z.string(), rememberMe: z.boolean() },
  (v) => [
    ['email', v.email, [requiredWith(FIELD_MESSAGES.loginEmail), fieldRules.email]],
    ['password', v.password, [requiredWith(FIELD_MESSAGES.loginPassword)]],
  ],
);
export type LoginValues = z.input<typeof loginSchema>;

/** The e-mailed code: submit does nothing until it has at least 6 characters (spec section 5). */
export function isPinComplete(pin: string): boolean {
  return pin.trim().length >= MFA_PIN_LENGTH;
}
