import { firstError, type FieldRule } from '@spesa/domain';
import { AppError } from '../../lib/app-error.js';

/**
 * Field checks with the shared Italian validators (packages/domain). A failing field answers
 * 400 VALIDATION_ERROR naming the field, with the same words the storefront form shows.
 */
export type FieldCheck = readonly [field: string, value: unknown, rules: readonly FieldRule[]];

export function firstFieldError(checks: readonly FieldCheck[]): { field: string; message: string } | null {
  for (const [field, value, rules] of checks) {
    const message = firstError(value, rules);
    if (message !== null) return { field, message };
  }
  return null;
}

export function assertFields(checks: readonly FieldCheck[]): void {
  const error = firstFieldError(checks);
  if (error) throw new AppError('VALIDATION_ERROR', error.message, { field: error.field });
}

/** A rule from a predicate, passing on empty values like the shared optional rules. */
export function rule(test: (value: string) => boolean, message: string): FieldRule {
  return (value) =>
    value === null || value === undefined || String(value).trim() === '' || test(String(value).trim())
      ? null
      : message;
}

/** Trimmed text, or null when blank. */
export function clean(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v ? v : null;
}

/** Codes are compared in upper case without spaces; a VAT number may come with the 'IT' prefix. */
export const upperCode = (v: string | null | undefined) =>
  clean(v)?.replace(/\s+/g, '').toUpperCase() ?? null;
export const vatDigits = (v: string | null | undefined) => upperCode(v)?.replace(/^IT/, '') ?? null;
