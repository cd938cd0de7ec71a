// The API in process on a benchmark's SQLite file, with every SQL statement counted and timed
// (the statements benchmarks: bench/cart/statements.ts, bench/checkout/statements.ts).
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';

export async function countedApp(file: string) {
  const counted = { statements: [] as string[], spent: new Map<string, number>() };
  const db = createDatabase(`sqlite:${file}`, {
    onQuery: (sql, ms) => {
      counted.statements.push(sql);
      counted.spent.set(sql, (counted.spent.get(sql) ?? 0) + ms);
    },
  });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: `sqlite:${file}`, DEMO_DATA: 'false', JOBS_POLL_SECONDS: '0' });
  // As the server does at start: a migration added since the database was made is applied.
  await migrate(db);
  const app = await buildApp({ config, db });
  await app.ready();
  return { app, db, counted };
}
