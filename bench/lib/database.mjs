// The database a benchmark runs the shop on: a SQLite file in the run's temporary directory (the
// default), or, with BENCH_DATABASE_URL=postgres://user@host:port/<name>, a PostgreSQL database of
// that name, created empty by the run (it must not exist: the run never touches a database it did
// not create) and dropped when the run ends, however it ends (normally, on an error, on
// SIGINT/SIGTERM/SIGHUP: the drop runs in the 'exit' handler, after the API's processes were told
// to stop, with FORCE for their last connections). Only a SIGKILL of the run leaves it behind.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stopStarted } from './server.mjs';

const require = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'));

/** BENCH_DATABASE_URL, checked: a postgres:// URL with a plain database name, or undefined. */
export function postgresBenchUrl() {
  const raw = process.env.BENCH_DATABASE_URL;
  if (!raw) return undefined;
  const u = new URL(raw);
  const name = u.pathname.slice(1);
  if (!/^postgres(ql)?:$/.test(u.protocol) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name))
    throw new Error(
      `BENCH_DATABASE_URL=${raw}: use postgres://user@host:port/<name>, <name> of lower-case letters, digits and _`,
    );
  return { url: u.toString(), name, admin: Object.assign(new URL(u), { pathname: '/postgres' }).toString() };
}

/** 'PostgreSQL' or 'SQLite': what the reports say the shop ran on. */
export const databaseLabel = () => (postgresBenchUrl() ? 'PostgreSQL' : 'SQLite');

/** Runs `sql` on the server's maintenance database in a child node, synchronously (for 'exit'). */
function adminSync(admin, sql) {
  const script = `const pg = require(${JSON.stringify(require.resolve('pg'))});
    const c = new pg.Client({ connectionString: process.argv[1] });
    c.connect().then(() => c.query(process.argv[2])).then(() => c.end(), (e) => { console.error(e.message); process.exit(1); });`;
  return spawnSync(process.execPath, ['-e', script, admin, sql], { encoding: 'utf8' });
}

let dropped = false;

/**
 * The database of this run: `{ url, label, side }`. `url` is what DATABASE_URL is set to (the
 * SQLite file `file`, or the PostgreSQL database, created here); `side` is the prefix of the files
 * prepare.ts writes beside it (tokens, products): `file` in both cases.
 */
export function benchDatabase(file) {
  const pgUrl = postgresBenchUrl();
  if (!pgUrl) return { url: `sqlite:${file}`, label: 'SQLite', side: file };
  const exists = adminSync(
    pgUrl.admin,
    `do $$ begin if exists (select from pg_database where datname = '${pgUrl.name}') then raise exception 'database ${pgUrl.name} exists: the benchmark only uses a database it creates (drop it or choose another name)'; end if; end $$`,
  );
  if (exists.status !== 0) throw new Error(exists.stderr.trim());
  const created = adminSync(pgUrl.admin, `create database ${pgUrl.name}`);
  if (created.status !== 0) throw new Error(`create database ${pgUrl.name}: ${created.stderr.trim()}`);
  process.once('exit', () => {
    stopStarted();
    dropBenchDatabase();
  });
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ])
    process.once(signal, () => process.exit(code));
  return { url: pgUrl.url, label: 'PostgreSQL', side: file };
}

/** Drops the run's PostgreSQL database (once; FORCE ends connections left by a process stopping). */
export function dropBenchDatabase() {
  const pgUrl = postgresBenchUrl();
  if (!pgUrl || dropped) return;
  dropped = true;
  const r = adminSync(pgUrl.admin, `drop database if exists ${pgUrl.name} with (force)`);
  if (r.status !== 0) console.error(`could not drop the benchmark database ${pgUrl.name}: ${r.stderr.trim()}`);
  else console.log(`» database ${pgUrl.name} dropped`);
}
