import cluster from 'node:cluster';
import { loadConfig, ConfigError } from './config.js';
import { createDatabase, type Db } from './db/database.js';
import { migrate } from './db/migrate.js';
import { demoDataState, seedDemo } from './db/demo.js';
import { shopDate, systemClock } from './lib/clock.js';
import { buildApp } from './app.js';
import { migrations } from './db/migrations/index.js';
import { devOutboxState } from './modules/mail/index.js';
import { startWorkers } from './workers.js';
import type { Config } from './config.js';

/**
 * Starts the shop: check config, migrate, seed demo data into an empty database, listen. With
 * WORKERS above 1 this process only prepares the database and starts that many copies of itself
 * (workers.ts), which listen on the same port and skip the preparation.
 */
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
  // Short Italian progress lines for whoever started the shop; the log keeps the details.
  const say = (line: string) => {
    if (config.LOG_LEVEL !== 'silent') console.log(line);
  };
  if (cluster.isWorker) {
    await serve(config, createDatabase(config.DATABASE_URL, servingOptions(config)));
    return;
  }
  const db = await prepareDatabase(config, say);
  if (config.WORKERS > 1) {
    await db.close();
    startWorkers(config.WORKERS, {
      onListening: (port) => sayReady(config, say, port, config.WORKERS),
      say,
    });
    return;
  }
  sayReady(config, say, await serve(config, db), 1);
}

/**
 * How a process that serves opens the database: SQLite's checkpoints off its event loop, and on
 * PostgreSQL a pool of DATABASE_POOL_SIZE connections, with statements prepared unless
 * DATABASE_PREPARED_STATEMENTS says not.
 */
const servingOptions = (config: Config) => ({
  backgroundCheckpoints: true,
  poolSize: config.DATABASE_POOL_SIZE,
  preparedStatements: config.DATABASE_PREPARED_STATEMENTS,
});

/** Migrates the database and, into an empty one, seeds the demo data. */
async function prepareDatabase(config: Config, say: (line: string) => void): Promise<Db> {
  // With several processes this handle only prepares the file, and is closed before they start.
  const db = createDatabase(config.DATABASE_URL, config.WORKERS > 1 ? {} : servingOptions(config));
  const applied = await migrate(db);
  if (applied === migrations.length) say('Creo il database…');
  const demo = demoDataState(config);
  if (demo.on) {
    await seedDemo(db, {
      today: shopDate(systemClock.now()),
      onSeeding: (products) =>
        say(`Carico i dati di prova: ${products.toLocaleString('it-IT')} prodotti… (solo la prima volta)`),
    });
    say(`Dati e account di prova attivi (${demo.why}).`);
  } else say(`Dati e account di prova spenti (${demo.why}).`);
  return db;
}

/** Builds the app on `db` and listens; answers the port. SIGTERM and SIGINT close it cleanly. */
async function serve(config: Config, db: Db): Promise<number> {
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
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.PORT;
}

function sayReady(config: Config, say: (line: string) => void, port: number, processes: number): void {
  const origin = localOrigin(config, port);
  say(processes > 1 ? `Pronto su ${origin} (${processes} processi)` : `Pronto su ${origin}`);
  const outbox = devOutboxState(config);
  say(
    outbox.on
      ? `Posta in uscita (senza SMTP_URL le e-mail restano qui): ${origin}/dev/outbox`
      : `Posta in uscita di sviluppo spenta: ${outbox.why}.`,
  );
}

/** The address to open on this machine (every-address hosts answer on 127.0.0.1 too). */
function localOrigin(config: Config, port: number): string {
  const host = ['0.0.0.0', '::', '[::]'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

main().catch((err) => {
  console.error('Avvio non riuscito:', err instanceof Error ? err.message : err);
  process.exit(1);
});
