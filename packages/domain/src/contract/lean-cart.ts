import { z } from 'zod';
import { CART_ANSWER_LEAN } from '../rules/lean-cart.js';
import { productSchema } from './catalogue.js';
import { cartItemSchema } from './cart.js';
import { cartSchema } from './delivery-cart.js';

// The lean answer of the calls that change the cart (issue 13, decision 0068): opt-in with
// `?answer=lean`, so clients of the original contract keep the whole cart. Every line keeps its
// figures and the cart its totals, version and messages; a line's product is sent again only when
// this call wrote the line (added or changed it), the others name it by productId: the client
// already holds them from its previous cart.

/** The query parameter of the lean answer: `whole` (the default) or `lean`. */
export const cartAnswerQuerySchema = z.object({
  answer: z
    .enum(['whole', CART_ANSWER_LEAN])
    .optional()
    .describe(
      "lean: the lines' products only of the lines this call wrote, the others by productId (decision 0068); whole (default): the whole cart",
    ),
});

/** A line of the lean answer: `product` only when this call wrote the line. */
export const leanCartItemSchema = cartItemSchema.omit({ product: true }).extend({
  productId: z.number().int(),
  product: productSchema.optional(),
});
export type LeanCartItem = z.infer<typeof leanCartItemSchema>;

/** With show_sectors=true the departments name their lines by itemId (the lines are in cartItems). */
export const leanCartSectorSchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  itemIds: z.array(z.number().int()),
});

export const leanCartSchema = cartSchema.omit({ cartItems: true, sectors: true }).extend({
  /** Tells the lean answer from the whole cart. */
  answer: z.literal(CART_ANSWER_LEAN),
  cartItems: z.array(leanCartItemSchema),
  sectors: z.array(leanCartSectorSchema).optional(),
});
export type LeanCart = z.infer<typeof leanCartSchema>;
