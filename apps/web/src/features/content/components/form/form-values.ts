import { sortedFields, type FormField } from '@spesa/domain';

/** What a `$...` default can name: the shopper and the page the form is on. */
export interface FormPageData {
  user?: { firstName?: string; lastName?: string; email?: string } | null;
  page?: { slug: string; title: string };
}

export type FieldValue = string | boolean | string[];
export type FormState = Record<string, FieldValue>;

const MULTI = new Set(['listcheckbox', 'listmultiselect', 'file_upload']);

/** `$user.email` -> the shopper's e-mail; any other value as it is. */
export function resolveDefault(value: string | undefined, data: FormPageData): string {
  if (!value?.startsWith('$')) return value ?? '';
  const [scope, key] = value.slice(1).split('.');
  const source = (scope === 'user' ? data.user : scope === 'page' ? data.page : undefined) as
    Record<string, unknown> | null | undefined;
  const found = key ? source?.[key] : undefined;
  return typeof found === 'string' ? found : '';
}

/** The form's starting values: defaults resolved, lists empty, consents unticked. */
export function initialValues(fields: FormField[], data: FormPageData): FormState {
  const values: FormState = {};
  for (const f of sortedFields(fields)) {
    if (f.type === 'submit' || f.type === 'html') continue;
    if (f.type === 'checkbox') values[f.key] = resolveDefault(f.default ?? f.value, data) === 'true';
    else if (MULTI.has(f.type)) values[f.key] = [];
    else values[f.key] = resolveDefault(f.default ?? f.value, data);
  }
  return values;
}

/** Values as sent: empty texts left out, so an optional field stays unset. */
export function valuesToSend(values: FormState): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => !(typeof v === 'string' && v.trim() === '')),
  );
}
