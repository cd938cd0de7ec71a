// Flyer tables (migration 0014), owned by the flyers module.

export interface LeafletTable {
  leaflet_id: number;
  slug: string;
  title: string;
  descr: string | null;
  base_location: string | null;
  /** null: valid in every store. */
  warehouse_id: number | null;
  /** First and last day (shop dates, YYYY-MM-DD), both included. */
  validity_date: string;
  expire_date: string;
  priority: number;
  /** Size of the page images in px: the hotspots are thousandths of it. */
  page_width: number;
  page_height: number;
}

export interface LeafletMediaTable {
  leaflet_id: number;
  /** 12 is the cover (spec). */
  format_type_id: number;
  url: string;
  alt: string | null;
}

export interface LeafletPageTable {
  leaflet_id: number;
  page_number: number;
  image_url: string;
  title: string | null;
}

export interface LeafletHotspotTable {
  leaflet_id: number;
  page_number: number;
  product_id: number;
  /** Order on the page (reading order: the list view follows it). */
  position: number;
  x_milli: number;
  y_milli: number;
  w_milli: number;
  h_milli: number;
}
