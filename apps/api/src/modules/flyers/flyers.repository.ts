import type { DbOrTx } from '../../db/transaction.js';

// The only code that knows the flyer tables (migration 0014).

const leafletColumns = (db: DbOrTx) =>
  db.kysely.selectFrom('leaflet as l').select((eb) => [
    'l.leaflet_id',
    'l.slug',
    'l.title',
    'l.descr',
    'l.base_location',
    'l.warehouse_id',
    'l.validity_date',
    'l.expire_date',
    'l.priority',
    'l.page_width',
    'l.page_height',
    eb
      .selectFrom('leaflet_page as p')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('p.leaflet_id', '=', 'l.leaflet_id')
      .as('page_count'),
    eb
      .selectFrom('leaflet_page as p')
      .select('p.image_url')
      .whereRef('p.leaflet_id', '=', 'l.leaflet_id')
      .where('p.page_number', '=', 1)
      .as('first_page_url'),
  ]);

export type LeafletRow = Awaited<ReturnType<ReturnType<typeof leafletColumns>['execute']>>[number];

/** Flyers valid on `today` for a warehouse's stores (its own and the chain-wide ones), by priority. */
export function validLeaflets(db: DbOrTx, warehouseId: number, today: string): Promise<LeafletRow[]> {
  return leafletColumns(db)
    .where('l.validity_date', '<=', today)
    .where('l.expire_date', '>=', today)
    .where((eb) => eb.or([eb('l.warehouse_id', 'is', null), eb('l.warehouse_id', '=', warehouseId)]))
    .orderBy('l.priority', 'desc')
    .orderBy('l.leaflet_id')
    .execute();
}

/** Slugs of every flyer valid on `today`, whatever its store (the sitemap lists them all). */
export async function validSlugs(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('leaflet')
    .select('slug')
    .where('validity_date', '<=', today)
    .where('expire_date', '>=', today)
    .orderBy('leaflet_id')
    .execute();
  return rows.map((r) => r.slug);
}

export function leafletBy(
  db: DbOrTx,
  by: { id: number } | { slug: string },
): Promise<LeafletRow | undefined> {
  const q = leafletColumns(db);
  return (
    'id' in by ? q.where('l.leaflet_id', '=', by.id) : q.where('l.slug', '=', by.slug)
  ).executeTakeFirst();
}

export function mediaOf(db: DbOrTx, leafletIds: number[]) {
  if (leafletIds.length === 0) return Promise.resolve([]);
  return db.kysely
    .selectFrom('leaflet_media')
    .select(['leaflet_id', 'format_type_id', 'url', 'alt'])
    .where('leaflet_id', 'in', leafletIds)
    .orderBy('format_type_id')
    .execute();
}

/** The page pictures of several flyers, in page order. */
export function pageImagesOf(db: DbOrTx, leafletIds: number[]) {
  if (leafletIds.length === 0) return Promise.resolve([]);
  return db.kysely
    .selectFrom('leaflet_page')
    .select(['leaflet_id', 'image_url'])
    .where('leaflet_id', 'in', leafletIds)
    .orderBy('leaflet_id')
    .orderBy('page_number')
    .execute();
}

export function pagesOf(db: DbOrTx, leafletId: number) {
  return db.kysely
    .selectFrom('leaflet_page')
    .select(['page_number', 'image_url', 'title'])
    .where('leaflet_id', '=', leafletId)
    .orderBy('page_number')
    .execute();
}

/** The hotspots of a flyer in reading order: page by page, then position on the page. */
export function hotspotsOf(db: DbOrTx, leafletId: number) {
  return db.kysely
    .selectFrom('leaflet_hotspot')
    .select(['page_number', 'product_id', 'position', 'x_milli', 'y_milli', 'w_milli', 'h_milli'])
    .where('leaflet_id', '=', leafletId)
    .orderBy('page_number')
    .orderBy('position')
    .execute();
}

/**
 * The hotspots of one page in their order: what its image draws. The products' names, vendors and
 * categories are the catalogue's, asked through its face (flyer-images.routes.ts).
 */
export function pageHotspots(db: DbOrTx, leafletId: number, pageNumber: number) {
  return db.kysely
    .selectFrom('leaflet_hotspot')
    .select(['product_id', 'x_milli', 'y_milli', 'w_milli', 'h_milli'])
    .where('leaflet_id', '=', leafletId)
    .where('page_number', '=', pageNumber)
    .orderBy('position')
    .execute();
}
