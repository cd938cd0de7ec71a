import { sql } from 'kysely';
import type { Db } from './database.js';
import { inTransaction, type Tx } from './transaction.js';
import { DEMO_LEAFLET_IDS } from './seed-flyers/plan.js';
import { DEMO_GIFT_CODES } from './seed-cart/index.js';

/**
 * The demo's calendar. The seeds write the dates of one demo week: promotions, flyers, offers and
 * news around DEMO_ANCHOR. So that a newcomer meets live offers whatever the day, the seeded rows
 * are moved forward by whole weeks until the anchor's week is the current one: once when the demo
 * is seeded, then by a job as the days pass (a shop left running for months keeps its offers).
 * Whole weeks keep the weekdays (a flyer still starts on a Thursday).
 *
 * Only rows the seed wrote move: promotions and posts up to the highest id at seeding time, the
 * demo flyers and gift codes by their ids. What staff add later is never touched. A shop without
 * the demo has no calendar row, and the job does nothing.
 */
export const DEMO_ANCHOR = '2026-11-23';

const KEY = 'demo_calendar';
const DAY_MS = 86_400_000;

interface DemoCalendar {
  /** Days the seeded dates have been moved so far (a multiple of 7). */
  shiftedDays: number;
  promoMaxId: number;
  postMaxId: number;
}

/** Whole weeks from the anchor to `today` (YYYY-MM-DD, the shop's date); never negative. */
export function weeksShift(today: string): number {
  const days = Math.floor(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${DEMO_ANCHOR}T00:00:00Z`)) / DAY_MS,
  );
  return days > 0 ? Math.floor(days / 7) * 7 : 0;
}

/** 'YYYY-MM-DD' or an ISO instant moved `days` forward, in the same form. */
export function addDays(value: string, days: number): string {
  const moved = new Date(
    Date.parse(value.length === 10 ? `${value}T00:00:00Z` : value) + days * DAY_MS,
  ).toISOString();
  return value.length === 10 ? moved.slice(0, 10) : moved;
}

/** Records the seeded rows as the demo's, once (called right after seeding). */
export async function recordDemoCalendar(db: Db): Promise<void> {
  const promo = await db.kysely
    .selectFrom('warehouse_promo')
    .select((eb) => eb.fn.max('warehouse_promo_id').as('id'))
    .executeTakeFirst();
  const post = await db.kysely
    .selectFrom('content_post')
    .select((eb) => eb.fn.max('post_id').as('id'))
    .executeTakeFirst();
  const calendar: DemoCalendar = {
    shiftedDays: 0,
    promoMaxId: Number(promo?.id ?? 0),
    postMaxId: Number(post?.id ?? 0),
  };
  await db.kysely
    .insertInto('app_meta')
    .values({ key: KEY, value: JSON.stringify(calendar) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Moves the demo's dates forward to the week of `today`; answers the days moved (0: nothing to
 * do). Several processes may call it at once: the calendar row is moved by a conditional update
 * on its old value, and only the one that moved it moves the rows, in the same transaction.
 */
export async function keepDemoCurrent(db: Db, today: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirst();
  if (!row) return 0;
  const calendar = JSON.parse(row.value) as DemoCalendar;
  const delta = weeksShift(today) - calendar.shiftedDays;
  if (delta <= 0) return 0;
  return inTransaction(db, async (tx) => {
    const next = JSON.stringify({ ...calendar, shiftedDays: calendar.shiftedDays + delta });
    const moved = await tx.kysely
      .updateTable('app_meta')
      .set({ value: next })
      .where('key', '=', KEY)
      .where('value', '=', row.value)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 0;
    await moveDates(tx, calendar, delta);
    await sayNewEnds(tx, calendar);
    return delta;
  });
}

type Column = { table: 'warehouse_promo' | 'leaflet' | 'content_post' | 'gift_certificate'; column: string };

/** Every seeded date column, and which of its rows are the demo's. */
const COLUMNS: Array<Column & { demoRows: (c: DemoCalendar) => ReturnType<typeof sql> }> = [
  ...['validity_date', 'expire_date'].map((column) => ({
    table: 'warehouse_promo' as const,
    column,
    demoRows: (c: DemoCalendar) => sql`warehouse_promo_id <= ${c.promoMaxId}`,
  })),
  ...['validity_date', 'expire_date'].map((column) => ({
    table: 'leaflet' as const,
    column,
    demoRows: () => sql`leaflet_id in (${sql.join(DEMO_LEAFLET_IDS)})`,
  })),
  ...['valid_from', 'valid_to', 'published_at', 'modified_at'].map((column) => ({
    table: 'content_post' as const,
    column,
    demoRows: (c: DemoCalendar) => sql`post_id <= ${c.postMaxId}`,
  })),
  ...['valid_from', 'valid_to'].map((column) => ({
    table: 'gift_certificate' as const,
    column,
    demoRows: () => sql`code in (${sql.join(DEMO_GIFT_CODES.map((g) => g.code))})`,
  })),
];

/**
 * Moves each column's distinct values, latest first: a value moved forward can then never meet
 * a value still to be moved (all move by the same positive delta). A handful of distinct dates
 * per column, so a few statements, the same SQL on both databases.
 */
async function moveDates(tx: Tx, calendar: DemoCalendar, delta: number): Promise<void> {
  for (const { table, column, demoRows } of COLUMNS) {
    const where = demoRows(calendar);
    const values = await sql<{ value: string }>`
      select distinct ${sql.ref(column)} as value from ${sql.table(table)}
      where ${where} and ${sql.ref(column)} is not null
      order by value desc`.execute(tx.kysely);
    for (const { value } of values.rows) {
      await sql`update ${sql.table(table)} set ${sql.ref(column)} = ${addDays(value, delta)}
        where ${where} and ${sql.ref(column)} = ${value}`.execute(tx.kysely);
    }
  }
}

/** The seed writes a promotion's end into its badge ("Fino al 30/11"): say the moved one. */
async function sayNewEnds(tx: Tx, calendar: DemoCalendar): Promise<void> {
  await sql`update warehouse_promo
    set footer = 'Fino al ' || substr(expire_date, 9, 2) || '/' || substr(expire_date, 6, 2)
    where warehouse_promo_id <= ${calendar.promoMaxId} and footer like 'Fino al %'`.execute(tx.kysely);
}
