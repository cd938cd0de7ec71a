import { z } from 'zod';
import { productSchema } from './catalogue.js';
import { dbId, line, multiline } from './fields.js';
import type { VatBucket } from '../rules/cart-totals.js';

/**
 * The cart part of the `/ebsn/api` contract (storefront spec sections 3 and 7, delivery-orders-account
 * sections 3 and 7): the lines, the totals and the bodies of the cart calls. Money travels as euros
 * with 2 decimals, quantities in the selling unit (decision 0025), converted at the edge.
 */

/**
 * Quantity as cart/add and cart/update carry it (decision 0025): pieces for Pezzo and Confezione
 * (whole numbers: 1.5 pieces is refused, never rounded), weight in the selling unit (kg) for Sfuso,
 * at most 3 decimals. Rules (multiples, minimum, maximum) are checked by the server.
 */
export const cartQuantitySchema = z
  .number()
  .describe('Pezzo e Confezione: numero di pezzi; Sfuso: peso in kg (massimo 3 decimali)');

const idSchema = dbId();

/** Per-line infos (cart/add `infos`, cart/update-infos): substitutes accepted, a note, a custom weight. */
export const cartItemInfosSchema = z
  .object({
    accept_alternatives: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
    note: multiline(1000).optional(),
    customWeight: z.union([z.number(), line(20)]).optional(),
  })
  .loose();

export const cartAddItemSchema = z.object({
  productId: idSchema,
  quantity: cartQuantitySchema,
  /** Options of the product: { parameterName: key }; every option must be chosen. */
  params: z.record(line(50), line(100)).optional(),
  searchParams: z.unknown().optional(),
  deliveryWarehouseId: idSchema.optional(),
  /** Selectable promotion: the promo id for Sì, -1 for No. */
  use_wpid: z.coerce.number().int().min(-1).max(2_147_483_647).optional(),
  infos: cartItemInfosSchema.optional(),
});

export const cartAddBodySchema = z.object({ items: z.array(cartAddItemSchema).min(1).max(100) });
export type CartAddBody = z.infer<typeof cartAddBodySchema>;

/**
 * Optional on cart/update and cart/delete: the cart `version` the client last saw. When sent and
 * the cart has changed since (another tab), the change is refused with CART_CHANGED instead of
 * acting on a stale picture; clients of the original contract send none.
 */
const expectedVersionSchema = z.number().int().min(0).optional();

export const cartUpdateBodySchema = z.object({
  items: z
    .array(z.object({ itemId: idSchema, quantity: cartQuantitySchema, searchParams: z.unknown().optional() }))
    .min(1)
    .max(100),
  version: expectedVersionSchema,
});

/** cart/delete: the named lines; without items (or an empty list) the whole cart is emptied. */
export const cartDeleteBodySchema = z
  .object({
    items: z
      .array(z.object({ itemId: idSchema, productId: idSchema.optional() }))
      .max(500)
      .optional(),
    version: expectedVersionSchema,
  })
  .optional();

export const CART_INFO_PROPERTIES = ['need_invoice', 'order_note', 'accept_alternatives', 'no_bags'] as const;
export const updateCartInfoBodySchema = z.object({
  property: z.enum(CART_INFO_PROPERTIES),
  value: z.union([multiline(1000), z.boolean()]),
});

export const updateInfosBodySchema = z.object({
  items: z
    .array(z.object({ itemId: idSchema, infos: cartItemInfosSchema }))
    .min(1)
    .max(100),
});

export const giftCodeQuerySchema = z.object({ code: line(64).trim().min(1) });

export const cartItemSchema = z.object({
  itemId: z.number().int(),
  product: productSchema,
  /** Encoded as cart/add takes it: pieces, or kg for Sfuso. */
  quantity: z.number(),
  /** kg of a Sfuso line, else null. */
  weight: z.number().nullable(),
  isPackage: z.boolean(),
  /** Options chosen: { parameterName: key }. */
  params: z.record(z.string(), z.string()),
  infos: z.object({ accept_alternatives: z.boolean(), note: z.string().nullable() }),
  cartItemInfo: z.object({ customWeight: z.number().nullable() }),
  /** 1 = inserted by the user. */
  cartItemInsertionTypeId: z.number().int(),
  /** The selectable promotion answer: the promo id, -1 for No, null when not asked. */
  useWpid: z.number().int().nullable(),
  unitPrice: z.number(),
  grossTotal: z.number(),
  standardTotal: z.number(),
  discount: z.number(),
  appliedPromoId: z.number().int().nullable(),
  /** false: the cart's warehouse cannot sell it (after a store change): not counted in the totals. */
  sellable: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSectorSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  cartItems: z.array(cartItemSchema),
});

export const vatBucketSchema = z.object({
  ivaPct: z.number().int(),
  gross: z.number(),
  net: z.number(),
  vat: z.number(),
});
export type VatBucketAnswer = z.infer<typeof vatBucketSchema>;

/** A VAT bucket (integer cents) as the cart and order answers carry it: euros, the rate as ivaPct. */
export function toVatBucketAnswer(b: VatBucket): VatBucketAnswer {
  return { ivaPct: b.vatPct, gross: b.grossCents / 100, net: b.netCents / 100, vat: b.vatCents / 100 };
}

export const orderAdjustmentSchema = z.object({
  orderItemId: z.number().int().nullable(),
  userGiftCertificateId: z.number().int(),
  giftCertificate: z.object({ giftCertificateId: z.number().int(), code: z.string(), name: z.string() }),
  discount: z.number(),
});

/** The money part of the cart: totals, VAT by rate, fee and the card hold (decision 0026). */
export const cartMoneySchema = z.object({
  totalItems: z.number().int(),
  goodsTotal: z.number(),
  promoDiscount: z.number(),
  giftDiscount: z.number(),
  deliveryFee: z.number(),
  grossTotal: z.number(),
  netTotal: z.number(),
  vatTotal: z.number(),
  vatBuckets: z.array(vatBucketSchema),
  /** What an online card payment will hold (decision 0026). */
  paymentHold: z.number(),
});

export const giftCheckSchema = z.object({
  code: z.string(),
  valid: z.boolean(),
  name: z.string().nullable(),
  discount: z.number(),
});

export const purchaseRestrictionSchema = z.object({
  restrictions: z.array(
    z.object({
      itemId: z.number().int(),
      productId: z.number().int(),
      code: z.string(),
      message: z.string(),
    }),
  ),
});

export const packagingTypeListSchema = z.object({
  products: z.array(z.object({ productId: z.number().int(), name: z.string(), price: z.number() })),
});

/** data of a refused cart change: which product or line, and for a quantity the nearest allowed ones. */
export const cartRefusalSchema = z.object({
  productId: z.number().int().optional(),
  itemId: z.number().int().optional(),
  reason: z.string().optional(),
  nearest: z.object({ lower: z.number().nullable(), higher: z.number().nullable() }).optional(),
});
