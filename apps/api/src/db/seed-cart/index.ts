import type { Insertable } from 'kysely';
import type { Db } from '../database.js';
import type { GiftCertificateTable } from '../schema.js';

/** The demo's single-use 20 € gift card (README "The cart API"). */
export const DEMO_GIFT_CARD_CODE = 'REGALO-7QK4-M9XD';

/** Demo codes of earlier versions that were guessable words: switched off where they were seeded. */
const RETIRED_DEMO_CODES = ['REGALO20'];

/** Demo gift codes (README "The cart API"): try them in the cart's code field. */
export const DEMO_GIFT_CODES: Insertable<GiftCertificateTable>[] = [
  {
    code: 'BENVENUTO10',
    name: 'Benvenuto: 10% sulla spesa',
    kind: 'percent' as const,
    perc: 10,
    amount_cents: null,
  },
  {
    code: 'SPESA5',
    name: '5 € di sconto sopra i 30 €',
    kind: 'fixed' as const,
    perc: null,
    amount_cents: 500,
    min_goods_cents: 3000,
  },
  {
    // A single-use code worth money is a secret: random characters, not a word one can guess.
    code: DEMO_GIFT_CARD_CODE,
    name: 'Buono regalo da 20 € (una volta sola)',
    kind: 'fixed' as const,
    perc: null,
    amount_cents: 2000,
    single_use: 1,
  },
].map((c) => ({
  min_goods_cents: 0,
  single_use: 0,
  valid_from: '2026-01-01',
  valid_to: '2027-12-31',
  active: 1,
  ...c,
}));

/** Inserts the demo gift codes that are missing; safe to run at every start and concurrently. */
export async function seedCartDemo(db: Db): Promise<void> {
  await db.kysely
    .insertInto('gift_certificate')
    .values(DEMO_GIFT_CODES)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
  await db.kysely
    .updateTable('gift_certificate')
    .set({ active: 0 })
    .where('code', 'in', RETIRED_DEMO_CODES)
    .execute();
}
