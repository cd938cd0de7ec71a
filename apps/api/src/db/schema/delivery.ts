import type { Generated } from 'kysely';

// Delivery tables (migration 0003; the cart's are in cart.ts). Dates of timeslots are YYYY-MM-DD and times HH:MM
// in Europe/Rome; instants (begins_at, cutoff_at, *_at) are UTC ISO strings.

export interface DeliveryServiceTable {
  delivery_service_id: number;
  name: string;
  descr: string;
  /** Picture at /img/services/<slug>.svg. */
  slug: string;
  /** 2 home, 3 store pickup, 5 locker. */
  address_type_id: number;
  show_tab: number;
  position: number;
}

export interface StoreDeliveryServiceTable {
  store_id: number;
  delivery_service_id: number;
  show_tab: number;
}

/** A home delivery zone, served by one store (whose warehouse prices the cart). */
export interface DeliveryZoneTable {
  zone_id: number;
  name: string;
  store_id: number;
}

/** An inclusive range of 5-digit CAPs of one province covered by a zone. */
export interface DeliveryZoneCapTable {
  zone_id: number;
  province: string;
  cap_from: string;
  cap_to: string;
}

/**
 * Home addresses (type 2, user_id set), store locations / pickup points (type 3, store_id set,
 * one per store) and lockers (type 5, store_id of the store that fills them).
 */
export interface AddressTable {
  address_id: Generated<number>;
  address_type_id: number;
  user_id: number | null;
  store_id: number | null;
  zone_id: number | null;
  address_name: string;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  phone: string | null;
  doorbell: string | null;
  notes: string | null;
  latitude: number | null;
  longitude: number | null;
  /** 0: saved although it could not be verified ('save anyway'). */
  validated: number;
  active: number;
  created_at: string;
  updated_at: string;
}

/** A request to enable home delivery for an address outside coverage. */
export interface AddressEnableRequestTable {
  request_id: Generated<number>;
  user_id: number | null;
  email: string | null;
  address1: string;
  address_number: string;
  city: string;
  province: string;
  postalcode: string;
  created_at: string;
}

export interface TimeslotTemplateTable {
  template_id: Generated<number>;
  store_id: number;
  delivery_service_id: number;
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: number;
  begin_time: string;
  end_time: string;
  capacity: number;
  /** Orders close this many minutes before the slot begins. */
  cutoff_minutes: number;
}

/** A dated slot, materialised from the templates; `booked` moves only by conditional updates. */
export interface TimeslotTable {
  timeslot_id: Generated<number>;
  store_id: number;
  delivery_service_id: number;
  slot_date: string;
  begin_time: string;
  end_time: string;
  begins_at: string;
  cutoff_at: string;
  capacity: number;
  booked: Generated<number>;
}

/** A day without slots: store_id null for every store (national holidays). */
export interface ShopClosureTable {
  closure_id: Generated<number>;
  closure_date: string;
  store_id: number | null;
  reason: string;
}

/** The fee for a goods total from min_total_cents up to the next rule of the same service. */
export interface DeliveryFeeRuleTable {
  rule_id: number;
  delivery_service_id: number;
  min_total_cents: number;
  fee_cents: number;
}
