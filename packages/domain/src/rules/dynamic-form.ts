// Dynamic forms from the content service (spec delivery-orders-account sections 3 and 5): the form
// definition and the one validation both sides run, the storefront before sending and the API
// on what it receives, so a shopper and a script get the same Italian messages.
import { FIELD_MESSAGES, fieldRules, isEmpty, type FieldRule } from '../validators.js';

export const FORM_FIELD_TYPES = [
  'textbox',
  'number',
  'address',
  'city',
  'zip',
  'email',
  'phone',
  'firstname',
  'lastname',
  'hidden',
  'listselect',
  'listcountry',
  'textarea',
  'checkbox',
  'file_upload',
  'date',
  'submit',
  'listcheckbox',
  'listradio',
  'listmultiselect',
  'html',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormFieldOption {
  label: string;
  value: string;
}

/** A field as the content service sends it (spec section 3 "Dynamic form"). */
export interface FormField {
  id: number;
  key: string;
  type: FormFieldType;
  label: string;
  placeholder?: string;
  desc_text?: string;
  help_text?: string;
  order: number;
  required?: boolean;
  disable_input?: boolean;
  container_class?: string;
  element_class?: string;
  input_limit?: number | null;
  /** A value starting with `$` is taken from the page's data (`$user.email`, `$page.title`). */
  default?: string;
  value?: string;
  options?: FormFieldOption[];
  num_min?: number | null;
  num_max?: number | null;
  num_step?: number | null;
  /** Allowed file extensions, comma separated ('pdf,jpg,png'). */
  upload_types?: string;
}

export interface FormSettings {
  title: string;
  login_required?: boolean;
  success_message?: string;
}

export interface FormDefinition {
  id: number;
  slug: string;
  settings: FormSettings;
  fields: FormField[];
}

export const FORM_MESSAGES = {
  invalid: FIELD_MESSAGES.formInvalid,
  requiredConsent: FIELD_MESSAGES.requiredConsent,
  success: 'Grazie per averci inviato la tua richiesta',
  // Ours: the spec names the rules, not these texts.
  loginRequired: 'Per inviare questo modulo devi prima accedere.',
  notANumber: 'Digitare un numero',
  numMin: (n: number) => `Il valore minimo è ${String(n).replace('.', ',')}`,
  numMax: (n: number) => `Il valore massimo è ${String(n).replace('.', ',')}`,
  numStep: (n: number) => `Il valore deve essere un multiplo di ${String(n).replace('.', ',')}`,
  dateMin: 'La data non può essere precedente al 01/01/1910',
  option: 'Scegliere uno dei valori proposti',
  uploadMissing: 'Il file allegato non è più disponibile: caricalo di nuovo',
  uploadType: (types: string) => `Sono ammessi solo file di tipo ${types}`,
  uploadSize: (mb: number) => `Il file non può superare ${mb} MB`,
  uploadEmpty: 'Il file è vuoto',
} as const;

/** The earliest date the date field accepts (spec: minimum 1910-01-01). */
export const FORM_DATE_MIN = '1910-01-01';
/** Largest upload accepted by a form's file field. */
export const FORM_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** File types a form accepts when its field names none. */
export const FORM_UPLOAD_DEFAULT_TYPES = 'pdf,jpg,png';
/** At most this many files in one file field. */
export const FORM_UPLOAD_MAX_FILES = 5;

/** Types that carry no value: nothing to send or check. */
const NO_VALUE = new Set<FormFieldType>(['submit', 'html']);
const MULTI = new Set<FormFieldType>(['listcheckbox', 'listmultiselect', 'file_upload']);
const CHOICE = new Set<FormFieldType>([
  'listselect',
  'listradio',
  'listcountry',
  'listcheckbox',
  'listmultiselect',
]);

/** 'jpg,JPEG, png' -> ['jpg', 'jpeg', 'png'] (jpg and jpeg name the same thing). */
export function uploadExtensions(types: string | undefined): string[] {
  const list = (types?.trim() ? types : FORM_UPLOAD_DEFAULT_TYPES)
    .split(',')
    .map((t) => t.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
  if (list.includes('jpg') && !list.includes('jpeg')) list.push('jpeg');
  if (list.includes('jpeg') && !list.includes('jpg')) list.push('jpg');
  return [...new Set(list)];
}

export function sortedFields(fields: readonly FormField[]): FormField[] {
  return [...fields].sort((a, b) => a.order - b.order || a.id - b.id);
}

function textRules(field: FormField): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) rules.push(fieldRules.required);
  if (field.input_limit && field.input_limit > 0) rules.push(fieldRules.maxLength(field.input_limit));
  if (field.type === 'email') rules.push(fieldRules.email);
  if (field.type === 'phone') rules.push(fieldRules.phone);
  if (field.type === 'zip') rules.push(fieldRules.cap);
  return rules;
}

function numberError(field: FormField, value: unknown): string | null {
  const text = String(value).trim().replace(',', '.');
  if (!/^-?\d+(?:\.\d+)?$/.test(text)) return FORM_MESSAGES.notANumber;
  const n = Number(text);
  if (field.num_min != null && n < field.num_min) return FORM_MESSAGES.numMin(field.num_min);
  if (field.num_max != null && n > field.num_max) return FORM_MESSAGES.numMax(field.num_max);
  if (field.num_step != null && field.num_step > 0) {
    // Compared in millionths: 0.1 steps must not fail on floating-point remainders.
    const base = field.num_min ?? 0;
    const units = Math.round((n - base) * 1e6);
    const step = Math.round(field.num_step * 1e6);
    if (units % step !== 0) return FORM_MESSAGES.numStep(field.num_step);
  }
  return null;
}

function dateError(value: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return FIELD_MESSAGES.date;
  const d = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value) return FIELD_MESSAGES.date;
  return value < FORM_DATE_MIN ? FORM_MESSAGES.dateMin : null;
}

/** The message for one field's value, or null when it is fine. */
export function formFieldError(field: FormField, value: unknown): string | null {
  if (NO_VALUE.has(field.type)) return null;
  if (field.type === 'checkbox') {
    if (value !== undefined && typeof value !== 'boolean') return FORM_MESSAGES.option;
    return field.required && value !== true ? FORM_MESSAGES.requiredConsent : null;
  }
  if (MULTI.has(field.type)) {
    if (
      value !== undefined &&
      value !== null &&
      !(Array.isArray(value) && value.every((v) => typeof v === 'string'))
    )
      return FORM_MESSAGES.option;
    const list = (value ?? []) as string[];
    if (field.required && list.length === 0) return FIELD_MESSAGES.required;
    if (field.type === 'file_upload' && list.length > FORM_UPLOAD_MAX_FILES) return FORM_MESSAGES.option;
    if (CHOICE.has(field.type) && field.options) {
      const allowed = new Set(field.options.map((o) => o.value));
      if (list.some((v) => !allowed.has(v))) return FORM_MESSAGES.option;
    }
    return null;
  }
  if (value !== undefined && value !== null && typeof value !== 'string' && typeof value !== 'number')
    return FORM_MESSAGES.option;
  const text = value === undefined || value === null ? '' : String(value).trim();
  if (isEmpty(text)) return field.required ? FIELD_MESSAGES.required : null;
  if (field.type === 'number') return numberError(field, text);
  if (field.type === 'date') return dateError(text);
  if (CHOICE.has(field.type) && field.options) {
    return field.options.some((o) => o.value === text) ? null : FORM_MESSAGES.option;
  }
  for (const rule of textRules(field)) {
    const message = rule(text);
    if (message) return message;
  }
  return null;
}

export type FormValues = Record<string, unknown>;

export interface FormCheck {
  /** Messages by field key; empty when the form may be sent. */
  errors: Record<string, string>;
  /** The values of the form's own fields only, trimmed; unknown keys are dropped. */
  values: Record<string, string | boolean | string[]>;
}

/** Checks every field of the form; `errors` empty means valid. */
export function checkForm(fields: readonly FormField[], input: FormValues): FormCheck {
  const errors: Record<string, string> = {};
  const values: FormCheck['values'] = {};
  for (const field of sortedFields(fields)) {
    if (NO_VALUE.has(field.type)) continue;
    const raw = Object.prototype.hasOwnProperty.call(input, field.key) ? input[field.key] : undefined;
    const message = formFieldError(field, raw);
    if (message) {
      errors[field.key] = message;
      continue;
    }
    if (raw === undefined || raw === null) continue;
    if (typeof raw === 'boolean' || Array.isArray(raw)) values[field.key] = raw as boolean | string[];
    else values[field.key] = String(raw).trim();
  }
  return { errors, values };
}
