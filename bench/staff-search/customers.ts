// The customers of the staff-search benchmark, written straight in the database in batches:
// Italian names, e-mails, phones, fiscal-code-shaped codes, a loyalty card for one in three, an
// internal code for every business customer; a staff member, and an agent with 500 customers.
import { sql } from 'kysely';
import type { Db } from '../../apps/api/src/db/database.js';
import { refreshStatistics } from '../../apps/api/src/db/statistics.js';

export const SURNAMES = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
  'Caruso',
  'Ferrara',
  'Galli',
  'Martini',
  'Leone',
];
const NAMES = [
  'Mario',
  'Luca',
  'Giulia',
  'Anna',
  'Marco',
  'Francesca',
  'Paolo',
  'Sara',
  'Andrea',
  'Chiara',
  'Giorgio',
  'Elena',
];
const BATCH = 500;

export async function generateCustomers(
  db: Db,
  n: number,
  at: string,
): Promise<{ staffId: number; agentId: number }> {
  const account = (i: number) => {
    const business = i % 4 === 0;
    const last = SURNAMES[(i * 13) % SURNAMES.length]!;
    return {
      email: `cliente${i}@example.com`,
      password_hash: '!',
      user_type_id: business ? 2 : 1,
      first_name: NAMES[(i * 7) % NAMES.length]!,
      last_name: last,
      fiscal_code: business
        ? null
        : `${last.replace(/\W/g, '').slice(0, 3).toUpperCase().padEnd(3, 'X')}MRA80A01${String(i % 10_000).padStart(4, '0')}`,
      vat_code: business ? String(10_000_000_000 + i) : null,
      company_name: business ? `${last} S.r.l.` : null,
      phone: `33${String(i).padStart(8, '0')}`,
      mfa_enabled: 0,
      beta_tester: 0,
      confirmed_at: at,
      created_at: at,
      updated_at: at,
      staff_assistance: 1,
      cod_int: business ? `C${String(i).padStart(6, '0')}` : null,
    };
  };
  await db.kysely.transaction().execute(async (trx) => {
    for (let from = 0; from < n; from += BATCH) {
      const rows = Array.from({ length: Math.min(BATCH, n - from) }, (_, k) => account(from + k));
      const ids = await trx.insertInto('user_account').values(rows).returning('user_id').execute();
      const cards = ids
        .map((r, k) => ({ id: r.user_id, i: from + k }))
        .filter(({ i }) => i % 3 === 0)
        .map(({ id, i }) => ({
          card_code: `27${String(i).padStart(11, '0')}`,
          holder_tax_code: 'X',
          user_id: id,
          points: 0,
          active: 1,
          created_at: at,
        }));
      if (cards.length > 0) await trx.insertInto('fidelity_card').values(cards).execute();
    }
  });
  const staffMember = async (email: string, role: string) =>
    (
      await db.kysely
        .insertInto('user_account')
        .values({ ...account(n + 1), email, staff_role: role, cod_int: null })
        .returning('user_id')
        .executeTakeFirstOrThrow()
    ).user_id;
  const staffId = await staffMember('assistenza.bench@example.com', 'staff');
  const agentId = await staffMember('agente.bench@example.com', 'agent');
  const assigned = await db.kysely
    .selectFrom('user_account')
    .select('user_id')
    .where('staff_role', 'is', null)
    .orderBy('user_id')
    .limit(500)
    .execute();
  await db.kysely
    .insertInto('staff_customer')
    .values(assigned.map((r) => ({ staff_user_id: agentId, customer_user_id: r.user_id, created_at: at })))
    .execute();
  // The planner's statistics and (PostgreSQL) the visibility map, as a live shop has them from its
  // autovacuum: index-only scans need it.
  if (db.dialect === 'postgres') await sql`vacuum analyze`.execute(db.kysely);
  else await refreshStatistics(db);
  return { staffId, agentId };
}
