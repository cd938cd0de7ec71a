import { z } from 'zod';
import {
  addressCheckSchema,
  addressPreviewSchema,
  cartDeliverySchema,
  deliveryAddressSchema,
  dbId,
  DB_INT_MAX,
  deliveryFeeSchema,
  envelopeSchema,
  PROXIMITY_DEFAULT_DISTANCE,
  storeSchema,
  timeslotListSchema,
  warehouseFoundSchema,
} from '@spesa/domain';

/** Query-string schemas of the delivery calls (spec section 7); a wrong value answers 400 naming it. */
const id = dbId();
const blank = (v: unknown) => (v === '' ? undefined : v);
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const latitude = z.preprocess(blank, z.coerce.number().min(-90).max(90));
const longitude = z.preprocess(blank, z.coerce.number().min(-180).max(180));
const distance = z.preprocess(
  blank,
  z.coerce.number().positive().max(1_000_000).default(PROXIMITY_DEFAULT_DISTANCE),
);
/** 'home', 'drive' (or 'store'), 'locker', in any case. */
const addressType = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
  z.enum(['home', 'drive', 'store', 'locker']).transform((v) => (v === 'store' ? 'drive' : v)),
);
const services = z
  .string()
  .max(200)
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Elenco di servizi non valido')
  .transform((v) => v.split(',').map((x) => Number(x.trim())))
  .refine((ids) => ids.every((n) => n <= DB_INT_MAX), 'Elenco di servizi non valido');
const orderby = z.preprocess(
  (v) => (typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(['distance', 'name']),
);

/** Coordinates are optional, but one without the other is an error on the missing one. */
function pairedCoordinates<T extends { latitude?: number; longitude?: number }>(q: T, ctx: z.RefinementCtx) {
  if ((q.latitude === undefined) !== (q.longitude === undefined)) {
    const missing = q.latitude === undefined ? 'latitude' : 'longitude';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'Coordinate incomplete' });
  }
}

export const q = {
  serviceList: z
    .object({
      address_type: addressType.optional(),
      delivery_service_id: id.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
      distance,
    })
    .superRefine(pairedCoordinates),
  addressChoice: z.object({
    address_type: addressType.optional(),
    address_id: id,
    delivery_service_id: id.optional(),
  }),
  addressId: z.object({ address_id: id }),
  addressList: z.object({ address_type: addressType.default('home') }),
  storeId: z.object({ store_id: id }),
  proximityList: z
    .object({
      services: services.optional(),
      orderby: orderby.optional(),
      latitude: latitude.optional(),
      longitude: longitude.optional(),
    })
    .superRefine(pairedCoordinates),
  localize: z.object({
    latitude,
    longitude,
    services: services.optional(),
    orderby: orderby.default('distance'),
  }),
  coordinates: z.object({ latitude, longitude, distance }),
  timeslotList: z.object({ 'show-closed': flag, 'check-locker': flag }),
  timeslotSelect: z.object({
    sel_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data non valida (AAAA-MM-GG)'),
    timeslot_id: id,
  }),
  fee: z.object({ delivery_service_id: id.optional() }),
};

// Failures carry data null (or the shape itself, for the timeslot list), hence nullable.
const env = <T extends z.ZodType>(s: T) => envelopeSchema(s.nullable());

export const responses = {
  addresses: env(z.object({ addresses: z.array(deliveryAddressSchema) })),
  address: env(z.object({ address: deliveryAddressSchema })),
  check: env(addressCheckSchema),
  preview: env(addressPreviewSchema),
  cartDelivery: env(cartDeliverySchema),
  none: env(z.null()),
  stores: env(z.object({ stores: z.array(storeSchema) })),
  store: env(z.object({ store: storeSchema })),
  warehouse: env(warehouseFoundSchema),
  timeslots: env(timeslotListSchema),
  fee: env(deliveryFeeSchema),
};
