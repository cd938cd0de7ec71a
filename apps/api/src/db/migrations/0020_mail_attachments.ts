import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * A development outbox mail lists its attachments (issue 17: a form's files travel with its
 * notification): JSON `[{ filename, contentType, size }]`, '[]' for none. The files themselves
 * stay where their module keeps them.
 */
export const m0020MailAttachments: SpesaMigration = {
  name: '0020_mail_attachments',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('attachments_json', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
};
