import { z } from 'zod';

/**
 * The catalogue part of the `/ebsn/api` contract (storefront spec sections 3 and 7). Field names
 * are the spec's. Prices travel as display values in euros (numbers with 2 decimals) and
 * quantities in display units, converted at the edge from integer cents and thousandths.
 */

export const productClassSchema = z.object({
  productClassId: z.number().int(),
  name: z.string(),
  iconSource: z.string(),
});

export const warehousePromoSchema = z.object({
  warehousePromoId: z.number().int(),
  warehousePromoTypeId: z.number().int(),
  selectable: z.boolean(),
  discount: z.number().nullable(),
  discountPerc: z.number().nullable(),
  validityDate: z.string(),
  expireDate: z.string(),
  view: z.object({
    cssClass: z.string().nullable(),
    header: z.string().nullable(),
    body: z.string().nullable(),
    footer: z.string().nullable(),
    selectablePromoText: z.string().nullable(),
  }),
});

export const selectOptionSchema = z.object({
  parameterName: z.string(),
  name: z.string(),
  options: z.array(z.object({ key: z.string(), value: z.string() })),
  selected: z.object({ key: z.string() }).nullable(),
});

/** productInfos values are strings, as the original platform sends them. */
export const productInfosSchema = z.record(z.string(), z.string());

export const productSchema = z.object({
  productId: z.number().int(),
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  shortDescr: z.string().nullable(),
  description: z.string().nullable(),
  descr: z.string().nullable(),
  vendor: z.object({ vendorId: z.number().int(), name: z.string() }),
  codInt: z.string(),
  codVar: z.string(),
  barcode: z.string(),
  categoryId: z.number().int(),
  mediaURL: z.string(),
  media: z.array(z.object({ small: z.string(), medium: z.string(), large: z.string(), alt: z.string() })),
  /** Units on hand in the cart's warehouse; 0 means 'not available'. */
  available: z.number(),
  newProduct: z.boolean(),
  isNew: z.boolean(),
  highlight: z.boolean(),
  priceId: z.number().int(),
  /** Price of one unit sold (per kg for Sfuso), VAT included, in euros. */
  priceDisplay: z.number(),
  /** Price before the promotion, when one applies. */
  priceStandardDisplay: z.number().nullable(),
  /** Price per kg / l / piece, VAT included, in euros. */
  priceUmDisplay: z.number().nullable(),
  /** Price without VAT (spec: displayed price / (1 + rate), 2 decimals). */
  priceNoVatDisplay: z.number(),
  /** Unit of priceUmDisplay: 'kg', 'l' or 'pz'. */
  weightUnitDisplay: z.string(),
  /** '12,90 €/kg': the unit price as Italian text. */
  priceUnitDisplay: z.string().nullable(),
  ivaCategory: z.object({ ivaPct: z.number(), descr: z.string() }),
  minAcq: z.number().nullable(),
  maxAcq: z.number().nullable(),
  productClassRuleMax: z.object({ max: z.number() }).nullable(),
  productClasses: z.array(productClassSchema),
  selectOptions: z.array(selectOptionSchema),
  variations: z.array(z.unknown()),
  deliveryWarehouse: z.object({ warehouseId: z.number().int() }),
  warehousePromo: warehousePromoSchema.nullable(),
  searchUid: z.string().nullable(),
  logisticPalletItems: z.number().nullable(),
  logisticPackagingItems: z.number().nullable(),
  productInfos: productInfosSchema,
  metaData: z.object({
    product_info: z.object({
      weight_description: z.string().nullable(),
      extended_description: z.string().nullable(),
    }),
    product_description: z.object({
      ingredients: z.string().nullable(),
      allergens: z.string().nullable(),
      storage: z.string().nullable(),
      nutritional_values: z.array(z.object({ name: z.string(), per100: z.string() })).nullable(),
    }),
  }),
});
export type Product = z.infer<typeof productSchema>;

export const pageSchema = z.object({
  totItems: z.number().int(),
  totPages: z.number().int(),
  itemsPerPage: z.number().int(),
  selPage: z.number().int(),
});

const facetValueSchema = z.object({
  id: z.union([z.number(), z.string()]),
  name: z.string(),
  count: z.number().int(),
  selected: z.boolean(),
});
export const facetsSchema = z.object({
  promo: z.object({ count: z.number().int(), selected: z.boolean() }),
  new: z.object({ count: z.number().int(), selected: z.boolean() }),
  vendors: z.array(facetValueSchema),
  productClasses: z.array(facetValueSchema),
});

export const productListSchema = z.object({
  products: z.array(productSchema),
  page: pageSchema,
  facets: facetsSchema,
  /** The query actually searched after typo correction, when it differs from q. */
  correctedQuery: z.string().nullable(),
});
export type ProductList = z.infer<typeof productListSchema>;

export const PRODUCT_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
  'promo',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

export const proposalSchema = z.object({
  id: z.number().int(),
  categoryProposalType: z.object({ name: z.string() }),
  slug: z.string(),
  priority: z.number().int(),
  name: z.string(),
  descr: z.string().nullable(),
  content: z.string().nullable(),
  img: z.string().nullable(),
  imgAlt: z.string().nullable(),
  imgDescription: z.string().nullable(),
  categoryProposedId: z.number().int().nullable(),
  clickable: z.boolean(),
  link: z.string().nullable(),
  proposalUrl: z.string().nullable(),
  proposalUrlType: z.string().nullable(),
  metaData: z.object({ category_proposal_type: z.record(z.string(), z.unknown()) }),
});

export const categoryBlockSchema = z.object({
  categoryBlockId: z.number().int(),
  templateBlock: z.object({ codInt: z.string() }),
  templateBlockType: z.object({ modeName: z.string() }),
  /** Keyed by type: TITLE, DESCRIPTION, CSS_STYLE, JSON_CONFIG (object), BACKGROUND_COLOR. */
  metaData: z.record(z.string(), z.unknown()),
  proposals: z.array(proposalSchema),
  /** Resolved products for product blocks (ProductSlider, ProductTab), else empty. */
  products: z.array(productSchema),
});
export type CategoryBlock = z.infer<typeof categoryBlockSchema>;

export const layoutColumnSchema = z.object({
  xs: z.number().int(),
  sm: z.number().int(),
  md: z.number().int(),
  lg: z.number().int(),
  xl: z.number().int(),
  container: z.boolean(),
  blockIds: z.array(z.number().int()),
});
export const layoutRowSchema = z.object({ columns: z.array(layoutColumnSchema) });

export interface CategoryNode {
  categoryId: number;
  slug: string;
  name: string;
  parentId: number | null;
  depth: number;
  productCount: number;
  categories: CategoryNode[];
}
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    categoryId: z.number().int(),
    slug: z.string(),
    name: z.string(),
    parentId: z.number().int().nullable(),
    depth: z.number().int(),
    productCount: z.number().int(),
    categories: z.array(categoryNodeSchema),
  }),
);

export const categorySchema = z.object({
  categoryId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  depth: z.number().int(),
  productCount: z.number().int(),
  breadcrumb: z.array(z.object({ categoryId: z.number().int(), slug: z.string(), name: z.string() })),
  categories: z.array(categoryNodeSchema),
  categoryBlocks: z.array(categoryBlockSchema),
  layout: z.array(layoutRowSchema),
  metaData: z.object({
    category_info: z.object({ TITLE: z.string(), DESCRIPTION: z.string().nullable() }),
    category_seo: z.object({ SEO_TITLE: z.string(), SEO_DESCRIPTION: z.string().nullable() }),
    category_advanced: z.object({ ACTIONS: z.string().nullable() }),
  }),
});
export type Category = z.infer<typeof categorySchema>;

export const suggestionSchema = z.object({
  type: z.enum(['word', 'product', 'category']),
  name: z.string(),
  slug: z.string().nullable(),
  productId: z.number().int().nullable(),
  categoryId: z.number().int().nullable(),
  mediaURL: z.string().nullable(),
  /** Products: the brand and size, to tell apart products of the same name; null otherwise. */
  detail: z.string().nullable().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;
