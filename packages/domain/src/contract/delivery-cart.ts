import { z } from 'zod';
import { ADDRESS_TYPES } from '../rules/statuses.js';
import { deliveryServiceSchema } from './delivery-places.js';
import { cartItemSchema, cartMoneySchema, cartSectorSchema, orderAdjustmentSchema } from './cart.js';

// The delivery fields of the cart (spec section 3, "Cart") and the answers of the selection calls.

export const cartShippingAddressSchema = z.object({
  addressId: z.number().int(),
  addressName: z.string(),
  addressType: z.enum(ADDRESS_TYPES),
  addressTypeId: z.number().int(),
  deliveryServiceId: z.number().int(),
  zoneId: z.number().int().nullable(),
  autoAssigned: z.boolean(),
  address1: z.string(),
  addressNumber: z.string(),
  city: z.string(),
  province: z.string(),
  postalcode: z.string(),
});

export const cartTimeslotSchema = z.object({
  /** Both YYYY-MM-DD (Europe/Rome): `date` for older clients, `dateIso` as the timeslot list. */
  date: z.string(),
  dateIso: z.string(),
  timeslotId: z.number().int(),
  beginTime: z.string(),
  endTime: z.string(),
  name: z.string(),
  autoAssigned: z.boolean(),
});

/** The cart as cart/view and every call that changes it answer it. */
export const cartSchema = cartMoneySchema.extend({
  cartId: z.number().int(),
  user: z.object({ userId: z.number().int() }),
  store: z.object({ storeId: z.number().int(), name: z.string() }),
  warehouse: z.object({ warehouseId: z.number().int() }),
  shippingAddress: cartShippingAddressSchema.nullable(),
  timeslot: cartTimeslotSchema.nullable(),
  selectedService: deliveryServiceSchema.nullable(),
  cartStatusId: z.number().int(),
  cartItems: z.array(cartItemSchema),
  /** With show_sectors=true: the lines grouped by department, in the shop's aisle order. */
  sectors: z.array(cartSectorSchema).optional(),
  /** need_invoice ('true' or other) and the other cart properties. */
  cartInfos: z.record(z.string(), z.string()),
  orderAdjustmentSummary: z.object({ orderAdjustments: z.array(orderAdjustmentSchema) }),
  /** Grows with every change of the lines: a client can tell its copy is stale. */
  version: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** data of the selection calls (address, store, timeslot): the cart's delivery part after the change. */
export const cartDeliverySchema = cartSchema.pick({
  cartId: true,
  store: true,
  warehouse: true,
  shippingAddress: true,
  timeslot: true,
  selectedService: true,
  cartStatusId: true,
});
export type CartDelivery = z.infer<typeof cartDeliverySchema>;

/** data of user-address/preview: what selecting the address would set, without setting it. */
export const addressPreviewSchema = z.object({
  shippingAddress: cartShippingAddressSchema,
  store: z.object({ storeId: z.number().int(), name: z.string() }),
  warehouse: z.object({ warehouseId: z.number().int() }),
  selectedService: deliveryServiceSchema,
  /** false: the cart's timeslot would be cleared. */
  timeslotKept: z.boolean(),
});
