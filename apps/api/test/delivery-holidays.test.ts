import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { easterSunday, nationalHolidays } from '../src/modules/delivery/holidays.rules.js';
import { ensureNationalHolidays } from '../src/modules/delivery/index.js';
import { createTestApp, type TestApp } from './helpers/app.js';

/**
 * Every year has its national holidays, not only the two the first migration wrote: a shop still
 * running in 2031 closes at Christmas and on Easter Monday.
 */
describe('national holidays', () => {
  it('finds Easter by the calendar, for years the migration never listed', () => {
    // Known Easter Sundays.
    expect(
      ['2024', '2025', '2026', '2027', '2030', '2038', '2285'].map((y) => easterSunday(Number(y))),
    ).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2030-04-21',
      '2038-04-25',
      '2285-03-22',
    ]);
    const y2031 = nationalHolidays(2031);
    expect(y2031).toHaveLength(11);
    expect(y2031).toContainEqual(['2031-04-14', "Lunedì dell'Angelo"]);
    expect(y2031).toContainEqual(['2031-12-25', 'Natale']);
  });
});

describe(`the national holidays job on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const national = (year: number) =>
    t.db.kysely
      .selectFrom('shop_closure')
      .select(['closure_date', 'reason'])
      .where('store_id', 'is', null)
      .where('closure_date', 'like', `${year}-%`)
      .orderBy('closure_date')
      .execute();

  it('adds a coming year once, even when processes run it at once, and keeps the years it has', async () => {
    expect(await national(2031)).toEqual([]);
    const added = await Promise.all([
      ensureNationalHolidays(t.db, [2030, 2031]),
      ensureNationalHolidays(t.db, [2031]),
    ]);
    expect(added.reduce((a, b) => a + b, 0)).toBe(22);
    expect((await national(2031)).map((r) => r.closure_date)).toEqual(nationalHolidays(2031).map(([d]) => d));
    // 2026 was written by the first migration: nothing added, nothing doubled.
    expect(await ensureNationalHolidays(t.db, [2026])).toBe(0);
    expect(await national(2026)).toHaveLength(11);
  });
});
