/** Demo lockers, home delivery zones and delivery fees (see stores.ts for the stores). */
/** Lockers (address type 5), each filled by a store that offers the locker service. */
export const DEMO_LOCKERS = [
  {
    storeId: 10,
    name: 'Locker Como San Giovanni',
    address1: 'Piazzale San Gottardo',
    addressNumber: '1',
    city: 'Como',
    province: 'CO',
    postalcode: '22100',
    latitude: 45.809,
    longitude: 9.072,
  },
  {
    storeId: 11,
    name: 'Locker Milano Cadorna',
    address1: 'Piazzale Luigi Cadorna',
    addressNumber: '14',
    city: 'Milano',
    province: 'MI',
    postalcode: '20123',
    latitude: 45.468,
    longitude: 9.175,
  },
  {
    storeId: 19,
    name: 'Locker Milano Centrale',
    address1: "Piazza Duca d'Aosta",
    addressNumber: '1',
    city: 'Milano',
    province: 'MI',
    postalcode: '20124',
    latitude: 45.486,
    longitude: 9.204,
  },
  {
    storeId: 16,
    name: 'Locker Lecco Stazione',
    address1: 'Piazza Lega Lombarda',
    addressNumber: '2',
    city: 'Lecco',
    province: 'LC',
    postalcode: '23900',
    latitude: 45.855,
    longitude: 9.393,
  },
  {
    storeId: 12,
    name: 'Locker Bergamo Stazione',
    address1: 'Piazzale Guglielmo Marconi',
    addressNumber: '3',
    city: 'Bergamo',
    province: 'BG',
    postalcode: '24122',
    latitude: 45.691,
    longitude: 9.675,
  },
  {
    storeId: 21,
    name: 'Locker Brescia Stazione',
    address1: 'Viale della Stazione',
    addressNumber: '5',
    city: 'Brescia',
    province: 'BS',
    postalcode: '25122',
    latitude: 45.533,
    longitude: 10.213,
  },
];

/**
 * Home delivery zones: CAP ranges of one province, each served by a store. Alta Valtellina
 * (SO 23030-23099: Bormio, Livigno) is left out on purpose: a covered province with uncovered CAPs.
 */
export const DEMO_ZONES = [
  {
    zoneId: 1,
    name: 'Como e lago',
    storeId: 10,
    caps: [
      ['CO', '22010', '22059'],
      ['CO', '22070', '22100'],
    ],
  },
  { zoneId: 2, name: 'Canturino', storeId: 13, caps: [['CO', '22060', '22069']] },
  {
    zoneId: 3,
    name: 'Sondrio e bassa Valtellina',
    storeId: 15,
    caps: [
      ['SO', '23010', '23029'],
      ['SO', '23100', '23100'],
    ],
  },
  { zoneId: 4, name: 'Lecco e provincia', storeId: 16, caps: [['LC', '23801', '23900']] },
  { zoneId: 5, name: 'Monza e Brianza', storeId: 17, caps: [['MB', '20811', '20900']] },
  { zoneId: 6, name: 'Milano città', storeId: 11, caps: [['MI', '20121', '20162']] },
  { zoneId: 7, name: 'Milano provincia', storeId: 23, caps: [['MI', '20010', '20099']] },
  {
    zoneId: 8,
    name: 'Bergamo e valli',
    storeId: 12,
    caps: [
      ['BG', '24010', '24039'],
      ['BG', '24060', '24129'],
    ],
  },
  { zoneId: 9, name: 'Bassa bergamasca', storeId: 20, caps: [['BG', '24040', '24059']] },
  { zoneId: 10, name: 'Brescia e Garda', storeId: 21, caps: [['BS', '25010', '25136']] },
] as const;

/** Delivery fee by goods total (cents): home 4,90 € under 50 €, 2,90 € to 99,99 €, then free. */
export const DEMO_FEES = [
  { rule_id: 1, delivery_service_id: 2, min_total_cents: 0, fee_cents: 490 },
  { rule_id: 2, delivery_service_id: 2, min_total_cents: 5000, fee_cents: 290 },
  { rule_id: 3, delivery_service_id: 2, min_total_cents: 10000, fee_cents: 0 },
  { rule_id: 4, delivery_service_id: 1, min_total_cents: 0, fee_cents: 0 },
  { rule_id: 5, delivery_service_id: 3, min_total_cents: 0, fee_cents: 190 },
  { rule_id: 6, delivery_service_id: 3, min_total_cents: 3000, fee_cents: 0 },
];
