import { z } from 'zod';
import { dbId, DB_INT_MAX, line, multiline } from './fields.js';
import { orderSchema } from './checkout.js';
import { pageSchema } from './catalogue.js';

// The order calls after checkout (delivery-orders-account spec section 7 "Orders", decisions
// 0044 and 0045). Query names are the spec's; answers keep the checkout's order shape.

/** Orders list page size (spec section 9) and the most a client may ask for. */
export const ORDERS_PAGE_SIZE = 12;
export const ORDERS_PAGE_SIZE_MAX = 100;
/** Order notes maximum (spec section 9). */
export const ORDER_NOTE_MAX = 1000;

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Formato della data aaaa-mm-gg')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Formato della data aaaa-mm-gg');
const euros = z.coerce
  .number()
  .min(0)
  .max(DB_INT_MAX / 100);

/** GET order/list (spec section 3, "Order list query"). Dates are the order date (Europe/Rome). */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX).default(ORDERS_PAGE_SIZE),
  fetch_detail: flag,
  show_pending: flag,
  show_replaced: flag,
  from_date: isoDate.optional(),
  to_date: isoDate.optional(),
  from_gross_total: euros.optional(),
  to_gross_total: euros.optional(),
  /** 'delivery' (home delivery) or 'pickup' (store and locker). */
  order_type: z.enum(['delivery', 'pickup']).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

/** GET order/list-for-all-user-shipping-addresses and order/list-for-all-person-orders (spec section 3). */
export const orderFilterQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX).default(ORDERS_PAGE_SIZE),
  order_id_filter: dbId().optional(),
  order_from_date_filter: isoDate.optional(),
  order_to_date_filter: isoDate.optional(),
  /** A suborder is the order itself here: one warehouse, one delivery per order. */
  suborder_id_filter: dbId().optional(),
  suborder_warehouseid_filter: dbId().optional(),
  suborder_delivery_from_date_filter: isoDate.optional(),
  suborder_delivery_to_date_filter: isoDate.optional(),
  shipping_address_id_filter: dbId().optional(),
  fetch_only_suborders_matching_filter: flag,
});
export type OrderFilterQuery = z.infer<typeof orderFilterQuerySchema>;

export const orderViewQuerySchema = z.object({ order_id: dbId(), show_replaced: flag });
export const tokenOrderViewQuerySchema = z.object({
  order_id: dbId(),
  access_token: z.string().max(200),
  show_replaced: flag,
});
export const orderIdQuerySchema = z.object({ order_id: dbId() });

export const orderListSchema = z.object({ orders: z.array(orderSchema), page: pageSchema });
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * note/order/add, note/order/update and note/list bodies (ours: the spec shows only noteId). The
 * schema bounds the text generously; the 1000-character limit is checked by the orders area, which
 * answers ORDER_NOTE_TOO_LONG with the spec's Italian "Lunghezza massima 1000 caratteri".
 */
const noteText = multiline(ORDER_NOTE_MAX * 4);
export const noteAddSchema = z.object({
  orderId: dbId(),
  note: noteText.refine((v) => v.trim() !== '', 'Campo obbligatorio'),
});
export const noteUpdateSchema = noteAddSchema.extend({ noteId: dbId() });
export const noteListBodySchema = z.object({ orderId: dbId() });
export const orderNoteSchema = z.object({
  noteId: z.number().int(),
  orderId: z.number().int(),
  note: z.string(),
  addDate: z.string(),
  updateDate: z.string(),
});
export const orderNotesSchema = z.object({ notes: z.array(orderNoteSchema) });
export type OrderNote = z.infer<typeof orderNoteSchema>;

// Staff picking calls (decision 0045).
export const staffOrderListQuerySchema = z.object({
  store_id: dbId(),
  /** The delivery or pickup day, YYYY-MM-DD (Europe/Rome). */
  date: isoDate,
  timeslot_id: dbId().optional(),
  /** Comma list of order statuses, e.g. "3,4". */
  status: z
    .string()
    .max(60)
    .regex(/^\d{1,2}(,\d{1,2})*$/, 'Elenco di stati non valido')
    .optional(),
});
/** A prepared quantity: pieces, or kg for weighed goods (up to 3 decimals). */
export const staffPrepareSchema = z.object({
  orderId: dbId(),
  lines: z
    .array(
      z.object({
        itemId: dbId(),
        preparedQuantity: z.number().min(0).max(100_000),
      }),
    )
    .min(1)
    .max(500),
});
export type StaffPrepare = z.infer<typeof staffPrepareSchema>;
export const staffMoveQuerySchema = z.object({ order_id: dbId(), order_status_id: dbId() });

/** order/reserve (spec section 7): parking at pickup. distance in metres from the store. */
export const orderReserveQuerySchema = z.object({
  order_id: dbId(),
  distance: z.coerce.number().int().min(0).max(1_000_000),
  reservation_info: line(500).optional(),
});
export const parkingReservationSchema = z.object({
  orderId: z.number().int(),
  distance: z.number().int(),
  reservationInfo: z.string().nullable(),
  updateDate: z.string(),
});
