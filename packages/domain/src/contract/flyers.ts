import { z } from 'zod';
import { productSchema } from './catalogue.js';

// Weekly flyers (spec: leaflet/search, leaflet/view, leaflet/product-search; decision 0049).

/** The spec's media format type of a flyer's cover. */
export const LEAFLET_COVER_FORMAT = 12;

export const leafletMediaSchema = z.object({
  formatTypeId: z.number(),
  url: z.string(),
  alt: z.string().nullable(),
});

/** One flyer as leaflet/search lists it (spec: leafletId, slug, title, descr, baseLocation, firstPagePreview, media). */
export const leafletSchema = z.object({
  leafletId: z.number(),
  slug: z.string(),
  title: z.string(),
  descr: z.string().nullable(),
  baseLocation: z.string().nullable(),
  firstPagePreview: z.string().nullable(),
  media: z.array(leafletMediaSchema),
  /** First and last valid day, YYYY-MM-DD (shop dates, both included). */
  validityDate: z.string(),
  expireDate: z.string(),
  /** null: every store; else the warehouse whose stores have it. */
  warehouseId: z.number().nullable(),
  pageCount: z.number(),
  /** The picture of each page in order (the offer slider shows them). */
  pageImages: z.array(z.string()),
});
export type Leaflet = z.infer<typeof leafletSchema>;

/** A product's box on a page, in thousandths of the page's width and height. */
export const leafletHotspotSchema = z.object({
  productId: z.number(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
});
export type LeafletHotspot = z.infer<typeof leafletHotspotSchema>;

export const leafletPageSchema = z.object({
  pageNumber: z.number(),
  imageUrl: z.string(),
  title: z.string().nullable(),
  hotspots: z.array(leafletHotspotSchema),
});
export type LeafletPage = z.infer<typeof leafletPageSchema>;

/** leaflet/view: the flyer, its pages, and its products priced in the shopper's store. */
export const leafletDetailSchema = z.object({
  leaflet: leafletSchema.extend({
    pageWidth: z.number(),
    pageHeight: z.number(),
    pages: z.array(leafletPageSchema),
  }),
  /** In the flyer's reading order; products not sold in the shopper's store are left out. */
  products: z.array(productSchema),
});
export type LeafletDetail = z.infer<typeof leafletDetailSchema>;

/** The cover (format type 12), else the first page. */
export function leafletCover(l: Pick<Leaflet, 'media' | 'firstPagePreview'>): string | null {
  return l.media.find((m) => m.formatTypeId === LEAFLET_COVER_FORMAT)?.url ?? l.firstPagePreview;
}
