import { checkFormDefinition, type CheckedFormDefinition, type FormField } from '@spesa/domain';
import type { Clock } from '../../lib/clock.js';
import type { DbOrTx } from '../../db/transaction.js';
import { cleanHtml } from '../../lib/html.js';
import { formByIdOrSlug, type FormRow } from './content.repository.js';
import * as repo from './form-definitions.repository.js';
import { WpError, wpErrors } from './content.rules.js';

// The staff editor's forms (issue 17): list, read, create, replace and delete a form's definition
// (settings, the 21 field types, the address it mails to). The checks are the domain's
// (`checkFormDefinition`), the ones the editor runs before saving; an html field's HTML is
// sanitised like any content.

const duplicateSlug = () => new WpError('rest_duplicate_slug', 'Esiste già un modulo con questo slug.', 400);
const formInUse = () =>
  new WpError(
    'rest_form_in_use',
    'Il modulo ha già ricevuto richieste o allegati: non si può eliminare, si può solo togliere dalle pagine.',
    409,
  );

const idOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : 0);

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The editor's view of a form: everything, with the address it mails to. */
export function toEditableForm(row: FormRow) {
  const settings = parseJson<{ title?: string; success_message?: string }>(row.settings_json, {});
  return {
    id: row.form_id,
    slug: row.slug,
    settings: {
      title: settings.title ?? row.slug,
      success_message: settings.success_message ?? '',
      login_required: row.login_required === 1,
    },
    mail_to: row.mail_to,
    fields: parseJson<FormField[]>(row.fields_json, []),
    modified: row.modified_at,
  };
}

export class FormDefinitions {
  constructor(private readonly clock: Clock) {}

  private checked(body: unknown): CheckedFormDefinition {
    const { errors, value } = checkFormDefinition(body);
    if (!value) throw wpErrors.invalidParams(errors);
    return value;
  }

  private row(form: CheckedFormDefinition): repo.FormDefinitionRow {
    const fields = form.fields.map((f) =>
      f.type === 'html' && f.value ? { ...f, value: cleanHtml(f.value) } : f,
    );
    const { login_required, ...settings } = form.settings;
    return {
      slug: form.slug,
      settings_json: JSON.stringify(settings),
      fields_json: JSON.stringify(fields),
      mail_to: form.mail_to,
      login_required: login_required ? 1 : 0,
      modified_at: this.clock.now().toISOString(),
    };
  }

  private async read(db: DbOrTx, id: number) {
    const row = id ? await formByIdOrSlug(db, String(id)) : undefined;
    if (!row) throw wpErrors.formNotFound();
    return toEditableForm(row);
  }

  async list(db: DbOrTx) {
    return (await repo.allForms(db)).map(toEditableForm);
  }

  get(db: DbOrTx, idText: string) {
    return this.read(db, idOf(idText));
  }

  async create(db: DbOrTx, body: unknown) {
    const id = await repo.insertForm(db, this.row(this.checked(body)));
    if (id === undefined) throw duplicateSlug();
    return this.read(db, id);
  }

  async update(db: DbOrTx, idText: string, body: unknown) {
    const id = idOf(idText);
    const row = this.row(this.checked(body));
    let changed: boolean;
    try {
      changed = await repo.updateForm(db, id, row);
    } catch (error) {
      if (/unique|duplicate/i.test(String((error as Error).message))) throw duplicateSlug();
      throw error;
    }
    if (!changed) throw wpErrors.formNotFound();
    return this.read(db, id);
  }

  /** WordPress's answer to a forced delete: `{ deleted: true, previous }`. */
  async remove(db: DbOrTx, idText: string) {
    const previous = await this.read(db, idOf(idText));
    if (!(await repo.deleteUnusedForm(db, previous.id))) throw formInUse();
    return { deleted: true, previous };
  }
}
