import type { Db } from '../database.js';
import { inTransaction } from '../transaction.js';
import { assignCustomers, bindStaffStores, hashPassword } from '../../modules/accounts/index.js';
import { DEFAULT_DISCLAIMERS, DISCLAIMER_CODES } from '../migrations/0002_accounts.disclaimers.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, FREE_CARDS, type DemoAccount } from './data.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, FREE_CARDS } from './data.js';

// A fixed date keeps demo data identical from run to run.
const SEEDED_AT = '2026-01-15T09:00:00.000Z';

/**
 * Creates the demo accounts and loyalty cards; an account that already exists is left alone, so a
 * demo database made before an account was added to the list gets the new one at the next start.
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const existing = await db.kysely
    .selectFrom('user_account')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const present = new Set(existing.map((r) => r.email));
  const missing = DEMO_ACCOUNTS.filter((a) => !present.has(a.email));
  if (missing.length === 0) return seedStaffBindings(db);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await inTransaction(db, async ({ kysely: trx }) => {
    const tx: Db = { kysely: trx, dialect: db.dialect, close: async () => {} };
    for (const account of missing) await insertAccount(tx, account, passwordHash);
    // The free cards came with the first account; a later top-up must not insert them twice.
    if (!present.has(DEMO_ACCOUNTS[0].email)) {
      await trx
        .insertInto('fidelity_card')
        .values(FREE_CARDS.map((c) => ({ ...c, user_id: null, active: 1, created_at: SEEDED_AT })))
        .execute();
    }
  });
  await seedStaffBindings(db);
}

/**
 * Binds the demo staff accounts to their stores, the agent to their customers, and records the
 * demo customers' yes to customer service (decision 0122). Apart from the accounts: a demo database
 * made before these existed gets them at the next start; existing ones stay.
 */
async function seedStaffBindings(db: Db): Promise<void> {
  const rows = await db.kysely
    .selectFrom('user_account')
    .select(['user_id', 'email'])
    .where(
      'email',
      'in',
      DEMO_ACCOUNTS.map((a) => a.email),
    )
    .execute();
  const idOf = new Map(rows.map((r) => [r.email, r.user_id]));
  for (const a of DEMO_ACCOUNTS) {
    const id = idOf.get(a.email);
    if (id === undefined) continue;
    if (a.staffStores) await bindStaffStores(db, id, a.staffStores, SEEDED_AT);
    if (a.agentOf) {
      const customers = a.agentOf.map((e) => idOf.get(e)).filter((c): c is number => c !== undefined);
      await assignCustomers(db, id, customers, SEEDED_AT);
    }
    if (a.staffAssistance || a.codInt) {
      await db.kysely
        .updateTable('user_account')
        .set({ staff_assistance: a.staffAssistance ? 1 : null, cod_int: a.codInt ?? null })
        .where('user_id', '=', id)
        .where('staff_assistance', 'is', null)
        .where('cod_int', 'is', null)
        .execute();
    }
  }
}

async function insertAccount(db: Db, a: DemoAccount, passwordHash: string): Promise<void> {
  const { user_id } = await db.kysely
    .insertInto('user_account')
    .values({
      email: a.email,
      password_hash: passwordHash,
      user_type_id: a.userTypeId,
      first_name: a.firstName,
      last_name: a.lastName,
      fiscal_code: a.fiscalCode,
      vat_code: a.vatCode ?? null,
      company_name: a.companyName ?? null,
      pec: a.pec ?? null,
      sdi_code: a.sdiCode ?? null,
      phone: a.phone,
      billing_address1: a.billing.address1,
      billing_address_number: a.billing.addressNumber,
      billing_city: a.billing.city,
      billing_province: a.billing.province,
      billing_postalcode: a.billing.postalcode,
      mfa_enabled: a.mfa ? 1 : 0,
      beta_tester: 0,
      staff_role: a.staffRole ?? null,
      confirmed_at: SEEDED_AT,
      created_at: SEEDED_AT,
      updated_at: SEEDED_AT,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  if (a.card) {
    await db.kysely
      .insertInto('fidelity_card')
      .values({
        card_code: a.card.code,
        holder_tax_code: a.fiscalCode ?? a.vatCode ?? '',
        user_id,
        points: a.card.points,
        active: 1,
        created_at: SEEDED_AT,
      })
      .execute();
  }
  // Required consents accepted; card holders also accept the loyalty and marketing consents.
  const accepted = (d: (typeof DEFAULT_DISCLAIMERS)[number]) =>
    d.required === 1 ||
    (a.card !== undefined && (d.code === DISCLAIMER_CODES.loyalty || d.code === DISCLAIMER_CODES.marketing));
  await db.kysely
    .insertInto('user_disclaimer')
    .values(
      DEFAULT_DISCLAIMERS.map((d) => ({
        user_id,
        registration_disclaimer_id: d.registration_disclaimer_id,
        accepted: accepted(d) ? 1 : 0,
        recorded_at: SEEDED_AT,
        source: 'registration',
      })),
    )
    .execute();
}
