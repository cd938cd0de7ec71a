import pg from 'pg';

/** A pool on the server's maintenance database, for CREATE/DROP DATABASE. */
export function adminPool(url: string): pg.Pool {
  return new pg.Pool({ connectionString: url, max: 2 });
}

export function pgUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * Drops a test database once its connections are gone. A closed pool's backends linger on the
 * server for a few milliseconds; forcing them out would make the closing clients throw.
 */
export async function dropDatabase(admin: pg.Pool, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const r = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
    if (r.rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}

/** CREATE DATABASE ... TEMPLATE fails while another copy of the same template runs: retry. */
export async function copyDatabase(admin: pg.Pool, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name} template ${template}`);
      return;
    } catch (e) {
      if (attempt >= 20 || !String((e as Error).message).includes('being accessed')) throw e;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
}
