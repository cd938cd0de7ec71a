import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  checkForm,
  FORM_MESSAGES,
  FORM_UPLOAD_MAX_BYTES,
  uploadExtensions,
  type FormDefinition,
  type FormField,
  type FormSettings,
} from '@spesa/domain';
import type { Clock } from '../../lib/clock.js';
import { cleanHtml } from '../../lib/html.js';
import type { Db } from '../../db/database.js';
import { inTransaction, type DbOrTx } from '../../db/transaction.js';
import type { MailAttachment, Mailer } from '../mail/index.js';
import { formByIdOrSlug, type FormRow } from './content.repository.js';
import * as submissions from './forms.repository.js';
import type { UploadStore } from './upload-store.js';
import { wpErrors } from './content.rules.js';

/** A refusal of admin-ajax.php: `{ success: false, data: { code, message, errors? } }` with an HTTP status. */
export class FormError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'FormError';
  }
}

/** The shopper's recent order ids, for a `$ordersList` option list (the orders area's, wired by app.ts). */
export type OrderIdsPort = (db: DbOrTx, userId: number) => Promise<number[]>;

/** How many of the shopper's orders a `$ordersList` list offers (spec: 12 when none given). */
export const ORDERS_LIST_SIZE = 12;
export const ORDERS_LIST_MARKER = '$ordersList';

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

const fieldsOf = (row: FormRow) => parseJson<FormField[]>(row.fields_json, []);
const settingsOf = (row: FormRow): FormSettings => ({
  ...parseJson<FormSettings>(row.settings_json, { title: row.slug }),
  login_required: row.login_required === 1,
});

/** Dynamic forms (decision 0052): the definition, uploads and submissions. */
export class FormsService {
  constructor(
    private readonly clock: Clock,
    private readonly mailer: Mailer,
    private readonly uploads: UploadStore,
    private readonly orderIds: OrderIdsPort,
  ) {}

  private async form(db: DbOrTx, idOrSlug: string): Promise<FormRow> {
    const row = idOrSlug ? await formByIdOrSlug(db, idOrSlug) : undefined;
    if (!row) throw wpErrors.formNotFound();
    return row;
  }

  /** get_mail_pars: the form's settings and fields; a `$ordersList` list gets the shopper's orders. */
  async definition(db: DbOrTx, idOrSlug: string, userId: number | null): Promise<FormDefinition> {
    const row = await this.form(db, idOrSlug);
    return {
      id: row.form_id,
      slug: row.slug,
      settings: settingsOf(row),
      fields: await this.fields(db, row, userId),
    };
  }

  /** The form's fields as this shopper sees them (and as their answer is checked). */
  private async fields(db: DbOrTx, row: FormRow, userId: number | null): Promise<FormField[]> {
    const fields = fieldsOf(row);
    const withOrders = fields.some((f) => f.options?.[0]?.label === ORDERS_LIST_MARKER);
    const orders = withOrders && userId !== null ? await this.orderIds(db, userId) : [];
    return fields.map((f) =>
      f.options?.[0]?.label === ORDERS_LIST_MARKER
        ? { ...f, options: orders.map((id) => ({ label: `Ordine n. ${id}`, value: String(id) })) }
        : // An html field's text is injected by the storefront: made safe here too (decision 0062).
          f.type === 'html' && f.value
          ? { ...f, value: cleanHtml(f.value) }
          : f,
    );
  }

  private async formFor(db: Db, idOrSlug: string, userId: number | null) {
    const row = await this.form(db, idOrSlug).catch(() => {
      throw new FormError('FORM_NOT_FOUND', 'Modulo non trovato.', 404);
    });
    if (row.login_required === 1 && userId === null)
      throw new FormError('NOT_LOGGED_IN', FORM_MESSAGES.loginRequired, 403);
    return row;
  }

  /**
   * A file for a form's file field: size-limited while it streams in, then checked by its content
   * (a renamed program is refused whatever its name says), and kept under a random token.
   */
  async upload(
    db: Db,
    input: {
      formId: string;
      fieldKey: string;
      fileName: string;
      stream: Readable & { truncated?: boolean };
      /** Who sends it (`FormSender.uploader`): only their submission may claim the file. */
      uploader: string;
    },
    userId: number | null,
  ) {
    const received = await this.uploads.receive(input.stream);
    let kept: string | undefined;
    try {
      const row = await this.formFor(db, input.formId, userId);
      const field = fieldsOf(row).find((f) => f.key === input.fieldKey && f.type === 'file_upload');
      if (!field) throw new FormError('FIELD_NOT_FOUND', FORM_MESSAGES.invalid, 400);
      const mb = FORM_UPLOAD_MAX_BYTES / 1024 / 1024;
      if (received.truncated) throw new FormError('UPLOAD_TOO_LARGE', FORM_MESSAGES.uploadSize(mb), 413);
      if (received.size === 0) throw new FormError('UPLOAD_EMPTY', FORM_MESSAGES.uploadEmpty, 400);
      const allowed = uploadExtensions(field.upload_types);
      const named = path.extname(input.fileName).slice(1).toLowerCase();
      const sniffed = await this.uploads.sniff(received.file);
      if (!sniffed || !allowed.includes(sniffed.ext) || !allowed.includes(named))
        throw new FormError(
          'UPLOAD_TYPE',
          FORM_MESSAGES.uploadType(allowed.filter((e) => e !== 'jpeg').join(', ')),
          415,
        );
      const token = this.uploads.keep(received.file);
      kept = token;
      const name = path.basename(input.fileName).slice(0, 200) || `file.${sniffed.ext}`;
      await submissions.insertUpload(db, {
        token,
        form_id: row.form_id,
        field_key: field.key,
        original_name: name,
        mime: sniffed.mime,
        size_bytes: received.size,
        created_at: this.clock.now().toISOString(),
        uploader: input.uploader,
      });
      return { token, name, size: received.size, type: sniffed.mime };
    } catch (error) {
      // Moved into place but not recorded (the row's insert failed): no file without its row.
      this.uploads.discard(kept === undefined ? received.file : this.uploads.pathOf(kept));
      throw error;
    }
  }

  /**
   * Checks the values with the spec's rules, then stores the submission, claims its uploads and
   * writes its mail in one transaction, once per client key: a repeated key answers success
   * without storing or mailing again.
   */
  async submit(
    db: Db,
    input: {
      formId: string;
      clientKey: string;
      values: Record<string, unknown>;
      /** Every name the submitter's uploads may carry (account, session, visitor cookie). */
      uploaders: string[];
    },
    userId: number | null,
  ) {
    const row = await this.formFor(db, input.formId, userId);
    const fields = await this.fields(db, row, userId);
    const { errors, values } = checkForm(fields, input.values);
    if (Object.keys(errors).length > 0)
      throw new FormError('FORM_INVALID', FORM_MESSAGES.invalid, 400, errors);
    const settings = settingsOf(row);
    const message = settings.success_message || FORM_MESSAGES.success;
    const now = this.clock.now().toISOString();
    const stored = await inTransaction(db, async (tx) => {
      const id = await submissions.insertSubmissionOnce(tx, {
        form_id: row.form_id,
        client_key: input.clientKey,
        user_id: userId,
        values_json: JSON.stringify(values),
        created_at: now,
      });
      if (id === undefined) return false;
      const files: MailAttachment[] = [];
      for (const field of fields.filter((f) => f.type === 'file_upload')) {
        const tokens = (values[field.key] as string[] | undefined) ?? [];
        const unique = [...new Set(tokens)];
        const claimed = await submissions.claimUploads(tx, id, row.form_id, field.key, unique, input.uploaders);
        if (claimed.length !== new Set(tokens).size)
          throw new FormError('UPLOAD_MISSING', FORM_MESSAGES.invalid, 400, {
            [field.key]: FORM_MESSAGES.uploadMissing,
          });
        files.push(
          ...claimed.map((c) => ({
            filename: c.original_name,
            contentType: c.mime,
            path: this.uploads.pathOf(c.token),
            size: c.size_bytes,
          })),
        );
      }
      await this.mailer.send(tx, submissionMail(row.mail_to, settings.title, id, fields, values, files));
      return true;
    });
    const again = stored ? undefined : await submissions.submissionByKey(db, row.form_id, input.clientKey);
    return { message, repeated: !stored, submission_id: again?.submission_id };
  }
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function submissionMail(
  to: string,
  title: string,
  id: number,
  fields: FormField[],
  values: Record<string, unknown>,
  files: MailAttachment[],
) {
  const lines = fields
    .filter((f) => values[f.key] !== undefined && f.type !== 'file_upload')
    .map((f) => {
      const v = values[f.key];
      const shown = Array.isArray(v) ? v.join(', ') : typeof v === 'boolean' ? (v ? 'sì' : 'no') : String(v);
      return [f.label || f.key, shown] as const;
    });
  // The files travel with the mail; their names are listed too, for a reader without them.
  if (files.length)
    lines.push([
      'Allegati',
      files.map((f) => `${f.filename} (${f.contentType}, ${Math.ceil(f.size / 1024)} KB)`).join('; '),
    ]);
  return {
    to,
    attachments: files,
    subject: `${title}: nuova richiesta n. ${id}`,
    text: [
      `Nuova richiesta dal modulo "${title}" (n. ${id}).`,
      '',
      ...lines.map(([k, v]) => `${k}: ${v}`),
    ].join('\n'),
    html: `<p>Nuova richiesta dal modulo "${escapeHtml(title)}" (n. ${id}).</p><ul>${lines
      .map(([k, v]) => `<li><b>${escapeHtml(k)}</b>: ${escapeHtml(v)}</li>`)
      .join('')}</ul>`,
  };
}
