import { z } from 'zod';
import { dbId, line } from './fields.js';

// Picking in the store (decision 0123): the pick list, scans and substitutions. Quantities as the
// order answers them (pieces, or kg for weighed goods), money in euro.

/** staff/order/scan: the code as the scanner typed it (EAN-13, EAN-8, UPC-A or a scale label). */
export const pickScanQuerySchema = z.object({ order_id: dbId(), code: line(32) });

/** staff/order/substitute: the line whose product is missing and the substitute proposed. */
export const pickSubstituteQuerySchema = z.object({ order_id: dbId(), item_id: dbId(), product_id: dbId() });

/** staff/order/substitutes: the line whose product is missing. */
export const pickSubstitutesQuerySchema = z.object({ order_id: dbId(), item_id: dbId() });

/** The alternatives a picker may propose for a line, priced in the order's warehouse, nearest price first. */
export const pickSubstitutesSchema = z.object({
  itemId: z.number(),
  acceptAlternatives: z.boolean(),
  products: z.array(
    z.object({ productId: z.number(), name: z.string(), unitPrice: z.number(), barcode: z.string() }),
  ),
});
export type PickSubstitutes = z.infer<typeof pickSubstitutesSchema>;

/** order/substitution-answer: the shopper approves (true) or refuses (false) the proposal. */
export const substitutionAnswerQuerySchema = z.object({
  order_id: dbId(),
  item_id: dbId(),
  accept: z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'),
});

/** proposed: waiting for the shopper; accepted or refused by them; the deadline passing accepts it. */
export const SUBSTITUTION_STATES = ['proposed', 'accepted', 'refused'] as const;
export type SubstitutionState = (typeof SUBSTITUTION_STATES)[number];

export const substitutionSchema = z.object({
  itemId: z.number(),
  productId: z.number(),
  name: z.string(),
  unitPrice: z.number(),
  state: z.enum(SUBSTITUTION_STATES),
  /** True when the state is the shopper's default, applied because the deadline passed unanswered. */
  byDefault: z.boolean(),
  deadlineAt: z.string(),
  /** 'Sostituito con …', 'In attesa della tua risposta …', 'Sostituzione rifiutata'. */
  text: z.string(),
});
export type Substitution = z.infer<typeof substitutionSchema>;

export const pickLineSchema = z.object({
  itemId: z.number(),
  productId: z.number(),
  name: z.string(),
  barcode: z.string().nullable(),
  codInt: z.string().nullable(),
  department: z.string(),
  quantity: z.number(),
  weighed: z.boolean(),
  unitPrice: z.number(),
  grossTotal: z.number(),
  /** What was picked so far (null: nothing recorded yet). */
  pickedQuantity: z.number().nullable(),
  pickedTotal: z.number().nullable(),
  complete: z.boolean(),
  /** The options the shopper chose, as read ('A fette sottili'). */
  options: z.array(z.object({ name: z.string(), value: z.string() })),
  note: z.string().nullable(),
  acceptAlternatives: z.boolean(),
  substitution: substitutionSchema.nullable(),
});
export type PickLine = z.infer<typeof pickLineSchema>;

export const pickListSchema = z.object({
  orderId: z.number(),
  orderStatusId: z.number(),
  storeId: z.number(),
  timeslot: z.object({ date: z.string(), timeslotId: z.number() }),
  customer: z.object({ firstName: z.string(), lastName: z.string(), phone: z.string().nullable() }),
  /** The order note ('Citofonare …'). */
  note: z.string().nullable(),
  /** The amount held on the card or PayPal; paid on delivery: the order's total. */
  holdAmount: z.number(),
  /** Lines in the store's aisle order. */
  lines: z.array(pickLineSchema),
  /** The last scan still standing (the one scan-undo takes back), or null. */
  lastScan: z
    .object({
      scanId: z.number(),
      itemId: z.number(),
      code: z.string(),
      quantity: z.number(),
      at: z.string(),
    })
    .nullable(),
});
export type PickList = z.infer<typeof pickListSchema>;

export const pickScanResultSchema = z.object({
  itemId: z.number(),
  name: z.string(),
  /** piece: one more piece; price or weight: a scale label of a weighed line. */
  kind: z.enum(['piece', 'price', 'weight']),
  quantity: z.number(),
  pickedQuantity: z.number(),
  orderedQuantity: z.number(),
  complete: z.boolean(),
  /** 'Riga completa', '2 di 3', '0,412 kg'. */
  message: z.string(),
  list: pickListSchema,
});

/** What the shopper sees of the picking of their order: proposals to answer and lines not available. */
export const orderPickingSchema = z.object({
  orderId: z.number(),
  substitutions: z.array(substitutionSchema),
  notAvailable: z.array(z.object({ itemId: z.number(), name: z.string(), releasedAmount: z.number() })),
});
export type OrderPicking = z.infer<typeof orderPickingSchema>;
