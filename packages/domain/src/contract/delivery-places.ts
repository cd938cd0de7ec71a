import { z } from 'zod';
import { dbId, line, multiline } from './fields.js';
import { ADDRESS_TYPES, TIMESLOT_STATUSES } from '../rules/statuses.js';

/**
 * The places part of the delivery contract (spec delivery-orders-account sections 3, 7 and 9):
 * delivery services, addresses (home addresses, store pickup points, lockers), stores, timeslots,
 * delivery fees. Field names are the spec's; shapes the spec does not show are ours and kept flat.
 * Money travels in euros with 2 decimals (display values).
 */

export const deliveryServiceSchema = z.object({
  deliveryServiceId: z.number().int(),
  name: z.string(),
  descr: z.string(),
  /** Picture of the tab ('/img/services/<slug>.svg'). */
  iconSource: z.string(),
  showTab: z.boolean(),
  addressType: z.enum(ADDRESS_TYPES),
  addressTypeId: z.number().int(),
});
export type DeliveryService = z.infer<typeof deliveryServiceSchema>;

/** A home address of the customer, a store's pickup point or a locker. */
export const deliveryAddressSchema = z.object({
  addressId: z.number().int(),
  addressName: z.string(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  addressTypeId: z.number().int(),
  deliveryServiceId: z.number().int(),
  /** Home delivery zone (coverage); null for pickup points. */
  zoneId: z.number().int().nullable(),
  /** The store that serves the address (pickup store, or the store that delivers to the zone). */
  storeId: z.number().int().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  doorbell: z.string().nullable(),
  notes: z.string().nullable(),
  /** false: saved although the address could not be verified ('save anyway'). */
  validated: z.boolean(),
  /** Metres from the given coordinates, when coordinates were given. */
  distance: z.number().int().optional(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;

/** Body of user-address/check, user-address/update and eurospin-address-form/save-new-address. */
const text = (max: number, lines = false) =>
  z
    .union([lines ? multiline(max) : line(max), z.number()])
    .transform((v) => String(v))
    .nullish();
export const addressInputSchema = z.object({
  addressId: dbId().optional(),
  addressName: text(1000),
  address1: text(1000),
  addressNumber: text(200),
  city: text(1000),
  province: text(200),
  postalcode: text(200),
  phone: text(200),
  doorbell: text(1000),
  notes: text(2000, true),
  /** Only for save-new-address by a visitor: where to tell them the service has arrived. */
  email: text(1000),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const openingDaySchema = z.object({
  /** ISO weekday: 1 Monday ... 7 Sunday. */
  weekday: z.number().int().min(1).max(7),
  name: z.string(),
  hours: z.array(z.object({ open: z.string(), close: z.string() })),
  closed: z.boolean(),
});

export const storeSchema = z.object({
  storeId: z.number().int(),
  name: z.string(),
  warehouseId: z.number().int(),
  /** The store's pickup point (addressTypeId 3); null for a store without a location. */
  addressId: z.number().int().nullable(),
  address1: z.string().nullable(),
  addressNumber: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalcode: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  phone: z.string().nullable(),
  openingHours: z.array(openingDaySchema),
  deliveryServices: z.array(deliveryServiceSchema),
  distance: z.number().int().optional(),
});
export type Store = z.infer<typeof storeSchema>;

export const timeslotSchema = z.object({
  timeslotId: z.number().int(),
  name: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
  status: z.enum(TIMESLOT_STATUSES),
  /** 1 choosable, 0 not (full, past, or past its cut-off). */
  active: z.number().int(),
  selected: z.boolean(),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const timeslotDaySchema = z.object({
  /** YYYY-MM-DD in Europe/Rome. */
  dateIso: z.string(),
  /** ISO weekday, 1 Monday ... 7 Sunday. */
  weekday: z.number().int(),
  timeslots: z.array(timeslotSchema),
});
export type TimeslotDay = z.infer<typeof timeslotDaySchema>;

/** data of timeslot/list: the spec's data.user.userId and data.data.days. */
export const timeslotListSchema = z.object({
  user: z.object({ userId: z.number().int() }),
  data: z.object({
    deliveryServiceId: z.number().int().nullable(),
    storeId: z.number().int().nullable(),
    days: z.array(timeslotDaySchema),
  }),
});
export type TimeslotList = z.infer<typeof timeslotListSchema>;

/** data of user-address/check: status 0 means the address can be served. */
export const addressCheckSchema = z.object({
  covered: z.boolean(),
  validated: z.boolean(),
  zoneId: z.number().int().nullable(),
  storeId: z.number().int().nullable(),
});

export const deliveryFeeSchema = z.object({
  deliveryServiceId: z.number().int(),
  /** Goods total of the cart, euros. */
  cartTotal: z.number(),
  fee: z.number(),
  /** Total from which delivery is free; null when it never is. */
  freeDeliveryFrom: z.number().nullable(),
  /** How much more to spend for the next cheaper fee; null when already at the cheapest. */
  missingForNextFee: z.number().nullable(),
  rules: z.array(z.object({ fromTotal: z.number(), toTotal: z.number().nullable(), fee: z.number() })),
});
export type DeliveryFee = z.infer<typeof deliveryFeeSchema>;

export const warehouseFoundSchema = z.object({
  warehouse: z
    .object({
      warehouseId: z.number().int(),
      storeId: z.number().int(),
      storeName: z.string(),
      distance: z.number().int(),
    })
    .nullable(),
});
