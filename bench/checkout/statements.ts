// Counts the SQL statements and the CPU of one checkout/buy (online card 12, test provider: all
// three phases), in process on SQLite. Run after bench/checkout/prepare.ts has built the database:
//   npx tsx bench/checkout/statements.ts <file.sqlite> [buys=300]
// Every buy takes the next account of the pool (a buy closes its cart); the first ones warm up.
import fs from 'node:fs';
import { countedApp } from '../lib/counted-app.js';

const [file, buysArg] = [process.argv[2]!, process.argv[3]];
const tokens = JSON.parse(fs.readFileSync(`${file}.tokens.json`, 'utf8')) as string[];
const WARM = 50;
const BUYS = Math.min(Number(buysArg ?? 300), tokens.length - WARM - 1);
const { app, db, counted } = await countedApp(file);
const card = encodeURIComponent(JSON.stringify({ cardNumber: '4242424242424242' }));
let next = 0;
async function buy() {
  const i = next++;
  const r = await app.inject({
    method: 'POST',
    url: `/ebsn/api/checkout/buy?payment_type_id=12&payment_data=${card}`,
    headers: { 'x-ebsn-client': 'site', 'x-ebsn-session': tokens[i]!, 'idempotency-key': `stmt-${i}` },
  });
  if (r.statusCode !== 200 || !r.body.includes('"status":0')) throw new Error(`buy ${i}: ${r.body.slice(0, 300)}`);
  counted.statements = [];
}
for (let i = 0; i < WARM; i++) await buy();
const one: string[] = [];
counted.statements = one;
await buy();
counted.spent.clear();
const start = performance.now();
const cpu = process.cpuUsage();
for (let i = 0; i < BUYS; i++) await buy();
const used = process.cpuUsage(cpu);
const ms = (performance.now() - start) / BUYS;
console.log(
  `checkout/buy: ${one.length} statements, ${((used.user + used.system) / 1000 / BUYS).toFixed(2)} ms of CPU and ${ms.toFixed(2)} ms of wall time a buy (one at a time, ${BUYS} buys)`,
);
for (const s of one) console.log(`  ${((counted.spent.get(s) ?? 0) / BUYS).toFixed(3)} ms  ${s.replace(/\s+/g, ' ').slice(0, 140)}`);
await app.close();
await db.close();
