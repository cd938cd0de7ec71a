/* eslint-disable @typescript-eslint/no-explicit-any */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, mutableClock } from './helpers/accounts.js';
import {
  caller,
  chooseSlot,
  errorCode,
  loginCookie,
  saveHome,
  selectHome,
  selectPickup,
  slotsOf,
  status,
  timeslotDays,
  type Caller,
} from './helpers/delivery.js';
import { useTestApp } from './helpers/setup.js';

// The tests live on Monday 2026-11-23 at 11:00 in Rome (TEST_NOW, 10:00 UTC); the clock moves here.
const HOUR = 3_600_000;
const clock = mutableClock();
const t = useTestApp({ clock });
let luca: Caller;
beforeAll(async () => {
  luca = caller(t, await loginCookie(t, DEMO.ristorante));
});

describe('store pickup slots, closed days and holidays', () => {
  it('offers hourly slots today from the first one 3 hours ahead (Erba, closed on Sunday)', async () => {
    expect(status(await selectPickup(luca, 14))).toBe(0);
    const days = await timeslotDays(luca);
    expect(days[0].dateIso).toBe('2026-11-23');
    // 11:00 now: the 14:00 slot closed at 11:00 sharp, 15:00 is the first still open.
    expect(days[0].timeslots.map((s: any) => s.beginTime)).toEqual([
      '15:00',
      '16:00',
      '17:00',
      '18:00',
      '19:00',
    ]);
    expect(days[1].timeslots).toHaveLength(11);
    expect(days.map((d) => d.weekday)).not.toContain(7);
  });

  it('has no slots on the national holidays (8 December)', async () => {
    clock.advance(8 * 24 * HOUR); // Tuesday 1 December
    try {
      const days = await timeslotDays(luca);
      expect(days[0].dateIso).toBe('2026-12-01');
      const dates = days.map((d) => d.dateIso);
      expect(dates).not.toContain('2026-12-08');
      expect(dates).toContain('2026-12-09');
    } finally {
      clock.advance(-8 * 24 * HOUR);
    }
  });
});

describe('cut-off and past slots', () => {
  it('refuses a slot once its cut-off is reached, and once it has begun', async () => {
    const home = await saveHome(luca, { city: 'Bergamo', province: 'BG', postalcode: '24122' });
    expect(status(await selectHome(luca, home))).toBe(0);
    // Tuesday 08:00 in Rome (07:00 UTC); orders close 12 hours before, at 19:00 UTC on Monday.
    const first = (await timeslotDays(luca))[0];
    expect(first.dateIso).toBe('2026-11-24');
    const slot = first.timeslots[0];
    expect(status(await chooseSlot(luca, '2026-11-24', slot.timeslotId))).toBe(0);
    clock.advance(9 * HOUR); // 19:00 UTC
    try {
      const late = await chooseSlot(luca, '2026-11-24', slot.timeslotId);
      expect([status(late), errorCode(late)]).toEqual([1, 'TIMESLOT_CUTOFF']);
      expect(late.body.response.errorsMessage[0].message).toBe(
        "Non è più possibile ordinare per questa fascia oraria: scegline un'altra.",
      );
      expect(slotsOf(await timeslotDays(luca), '2026-11-24').map((s: any) => s.timeslotId)).not.toContain(
        slot.timeslotId,
      );
      const shown = slotsOf(await timeslotDays(luca, '?show-closed=1'), '2026-11-24').find(
        (s: any) => s.timeslotId === slot.timeslotId,
      );
      expect(shown).toMatchObject({ active: 0, selected: true });
      clock.advance(12 * HOUR + 30 * 60_000); // Tuesday 07:30 UTC, the slot has begun
      expect(errorCode(await chooseSlot(luca, '2026-11-24', slot.timeslotId))).toBe('TIMESLOT_PAST');
    } finally {
      clock.advance(-(21 * HOUR + 30 * 60_000));
    }
  });
});
