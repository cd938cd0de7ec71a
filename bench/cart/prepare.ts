// Builds the cart benchmark database: the demo shop plus N shoppers (password 'Spesa2026!'), and
// writes beside it the products the shoppers add (pieces, no limits, plenty in stock, no options).
import fs from 'node:fs';
import { createDatabase } from '../../apps/api/src/db/database.js';
import { migrate } from '../../apps/api/src/db/migrate.js';
import { seedDemo } from '../../apps/api/src/db/demo.js';
import { DEFAULT_DISCLAIMERS } from '../../apps/api/src/db/migrations/0002_accounts.disclaimers.js';
import { hashPassword } from '../../apps/api/src/modules/accounts/index.js';
import { insertBenchCustomer } from '../lib/accounts.js';

const [file, count] = [process.argv[2]!, Number(process.argv[3] ?? 50)];
const db = createDatabase(`sqlite:${file}`);
await migrate(db);
await seedDemo(db);
const hash = await hashPassword('Spesa2026!');
const at = new Date().toISOString();
for (let i = 1; i <= count; i++) {
  const user_id = await insertBenchCustomer(db.kysely, {
    email: `bench${i}@example.com`,
    passwordHash: hash,
    lastName: `Prova ${i}`,
    at,
  });
  await db.kysely
    .insertInto('user_disclaimer')
    .values(
      DEFAULT_DISCLAIMERS.map((d) => ({
        user_id,
        registration_disclaimer_id: d.registration_disclaimer_id,
        accepted: d.required,
        recorded_at: at,
        source: 'registration',
      })),
    )
    .execute();
}
const products = await db.kysely
  .selectFrom('product as p')
  .innerJoin('product_warehouse as pw', 'pw.product_id', 'p.product_id')
  .select('p.product_id')
  .where('pw.warehouse_id', '=', 5)
  .where('pw.available_milli', '>=', 200_000)
  .where('p.tipologia', '=', 'Pezzo')
  .where('p.qty_mult_milli', '=', 1000)
  .where('p.min_acq_milli', 'is', null)
  .where('p.max_acq_milli', 'is', null)
  .where('p.product_class_rule_max_milli', 'is', null)
  .where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('product_option as o')
          .select('o.product_id')
          .whereRef('o.product_id', '=', 'p.product_id'),
      ),
    ),
  )
  .orderBy('p.product_id')
  .limit(20)
  .execute();
fs.writeFileSync(`${file}.products.json`, JSON.stringify(products.map((p) => p.product_id)));
await db.close();
console.log(`${count} shoppers and ${products.length} products ready in ${file}`);
