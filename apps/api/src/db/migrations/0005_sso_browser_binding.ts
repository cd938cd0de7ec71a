import type { Kysely } from 'kysely';
import type { SpesaMigration } from './index.js';

/**
 * A SAML login in progress belongs to the browser that started it (decision 0022): the SHA-256 of
 * a random value kept in that browser's cookie. Rows of logins started before have none and are
 * refused at the ACS; they expire within minutes anyway.
 */
export const m0005SsoBrowserBinding: SpesaMigration = {
  name: '0005_sso_browser_binding',
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async up(db: Kysely<any>) {
    await db.schema.alterTable('sso_request').addColumn('browser_hash', 'varchar(64)').execute();
  },
};
