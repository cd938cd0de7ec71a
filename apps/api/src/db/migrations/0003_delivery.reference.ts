/**
 * Reference data of migration 0003: the three delivery services (spec section 9: service 1 pickup,
 * 2 home delivery; address types 2 home, 3 store, 5 locker) and the Italian national holidays,
 * on which no store has timeslots. Extend the holidays with a new migration before 2028.
 */
export const DELIVERY_SERVICES = [
  {
    delivery_service_id: 1,
    name: 'Ritiro in negozio',
    descr: 'Ordina online e ritira la spesa al punto vendita che preferisci, senza code.',
    slug: 'ritiro-in-negozio',
    address_type_id: 3,
    show_tab: 1,
    position: 2,
  },
  {
    delivery_service_id: 2,
    name: 'Consegna a domicilio',
    descr: 'La spesa arriva a casa tua nella fascia oraria che scegli.',
    slug: 'consegna-a-domicilio',
    address_type_id: 2,
    show_tab: 1,
    position: 1,
  },
  {
    delivery_service_id: 3,
    name: 'Ritiro al locker',
    descr: 'Ritira la spesa quando vuoi da un locker refrigerato vicino a te.',
    slug: 'ritiro-al-locker',
    address_type_id: 5,
    show_tab: 1,
    position: 3,
  },
];

/** [YYYY-MM-DD, name]: 1 Jan, 6 Jan, Easter Monday, 25 Apr, 1 May, 2 Jun, 15 Aug, 1 Nov, 8 Dec, 25-26 Dec. */
export const NATIONAL_HOLIDAYS: ReadonlyArray<readonly [string, string]> = [2026, 2027].flatMap(
  (y) =>
    [
      [`${y}-01-01`, 'Capodanno'],
      [`${y}-01-06`, 'Epifania'],
      [y === 2026 ? '2026-04-06' : '2027-03-29', "Lunedì dell'Angelo"],
      [`${y}-04-25`, 'Festa della Liberazione'],
      [`${y}-05-01`, 'Festa del Lavoro'],
      [`${y}-06-02`, 'Festa della Repubblica'],
      [`${y}-08-15`, 'Ferragosto'],
      [`${y}-11-01`, 'Ognissanti'],
      [`${y}-12-08`, 'Immacolata Concezione'],
      [`${y}-12-25`, 'Natale'],
      [`${y}-12-26`, 'Santo Stefano'],
    ] as const,
);
