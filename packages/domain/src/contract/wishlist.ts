import { z } from 'zod';
import { cartQuantitySchema } from './cart.js';
import { cartSchema } from './delivery-cart.js';
import { pageSchema, productSchema } from './catalogue.js';
import { dbId, line } from './fields.js';

/**
 * Shopping lists (storefront spec "Shopping list" and "Shopping lists", delivery-orders-account
 * "Wishlist"; decisions 0047, 0048). Quantities travel like the cart's (decision 0025): pieces for
 * Pezzo and Confezione, kg for Sfuso, at most 3 decimals.
 */

/** Longest list name: a name is shown on one line of a card and in a dialog. */
export const WISHLIST_NAME_MAX = 60;
/** Lists one customer may own; a list holds at most this many lines. */
export const WISHLIST_MAX_LISTS = 50;
export const WISHLIST_MAX_ITEMS = 300;

/** READ: view only; WRITE: may change the lines. The owner's own lists carry OWNER. */
export const WISHLIST_GRANTS = ['READ', 'WRITE'] as const;
export type WishlistGrant = (typeof WISHLIST_GRANTS)[number] | 'OWNER';

const id = dbId();
/** The name: trimmed, one line, not empty. */
export const wishlistNameSchema = line(WISHLIST_NAME_MAX).trim().min(1);

export const wishlistListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(WISHLIST_MAX_LISTS).optional(),
});

export const wishlistViewQuerySchema = z.object({
  list_id: id,
  calculate_stock: line(10).optional(),
  show_sectors: line(10).optional(),
  wishlist_type_id: z.coerce.number().int().min(0).max(100).optional(),
});

export const wishlistInsertBodySchema = z.object({ name: wishlistNameSchema });
export const wishlistUpdateBodySchema = z.object({ list_id: id, name: wishlistNameSchema });
export const wishlistIdBodySchema = z.object({ list_id: id });

export const wishlistAddProdBodySchema = z.object({
  wishlistId: id,
  show_sectors: z.union([z.boolean(), line(10)]).optional(),
  items: z
    .array(
      z.object({
        productId: id,
        quantity: cartQuantitySchema,
        params: z.record(line(50), line(100)).optional(),
        infos: z.record(line(50), z.unknown()).optional(),
      }),
    )
    .min(1)
    .max(100),
});
export type WishlistAddProdBody = z.infer<typeof wishlistAddProdBodySchema>;

export const wishlistUpdateProdsBodySchema = z.object({
  wishlistId: id,
  items: z
    .array(z.object({ itemId: id, quantity: cartQuantitySchema }))
    .min(1)
    .max(WISHLIST_MAX_ITEMS),
});

export const wishlistDeleteProdsBodySchema = z.object({
  wishlistId: id,
  items: z
    .array(z.object({ itemId: id, quantity: cartQuantitySchema.optional(), productId: id.optional() }))
    .min(1)
    .max(WISHLIST_MAX_ITEMS),
  show_sectors: z.union([z.boolean(), line(10)]).optional(),
  hash: line(100).optional(),
});

export const wishlistConfirmBodySchema = z.object({ list_id: id, address_id: id });

export const wishlistShareBodySchema = z.object({
  list_id: id,
  email: line(254).trim().toLowerCase().pipe(z.email()),
  grant: z.enum(WISHLIST_GRANTS),
});
export const wishlistUnshareBodySchema = z.object({ list_id: id, user_id: id });
/** The token of a shared link: 43 base64url characters (32 random bytes). */
export const wishlistLinkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
export const wishlistLinkQuerySchema = z.object({ token: wishlistLinkTokenSchema });

export const wishlistItemSchema = z.object({
  itemId: z.number().int(),
  product: productSchema,
  /** Pieces (Pezzo, Confezione) or kg (Sfuso), as cart/add takes it. */
  quantity: z.number(),
  /** kg of a Sfuso line, else null. */
  weight: z.number().nullable(),
  /** Options chosen for the line, as wishlist/add_prod took them: { parameterName: key } (cart items' params). */
  params: z.record(z.string(), z.string()),
  /**
   * With calculate_stock=true: what the store pricing the list has of the product (pieces or kg,
   * like quantity) and whether that covers the line.
   */
  stock: z.object({ available: z.number(), sufficient: z.boolean() }).optional(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

const personSchema = z.object({ firstName: z.string(), lastName: z.string(), email: z.string() });

export const wishlistSharingSchema = z.object({
  /** OWNER for the customer's own lists; READ or WRITE for a list shared with them. */
  grant: z.enum(['OWNER', ...WISHLIST_GRANTS]),
  /** Who shared it (a list shared with the customer). */
  sharedBy: personSchema.nullable(),
  /** Whom the owner shared it with, and the link's existence (owner only). */
  sharedWith: z.array(personSchema.extend({ userId: z.number().int(), grant: z.enum(WISHLIST_GRANTS) })),
  hasLink: z.boolean(),
});

export const wishlistSummarySchema = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  wishlistId: z.number().int(),
  name: z.string(),
  listName: z.string(),
  size: z.number().int(),
  isDefault: z.boolean(),
  sharingData: wishlistSharingSchema,
  /** The products on the list: the storefront marks their hearts. */
  productIds: z.array(z.number().int()),
});
export type WishlistSummary = z.infer<typeof wishlistSummarySchema>;

export const wishlistSchema = wishlistSummarySchema.extend({
  wishlistItems: z.array(wishlistItemSchema),
  /** Lines whose product is no longer sold in the shopper's store. */
  wishlistInactiveItems: z.array(wishlistItemSchema),
  /** With show_sectors=true: the sold lines grouped by department, in the shop's aisle order. */
  sectors: z
    .array(z.object({ categoryId: z.number().int(), name: z.string(), wishlistItems: z.array(wishlistItemSchema) }))
    .optional(),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistListSchema = z.object({
  personalList: z.object({ lists: z.array(wishlistSummarySchema) }),
  page: pageSchema,
});
export type WishlistList = z.infer<typeof wishlistListSchema>;

export const wishlistLinkSchema = z.object({ token: z.string(), path: z.string() });

/** cart/add-all-from-wishlist: what happened to each line of the list. */
export const ADD_ALL_OUTCOMES = ['added', 'capped', 'unavailable'] as const;
export type AddAllOutcome = (typeof ADD_ALL_OUTCOMES)[number];
export const addAllResultSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  name: z.string(),
  outcome: z.enum(ADD_ALL_OUTCOMES),
  /** Asked for (the list's quantity) and added to the cart, in the selling unit. */
  requested: z.number(),
  added: z.number(),
  /** A product that can replace an unavailable one, in the shopper's store. */
  substitute: productSchema.nullable(),
});
export type AddAllResult = z.infer<typeof addAllResultSchema>;
export const addAllQuerySchema = z.object({ list_id: id, show_sectors: line(10).optional() });
export const addAllAnswerSchema = cartSchema.extend({ wishlistResults: z.array(addAllResultSchema) });
export type AddAllAnswer = z.infer<typeof addAllAnswerSchema>;

/** data of a refused list call: the product or line it was about (and why the quantity is unreadable). */
export const wishlistRefusalSchema = z.object({
  productId: z.number().int().optional(),
  itemId: z.number().int().optional(),
  reason: z.string().optional(),
});
