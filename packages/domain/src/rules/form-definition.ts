// A dynamic form's definition as staff write it in the editor (issue 17): the same checks in the
// editor before saving and in the API on what it receives, with the same Italian messages.
import { z } from 'zod';
import { FORM_FIELD_TYPES, type FormField, type FormFieldType } from './dynamic-form.js';
import { isValidEmail } from '../validators.js';

/** Extensions a file field may accept: the ones whose content the API can recognise. */
export const FORM_UPLOAD_KNOWN_TYPES = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'heic'] as const;

/** Types whose answer is one of the field's options. */
export const FORM_OPTION_TYPES = new Set<FormFieldType>([
  'listselect',
  'listcheckbox',
  'listradio',
  'listmultiselect',
]);

export const FORM_DEFINITION_MESSAGES = {
  key: 'Chiave: lettere minuscole, numeri e _ (inizia con una lettera), al massimo 40',
  keyTaken: 'Questa chiave è già usata da un altro campo',
  type: 'Tipo di campo sconosciuto',
  label: "L'etichetta è obbligatoria (al massimo 300 caratteri)",
  options: 'Aggiungi almeno una scelta (etichetta e valore)',
  numRange: 'Il minimo non può superare il massimo',
  numStep: 'Il passo deve essere maggiore di zero',
  uploadTypes: `Tipi di file ammessi: ${FORM_UPLOAD_KNOWN_TYPES.join(', ')} (separati da virgola)`,
  inputLimit: 'Il limite deve essere un numero intero tra 1 e 10000',
  cssClass: 'Classe CSS: lettere, numeri, trattini e spazi',
  slug: 'Slug: solo lettere minuscole, numeri e trattini',
  title: 'Il titolo è obbligatorio (al massimo 200 caratteri)',
  mailTo: 'Digitare una e-mail valida',
  tooLong: (n: number) => `Al massimo ${n} caratteri`,
  tooMany: (n: number) => `Al massimo ${n} elementi`,
  number: 'Digitare un numero',
} as const;

const M = FORM_DEFINITION_MESSAGES;
const text = (max: number) => z.string({ error: M.tooLong(max) }).max(max, M.tooLong(max));
const num = z.number({ error: M.number }).finite(M.number).nullable().optional();
const cssClass = z
  .string()
  .regex(/^[A-Za-z0-9_ -]{0,100}$/, M.cssClass)
  .optional();

const fieldSchema = z
  .object({
    key: z.string({ error: M.key }).regex(/^[a-z][a-z0-9_]{0,39}$/, M.key),
    type: z.enum(FORM_FIELD_TYPES, { error: M.type }),
    label: z.string({ error: M.label }).trim().max(300, M.label),
    placeholder: text(300).optional(),
    desc_text: text(1000).optional(),
    help_text: text(300).optional(),
    order: z.number({ error: M.number }).int(M.number).min(0).max(100_000).optional(),
    required: z.boolean().optional(),
    disable_input: z.boolean().optional(),
    container_class: cssClass,
    element_class: cssClass,
    input_limit: z
      .number({ error: M.inputLimit })
      .int(M.inputLimit)
      .min(1, M.inputLimit)
      .max(10_000, M.inputLimit)
      .nullable()
      .optional(),
    default: text(1000).optional(),
    /** An html field's content (sanitised by the API). */
    value: text(20_000).optional(),
    options: z
      .array(z.object({ label: z.string().trim().min(1, M.options).max(300), value: text(300) }))
      .max(200, M.tooMany(200))
      .optional(),
    num_min: num,
    num_max: num,
    num_step: num,
    upload_types: z
      .string()
      .transform((s) => s.replace(/\s+/g, '').toLowerCase())
      .refine(
        (s) => s.split(',').every((t) => (FORM_UPLOAD_KNOWN_TYPES as readonly string[]).includes(t)),
        M.uploadTypes,
      )
      .optional(),
  })
  .superRefine((f, ctx) => {
    if (!f.label && f.type !== 'html' && f.type !== 'hidden')
      ctx.addIssue({ code: 'custom', path: ['label'], message: M.label });
    if (FORM_OPTION_TYPES.has(f.type) && !f.options?.length)
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.options });
    if (f.num_min != null && f.num_max != null && f.num_min > f.num_max)
      ctx.addIssue({ code: 'custom', path: ['num_max'], message: M.numRange });
    if (f.num_step != null && f.num_step <= 0)
      ctx.addIssue({ code: 'custom', path: ['num_step'], message: M.numStep });
  });

export const formDefinitionSchema = z
  .object({
    slug: z
      .string({ error: M.slug })
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, M.slug)
      .max(200, M.slug),
    settings: z.object({
      title: z.string({ error: M.title }).trim().min(1, M.title).max(200, M.title),
      success_message: text(500).optional(),
      login_required: z.boolean().optional(),
    }),
    mail_to: z
      .string({ error: M.mailTo })
      .trim()
      .max(254, M.mailTo)
      .refine((s) => isValidEmail(s), M.mailTo),
    fields: z.array(fieldSchema).max(100, M.tooMany(100)),
  })
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    form.fields.forEach((f, i) => {
      if (seen.has(f.key)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'key'], message: M.keyTaken });
      seen.add(f.key);
    });
  });

export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;

/** A checked definition: fields numbered in the order given, `order` kept or made from the position. */
export interface CheckedFormDefinition {
  slug: string;
  settings: { title: string; success_message?: string; login_required: boolean };
  mail_to: string;
  fields: FormField[];
}

/**
 * Checks a definition; `errors` maps each wrong place ('mail_to', 'fields.2.options') to its
 * message, the first per place. Empty errors: `value` is what to store.
 */
export function checkFormDefinition(input: unknown): {
  errors: Record<string, string>;
  value?: CheckedFormDefinition;
} {
  const res = formDefinitionSchema.safeParse(input);
  if (!res.success) {
    const errors: Record<string, string> = {};
    for (const issue of res.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
    return { errors };
  }
  const { settings, fields, ...rest } = res.data;
  return {
    errors: {},
    value: {
      ...rest,
      settings: { ...settings, login_required: settings.login_required ?? false },
      fields: fields.map((f, i) => ({ ...f, id: i + 1, order: f.order ?? (i + 1) * 10 }) as FormField),
    },
  };
}
