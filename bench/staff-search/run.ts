// The staff's customer search (user-search/list_user, decision 0122) on 100,000 customers: the
// p99 of a page, through the API in process, beside its ceiling (50 ms). Builds its own database:
// a SQLite file in a temporary directory, or the PostgreSQL database BENCH_DATABASE_URL names (it
// must not exist; the run creates and drops it, bench/lib/database.mjs).
//   npx tsx bench/staff-search/run.ts [customers=100000] [pages=2000]
// Exits 1 when the p99 is over the ceiling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/api/src/app.js';
import { loadConfig } from '../../apps/api/src/config.js';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { benchDatabase } from '../lib/database.mjs';
import { insertBenchSession } from '../lib/accounts.js';
import { generateCustomers, SURNAMES } from './customers.js';

const CEILING_MS = 50;
const CUSTOMERS = Number(process.argv[2] ?? 100_000);
const PAGES = Number(process.argv[3] ?? 2000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spesa-staff-search-'));
const { url, label } = benchDatabase(path.join(dir, 'shop.sqlite'));
const db = createDatabase(url);
await migrate(db);
const at = new Date().toISOString();
const started = performance.now();
const { staffId, agentId } = await generateCustomers(db, CUSTOMERS, at);
console.log(
  `${CUSTOMERS} customers written in ${((performance.now() - started) / 1000).toFixed(1)} s (${label})`,
);

/** A backoffice session (as sso-login opens it) for the account; answers its token. */
async function backofficeSession(userId: number): Promise<string> {
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  return insertBenchSession(db.kysely, { userId, at, expires, backoffice: true });
}
const staff = await backofficeSession(staffId);
const agent = await backofficeSession(agentId);

const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  JOBS_POLL_SECONDS: '0',
});
const app = await buildApp({ config, db });
await app.ready();

// What customer service types: surnames and their first letters, names, e-mails, phones, fiscal
// codes, cards, internal codes, two words; every page of a type unfiltered; sorted and paged.
const surname = (i: number) => SURNAMES[i % SURNAMES.length]!.toLowerCase();
/** Its first three letters ('de l' for 'de luca'). */
const prefix = (i: number) => surname(i).slice(0, surname(i)[2] === ' ' ? 4 : 3);
const queries: Array<(i: number) => string> = [
  (i) => `q=${encodeURIComponent(surname(i))}&user_type_id=1`,
  (i) => `q=${encodeURIComponent(prefix(i))}&user_type_id=1`,
  (i) => `q=${['mar', 'luc', 'gio', 'and'][i % 4]}&user_type_id=2&sort=-name`,
  (i) => `q=mario%20${encodeURIComponent(surname(i))}&user_type_id=1`,
  (i) => `q=cliente${(i * 7919) % CUSTOMERS}@&user_type_id=${1 + (i % 2)}`,
  (i) => `q=33${String(i % 1000).padStart(3, '0')}&user_type_id=1`,
  (i) => `q=${encodeURIComponent(prefix(i).toUpperCase())}&user_type_id=1&sort=email`,
  (i) =>
    `q=27${String((i * 3) % 100_000)
      .padStart(11, '0')
      .slice(0, 8)}&user_type_id=1`,
  (i) => `cod_int=C${String((i * 31) % CUSTOMERS).padStart(6, '0')}&user_type_id=${1 + (i % 2)}`,
  (i) => `user_type_id=${1 + (i % 2)}&page=${1 + (i % 50)}&page_size=20`,
  (i) => `user_type_id=1&sort=${['name', '-name', 'email', 'cod_int', 'user_id'][i % 5]}&page=${1 + (i % 5)}`,
];

async function page(i: number, token: string): Promise<number> {
  const query = queries[i % queries.length]!(i);
  const t0 = performance.now();
  const r = await app.inject({
    method: 'GET',
    url: `/ebsn/api/user-search/list_user?${query}`,
    headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': token },
  });
  const ms = performance.now() - t0;
  if (r.statusCode !== 200 || !r.body.includes('"status":0'))
    throw new Error(`${query}: ${r.body.slice(0, 300)}`);
  return ms;
}

const p = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
for (let i = 0; i < 100; i++) await page(i, staff);
const staffTimes: number[] = [];
const byShape = queries.map(() => [] as number[]);
for (let i = 0; i < PAGES; i++) {
  const ms = await page(i, staff);
  staffTimes.push(ms);
  byShape[i % queries.length]!.push(ms);
}
const agentTimes: number[] = [];
for (let i = 0; i < PAGES / 10; i++) agentTimes.push(await page(i, agent));
const all = [...staffTimes, ...agentTimes].sort((a, b) => a - b);
const line = (name: string, times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `${name}: p50 ${p(s, 0.5).toFixed(1)} ms, p99 ${p(s, 0.99).toFixed(1)} ms, max ${s.at(-1)!.toFixed(1)} ms (${s.length} pages)`;
};
console.log(line('customer service', staffTimes));
console.log(line('agent (assigned customers only)', agentTimes));
if (process.env.BENCH_SHAPES) byShape.forEach((times, k) => console.log(line(`  ${queries[k]!(k)}`, times)));
const p99 = p(all, 0.99);
console.log(
  `user-search/list_user on ${CUSTOMERS} customers (${label}): p99 ${p99.toFixed(1)} ms, ceiling ${CEILING_MS} ms: ${p99 <= CEILING_MS ? 'within' : 'OVER'}`,
);
await app.close();
await db.close();
fs.rmSync(dir, { recursive: true, force: true });
if (p99 > CEILING_MS) process.exitCode = 1;
