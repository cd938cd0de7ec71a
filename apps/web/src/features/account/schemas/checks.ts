import * as z from 'zod/mini';
import { firstError, type FieldRule } from '@spesa/domain';

// Forms use zod/mini: the same zod 4 core the API uses, with a functional API the bundler can
// tree-shake (the classic one carries every method into the account pages, ~40 KB gzipped).

/** [form field, value, domain rules]: the first failing rule's Italian message goes on the field. */
export type Check = readonly [path: string, value: unknown, rules: readonly FieldRule[]];

/**
 * Runs the shared validators of packages/domain (the same ones the API runs) inside a zod
 * superRefine, one message per field, so forms and API say the same words.
 */
export function applyChecks(ctx: z.core.$RefinementCtx<unknown>, checks: readonly Check[]): void {
  for (const [path, value, rules] of checks) {
    const message = firstError(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message, path: path.split('.') });
  }
}

/** A rule that passes on empty values (like the domain's optional rules) and else needs `test`. */
export function rule(test: (value: string) => boolean, message: string): FieldRule {
  return (v) => {
    const s = String(v ?? '').trim();
    return s === '' || test(s) ? null : message;
  };
}

/** A required rule with its own message (the login form says 'Digitare l'e-mail'). */
export function requiredWith(message: string): FieldRule {
  return (v) => (String(v ?? '').trim() === '' ? message : null);
}

/** Trimmed text; `upper` / `lower` also set the case, as codes and e-mails are compared. */
export const text = () => z.string().check(z.trim());
export const upper = () => z.string().check(z.trim(), z.toUpperCase());
export const lower = () => z.string().check(z.trim(), z.toLowerCase());

/** An object schema whose fields are checked together by the domain rules `checks` returns. */
export function checkedObject<S extends z.core.$ZodLooseShape>(
  shape: S,
  checks: (v: z.output<z.ZodMiniObject<S>>) => readonly Check[],
) {
  return z
    .object(shape)
    .check(z.superRefine((v, ctx) => applyChecks(ctx as z.core.$RefinementCtx<unknown>, checks(v))));
}
