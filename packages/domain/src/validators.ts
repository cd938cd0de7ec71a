import { z } from 'zod';
import {
  isPec,
  isValidCap,
  isValidEan13,
  isValidFiscalCode,
  isValidItalianPhone,
  isValidSdiCode,
  isValidVatNumber,
} from './rules/identifiers.js';
import { isItalianProvince } from './rules/provinces.js';

export { ITALIAN_PROVINCES, isItalianProvince } from './rules/provinces.js';

// Italian field validators (spec delivery-orders-account section 5). Each rule returns null or the
// Italian message, so the storefront forms (react-hook-form) and the API answer the same words.
// Optional rules pass on empty values; only `required` complains about an empty field.

/** Verbatim texts from the spec, plus a few of ours (marked) where the spec names none. */
export const FIELD_MESSAGES = {
  required: 'Campo obbligatorio',
  phone: 'Digitare un numero di telefono valido',
  cap: 'Il CAP deve essere di 4 o 5 cifre',
  email: 'Digitare una e-mail valida',
  taxCode: 'P.Iva e C.F. devono avere 11 cifre',
  date: 'Formato della data gg/mm/aaaa',
  digits: 'Accetta solo numeri',
  decimalComma: 'Accetta solo numeri interi o decimali separati da virgola',
  promoPrice: 'Accetta solo numeri interi o decimali separati da virgola > 0',
  requiredConsent: 'È obbligatorio accettare questo consenso per procedere',
  loginEmail: "Digitare l'e-mail",
  loginPassword: 'Digitare la password',
  formInvalid: 'La form non è stata compilata correttamente',
  // Ours: the spec states these rules but gives no text.
  pecNotAllowed: 'Non è possibile usare un indirizzo PEC come nome utente',
  sdiCode: 'Il codice destinatario deve avere 7 caratteri alfanumerici',
  cardCode: 'Il codice carta deve avere 13 cifre',
  province: 'Digitare la sigla di una provincia italiana (es. MI)',
} as const;

/** Texts with a number in them. */
export const fieldMessage = {
  minNumericChars: (n: number) => `Deve contenere almeno ${n} caratteri numerici`,
  minLength: (n: number) => `Lunghezza minima ${n} caratteri`,
  maxLength: (n: number) => `Lunghezza massima ${n} caratteri`,
  greaterThan: (n: number) => `Accetta solo valori maggiori di ${String(n).replace('.', ',')}`,
};

export type FieldRule = (value: unknown) => string | null;

// ---- format checks used by the rules (exported for direct use) ----

// {local}@{domain}.{tld}: no leading, trailing or double dots; top-level domain of 2-11 letters.
const EMAIL_RE =
  /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,11}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_RE.test(value.trim());
}

/** dd/mm/yyyy naming a real day (31/02 is refused). */
export function isValidItalianDate(value: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!m) return false;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Personal codice fiscale, or the 11-digit code of a company (same checksum as a partita IVA). */
export function isValidTaxCode(value: string): boolean {
  return isValidFiscalCode(value) || isValidVatNumber(value);
}

/** Decimal typed with a comma or a dot; null when it is not a number. */
export function parseItalianDecimal(value: string): number | null {
  const v = value.trim();
  return /^-?\d+(?:[.,]\d+)?$/.test(v) ? Number(v.replace(',', '.')) : null;
}

/** The API takes a dot as decimal separator; people type a comma (spec: promo price). */
export function commaToDot(value: string): string {
  return value.trim().replace(',', '.');
}

// ---- rules ----

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  return Array.isArray(value) && value.length === 0;
}

const asText = (value: unknown): string =>
  typeof value === 'number' ? String(value) : String(value ?? '').trim();

/** A rule that passes on empty values and otherwise needs `test` to hold. */
function optionalRule(test: (text: string) => boolean, message: string): FieldRule {
  return (value) => (isEmpty(value) || test(asText(value)) ? null : message);
}

const length = (s: string): number => Array.from(s).length; // code points, so 'è' counts once

export const fieldRules = {
  required: ((v) => (isEmpty(v) || v === false ? FIELD_MESSAGES.required : null)) as FieldRule,
  /** A consent checkbox that must be ticked. */
  requiredConsent: ((v) => (v === true ? null : FIELD_MESSAGES.requiredConsent)) as FieldRule,
  phone: optionalRule(isValidItalianPhone, FIELD_MESSAGES.phone),
  cap: optionalRule(isValidCap, FIELD_MESSAGES.cap),
  province: optionalRule(isItalianProvince, FIELD_MESSAGES.province),
  email: optionalRule(isValidEmail, FIELD_MESSAGES.email),
  notPec: optionalRule((s) => !isPec(s), FIELD_MESSAGES.pecNotAllowed),
  taxCode: optionalRule(isValidTaxCode, FIELD_MESSAGES.taxCode),
  vatNumber: optionalRule(isValidVatNumber, FIELD_MESSAGES.taxCode),
  sdiCode: optionalRule(isValidSdiCode, FIELD_MESSAGES.sdiCode),
  cardCode: optionalRule(isValidEan13, FIELD_MESSAGES.cardCode),
  date: optionalRule(isValidItalianDate, FIELD_MESSAGES.date),
  digits: optionalRule((s) => /^\d+$/.test(s), FIELD_MESSAGES.digits),
  decimalComma: optionalRule((s) => /^\d+(?:,\d+)?$/.test(s), FIELD_MESSAGES.decimalComma),
  promoPrice: optionalRule((s) => (parseItalianDecimal(s) ?? 0) > 0, FIELD_MESSAGES.promoPrice),
  minNumericChars: (n: number): FieldRule =>
    optionalRule((s) => (s.match(/\d/g)?.length ?? 0) >= n, fieldMessage.minNumericChars(n)),
  minLength: (n: number): FieldRule => optionalRule((s) => length(s) >= n, fieldMessage.minLength(n)),
  maxLength: (n: number): FieldRule => optionalRule((s) => length(s) <= n, fieldMessage.maxLength(n)),
  greaterThan: (n: number): FieldRule =>
    optionalRule((s) => (parseItalianDecimal(s) ?? -Infinity) > n, fieldMessage.greaterThan(n)),
};

/** The first failing rule's message, or null: fields show one message at a time. */
export function firstError(value: unknown, rules: readonly FieldRule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message !== null) return message;
  }
  return null;
}

// ---- zod schemas (forms through zodResolver, API through fastify-type-provider-zod) ----

/** A trimmed string checked by the rules, with exactly one issue carrying the Italian message. */
export function fieldSchema(rules: readonly FieldRule[], options: { upperCase?: boolean } = {}) {
  const base = options.upperCase ? z.string().trim().toUpperCase() : z.string().trim();
  return base.superRefine((value, ctx) => {
    const message = firstError(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

/** Makes a field optional: empty or blank input becomes undefined instead of failing. */
export function optionalField<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (isEmpty(v) ? undefined : v), schema.optional());
}

const { required } = fieldRules;
export const requiredSchema = fieldSchema([required]);
export const capSchema = fieldSchema([required, fieldRules.cap]);
export const phoneSchema = fieldSchema([required, fieldRules.phone]);
export const emailSchema = fieldSchema([required, fieldRules.email]);
/** Registration username: a valid e-mail that is not a PEC. */
export const usernameSchema = fieldSchema([required, fieldRules.email, fieldRules.notPec]);
/** Codice fiscale of a person (16 characters) or of a company (11 digits). */
export const fiscalCodeSchema = fieldSchema([required, fieldRules.taxCode], { upperCase: true });
export const vatNumberSchema = fieldSchema([required, fieldRules.vatNumber]);
export const sdiCodeSchema = fieldSchema([required, fieldRules.sdiCode], { upperCase: true });
export const cardCodeSchema = fieldSchema([required, fieldRules.cardCode]);
export const italianDateSchema = fieldSchema([required, fieldRules.date]);
export const promoPriceSchema = fieldSchema([required, fieldRules.promoPrice]);
