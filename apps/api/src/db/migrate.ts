import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; throws (and the server does not start) when one fails. */
export async function migrate(db: Db): Promise<void> {
  const provider: MigrationProvider = {
    async getMigrations() {
      const all: Record<string, Migration> = {};
      for (const m of migrations) all[m.name] = { up: (k) => m.up(k, db.dialect) };
      return all;
    },
  };
  const migrator = new Migrator({ db: db.kysely, provider, migrationTableName: 'schema_migration', migrationLockTableName: 'schema_migration_lock' });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migrazione fallita${failed ? ` (${failed.migrationName})` : ''}: ${String(error)}`);
  }
}
