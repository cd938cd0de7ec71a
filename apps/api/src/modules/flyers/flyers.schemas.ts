import { z } from 'zod';
import { dbId, envelopeSchema, leafletDetailSchema, leafletSchema, line, PRODUCT_SORTS, productListSchema } from '@spesa/domain';

/** The Flyer route's parameter: a numeric id, or a slug of lower-case letters, digits and dashes. */
const leafletParam = line(120).regex(/^(\d{1,9}|[a-z0-9][a-z0-9-]{0,119})$/, 'Volantino non valido');
/** Clamped later like /products (negative pages become 1, page_size over 100 becomes 100). */
const looseInt = z.coerce.number().int().min(-1_000_000).max(1_000_000);

export const searchQuery = z.object({ parent_warehouse_id: dbId().optional() });
export const viewQuery = z.object({ leaflet_id: leafletParam });
export const productSearchQuery = z.object({
  leaflet_id: leafletParam,
  q: line(2000).optional(),
  parent_category_id: dbId().optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: looseInt.optional(),
  page_size: looseInt.optional(),
});

const env = <T extends z.ZodType>(s: T) => envelopeSchema(s.nullable());

export const responses = {
  search: env(z.object({ leaflets: z.array(leafletSchema) })),
  view: env(leafletDetailSchema),
  productSearch: env(productListSchema),
};
