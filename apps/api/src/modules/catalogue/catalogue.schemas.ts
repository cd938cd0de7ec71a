import { z } from 'zod';
import {
  categoryBlockSchema,
  categoryNodeSchema,
  categorySchema,
  dbId,
  dbIdList,
  envelopeSchema,
  line,
  PRODUCT_SORTS,
  productListSchema,
  productSchema,
  suggestionSchema,
} from '@spesa/domain';

/** Query-string schemas of the catalogue calls (spec section 7), lenient where clamping is kinder. */
const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const id = dbId();
const idText = dbIdList(2000);
/** Any integer is accepted and clamped later (negative pages become 1, page_size over 100 becomes 100). */
const looseInt = z.coerce.number().int().min(-1_000_000).max(1_000_000);

export const categoryQuery = z.object({
  slug: line(200).min(1).optional(),
  categoryId: id.optional(),
  filtered: flag,
  depth: z.coerce.number().int().min(1).max(5).optional(),
  q: line(2000).optional(),
  skip_cache: line(100).optional(),
  hash: line(200).optional(),
});

export const blockQuery = z.object({ categoryBlockId: id });

export const productsQuery = z.object({
  parent_category_id: id.optional(),
  slug: line(300).min(1).optional(),
  product_id: idText.optional(),
  barcode: z.string().max(20).regex(/^\d+$/, 'Codice a barre non valido').optional(),
  q: line(2000).optional(),
  page: looseInt.optional(),
  page_size: looseInt.optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  promo: flag,
  new: flag,
  vendor: idText.optional(),
  product_class: idText.optional(),
});

export const suggestQuery = z.object({ q: line(2000).default('') });

export const advQuery = z.object({
  layout: z.enum(['same_category', 'promo', 'bought_together']).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  shuffle: flag,
  promo: flag,
  product_id: id.optional(),
  category_id: id.optional(),
});

export const alternativesQuery = z.object({ product_ids: idText, details: flag, filtered: flag });
export const alternativeDetailQuery = z.object({ product_id: id, details: flag });
export const pricesQuery = z.object({ product_id: id });

const env = <T extends z.ZodType>(s: T) => envelopeSchema(s.nullable());

export const responses = {
  category: env(
    z.object({ categories: z.array(categoryNodeSchema).optional(), category: categorySchema.optional() }),
  ),
  block: env(categoryBlockSchema),
  products: env(productListSchema),
  suggest: env(z.object({ suggestions: z.array(suggestionSchema) })),
  adv: env(z.object({ products: z.array(productSchema) })),
  alternatives: env(
    z.object({
      products: z.array(productSchema),
      alternatives: z.array(z.object({ productId: z.number(), products: z.array(productSchema) })),
    }),
  ),
  alternativeDetail: env(z.object({ product: productSchema, alternatives: z.array(productSchema) })),
  prices: env(
    z.object({
      prices: z.array(
        z.object({
          warehouseId: z.number(),
          warehouseName: z.string(),
          priceId: z.number(),
          priceDisplay: z.number(),
          priceStandardDisplay: z.number().nullable(),
          available: z.number(),
        }),
      ),
    }),
  ),
};
