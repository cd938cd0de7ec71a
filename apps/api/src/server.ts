import { loadConfig, ConfigError } from './config.js';
import { createDatabase } from './db/database.js';
import { migrate } from './db/migrate.js';
import { seedDemo } from './db/demo.js';
import { buildApp } from './app.js';

/** Starts the shop: check config, migrate, seed demo data into an empty database, listen. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(78);
    }
    throw e;
  }
  const db = createDatabase(config.DATABASE_URL);
  await migrate(db);
  if (config.DEMO_DATA) await seedDemo(db);
  const app = await buildApp({ config, db });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking connections, let in-flight requests finish, then release the database.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
