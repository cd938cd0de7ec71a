import { describe, expect, it } from 'vitest';
import { haversineMeters, nearestFirst } from '../src/modules/delivery/proximity.rules.js';
import { feeFor, summarizeFees } from '../src/modules/delivery/fees.rules.js';
import {
  assessCoverage,
  normalizeTown,
  plausibility,
  type ZoneCapRange,
} from '../src/modules/delivery/coverage.rules.js';
import {
  addDays,
  isShopDate,
  isoWeekday,
  planSlots,
  romeInstant,
  slotRefusal,
  slotStatus,
} from '../src/modules/delivery/timeslots.rules.js';
import { addressTypeOfService, parseAddressType } from '../src/modules/delivery/services.rules.js';
import {
  firstFieldError,
  homeAddressChecks,
  normalizeAddress,
} from '../src/modules/delivery/addresses.rules.js';

const MILANO = { latitude: 45.4642, longitude: 9.19 };
const COMO = { latitude: 45.8081, longitude: 9.0852 };
const BERGAMO = { latitude: 45.6983, longitude: 9.6773 };

describe('haversine distance', () => {
  it.each([
    ['same point', MILANO, MILANO, 0, 0],
    ['Milano-Como', MILANO, COMO, 39_000, 1_000],
    ['Milano-Bergamo', MILANO, BERGAMO, 45_000, 1_000],
    ['one degree of latitude', { latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 111_195, 5],
    ['antipodes', { latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, 20_015_115, 10],
  ])('%s', (_name, a, b, metres, tolerance) => {
    expect(Math.abs(haversineMeters(a, b) - metres)).toBeLessThanOrEqual(tolerance);
    expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
  });

  it('orders nearest first, drops items without coordinates and those beyond the limit', () => {
    const items = [
      { id: 'bg', ...BERGAMO },
      { id: 'none', latitude: null, longitude: null },
      { id: 'co', ...COMO },
      { id: 'mi', ...MILANO },
    ];
    expect(nearestFirst(items, MILANO).map((i) => i.id)).toEqual(['mi', 'co', 'bg']);
    expect(nearestFirst(items, MILANO, 40_000).map((i) => [i.id, i.distance > 0])).toEqual([
      ['mi', false],
      ['co', true],
    ]);
  });
});

describe('delivery fee bands', () => {
  const rules = [
    { minTotalCents: 5000, feeCents: 290 },
    { minTotalCents: 0, feeCents: 490 },
    { minTotalCents: 10000, feeCents: 0 },
  ];
  it.each([
    [0, 490],
    [4999, 490],
    [5000, 290],
    [9999, 290],
    [10000, 0],
    [250000, 0],
  ])('total %i cents costs %i cents', (total, fee) => expect(feeFor(rules, total)).toBe(fee));

  it('summarises the bands and what is missing for the next one', () => {
    expect(summarizeFees(rules, 3000)).toEqual({
      feeCents: 490,
      freeFromCents: 10000,
      missingForNextCents: 2000,
      bands: [
        { fromCents: 0, toCents: 4999, feeCents: 490 },
        { fromCents: 5000, toCents: 9999, feeCents: 290 },
        { fromCents: 10000, toCents: null, feeCents: 0 },
      ],
    });
    expect(summarizeFees(rules, 12000).missingForNextCents).toBeNull();
    expect(summarizeFees([], 0)).toMatchObject({ feeCents: 0, freeFromCents: 0, bands: [] });
  });
});

describe('timeslot calendar', () => {
  it('adds days across months and years, knows weekdays', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
    expect(isShopDate('2026-02-29')).toBe(false);
    expect(isShopDate('2028-02-29')).toBe(true);
  });

  it.each([
    ['winter (UTC+1)', '2026-11-23', '08:00', '2026-11-23T07:00:00.000Z'],
    ['summer (UTC+2)', '2026-07-01', '08:00', '2026-07-01T06:00:00.000Z'],
    ['day DST starts', '2026-03-29', '08:00', '2026-03-29T06:00:00.000Z'],
    ['day DST ends', '2026-10-25', '08:00', '2026-10-25T07:00:00.000Z'],
    ['late evening', '2026-03-28', '23:00', '2026-03-28T22:00:00.000Z'],
  ])('Rome wall clock to UTC: %s', (_name, date, time, iso) => {
    expect(romeInstant(date, time).toISOString()).toBe(iso);
  });

  it('plans slots by weekday, skipping closed dates, with the cut-off before the start', () => {
    const templates = [
      { weekday: 1, beginTime: '08:00', endTime: '10:00', capacity: 8, cutoffMinutes: 720 },
      { weekday: 2, beginTime: '09:00', endTime: '10:00', capacity: 6, cutoffMinutes: 180 },
    ];
    const plan = planSlots(
      templates,
      ['2026-11-23', '2026-11-24', '2026-11-30', '2026-12-01'],
      new Set(['2026-11-30']),
    );
    expect(plan.map((p) => p.slotDate)).toEqual(['2026-11-23', '2026-11-24', '2026-12-01']);
    expect(plan[0]).toEqual({
      slotDate: '2026-11-23',
      beginTime: '08:00',
      endTime: '10:00',
      beginsAt: '2026-11-23T07:00:00.000Z',
      cutoffAt: '2026-11-22T19:00:00.000Z',
      capacity: 8,
    });
  });

  it.each([
    [0, 10, 'empty'],
    [6, 10, 'empty'],
    [7, 10, 'intermediate'],
    [9, 10, 'intermediate'],
    [10, 10, 'full'],
    [0, 0, 'full'],
  ] as const)('%i of %i booked is %s', (booked, capacity, status) => {
    expect(slotStatus(booked, capacity)).toBe(status);
  });

  it('refuses past, cut-off and full slots, in that order', () => {
    const slot = {
      beginsAt: '2026-11-24T07:00:00.000Z',
      cutoffAt: '2026-11-23T19:00:00.000Z',
      booked: 0,
      capacity: 2,
    };
    expect(slotRefusal(slot, new Date('2026-11-23T18:59:59Z'))).toBeNull();
    expect(slotRefusal(slot, new Date('2026-11-23T19:00:00Z'))).toBe('cutoff');
    expect(slotRefusal(slot, new Date('2026-11-24T07:00:00Z'))).toBe('past');
    expect(slotRefusal({ ...slot, booked: 2 }, new Date('2026-11-23T10:00:00Z'))).toBe('full');
    expect(slotRefusal({ ...slot, booked: 2 }, new Date('2026-11-24T08:00:00Z'))).toBe('past');
  });
});

describe('coverage', () => {
  const ranges: ZoneCapRange[] = [
    { zoneId: 6, storeId: 11, province: 'MI', capFrom: '20121', capTo: '20162' },
    { zoneId: 8, storeId: 12, province: 'BG', capFrom: '24010', capTo: '24129' },
    { zoneId: 3, storeId: 15, province: 'SO', capFrom: '23010', capTo: '23029' },
  ];
  it.each([
    [
      'Milano in zone',
      { city: 'Milano', province: 'MI', postalcode: '20121' },
      { covered: true, zoneId: 6, validated: true },
    ],
    [
      'Roma: province not covered',
      { city: 'Roma', province: 'RM', postalcode: '00184' },
      { covered: false, reason: 'province' },
    ],
    [
      'Livigno: CAP not covered',
      { city: 'Livigno', province: 'SO', postalcode: '23041' },
      { covered: false, reason: 'cap' },
    ],
    [
      '4-digit CAP',
      { city: 'Milano', province: 'MI', postalcode: '2012' },
      { covered: false, reason: 'cap' },
    ],
    [
      'CAP of another province',
      { city: 'Milano', province: 'MI', postalcode: '24122' },
      { covered: true, zoneId: 8, validated: false, problem: 'province' },
    ],
    [
      'CAP of another town',
      { city: 'Bergamo', province: 'BG', postalcode: '24047' },
      { covered: true, zoneId: 8, validated: false, problem: 'city' },
    ],
    [
      'unknown small town',
      { city: 'Ponteranica', province: 'BG', postalcode: '24010' },
      { covered: true, zoneId: 8, validated: true },
    ],
  ])('%s', (_name, place, outcome) => {
    expect(assessCoverage(ranges, place)).toMatchObject(outcome);
  });

  it('normalises town names', () => {
    expect(normalizeTown("  Cantu' ")).toBe('cantu');
    expect(normalizeTown('Cantù')).toBe('cantu');
    expect(normalizeTown('Desenzano  del Garda')).toBe('desenzano del garda');
    expect(plausibility({ city: 'CANTÙ', province: 'CO', postalcode: '22063' })).toBe('ok');
  });
});

describe('address types and fields', () => {
  it('maps address types and services', () => {
    expect(parseAddressType('Store')).toBe('drive');
    expect(parseAddressType('HOME')).toBe('home');
    expect(parseAddressType('boat')).toBeUndefined();
    expect(addressTypeOfService(1)).toBe('drive');
    expect(addressTypeOfService(3)).toBe('locker');
    expect(addressTypeOfService(9)).toBeUndefined();
  });

  it.each([
    ['a complete address', {}, null],
    ['no name', { addressName: ' ' }, { field: 'addressName', message: 'Campo obbligatorio' }],
    ['bad CAP', { postalcode: '201' }, { field: 'postalcode', message: 'Il CAP deve essere di 4 o 5 cifre' }],
    [
      'unknown province',
      { province: 'XX' },
      { field: 'province', message: 'Digitare la sigla di una provincia italiana (es. MI)' },
    ],
    ['bad phone', { phone: '12' }, { field: 'phone', message: 'Digitare un numero di telefono valido' }],
    [
      'long notes',
      { notes: 'x'.repeat(501) },
      { field: 'notes', message: 'Lunghezza massima 500 caratteri' },
    ],
  ])('%s', (_name, overrides, error) => {
    const input = {
      addressName: 'Casa',
      address1: 'Via Dante',
      addressNumber: '12',
      city: 'Milano',
      province: 'mi',
      postalcode: '20121',
      phone: '333 1234567',
      ...overrides,
    };
    expect(firstFieldError(homeAddressChecks(normalizeAddress(input)))).toEqual(error);
  });
});
