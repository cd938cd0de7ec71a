import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import { migrations } from './migrations/index.js';

/** Runs every pending migration; throws (and the server does not start) when one fails. */
/** Applies the pending migrations; answers how many it applied (all of them: a new database). */
export async function migrate(db: Db): Promise<number> {
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
  return results?.length ?? 0;
}
