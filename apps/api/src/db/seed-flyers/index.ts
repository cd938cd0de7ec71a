/**
 * Demo data of the flyers: three flyers (two for every store, one for Milano's) planned from the
 * demo promotions, and the two home blocks that show them (LeafletSlider, OffertaSlider). Runs
 * once, after the demo catalogue; also on a database seeded before flyers existed.
 */
import type { Kysely } from 'kysely';
import type { Db } from '../database.js';
import { inTransaction } from '../transaction.js';
import type { Database } from '../schema.js';
import { insertBatched } from '../seed/insert.js';
import { HOME_CATEGORY_ID } from '../seed/categories.js';
import { planFlyers } from './plan.js';

const SEED_KEY = 'flyers_seed';
/** Block ids of the two home blocks, far from the catalogue seed's own. */
const LEAFLET_SLIDER_BLOCK = 9101;
const OFFER_SLIDER_BLOCK = 9102;

export async function seedFlyersDemo(db: Db): Promise<void> {
  if (await isSeeded(db)) return;
  // Nothing to build flyers from (an empty database, a benchmark catalogue without promotions).
  const promos = await db.kysely
    .selectFrom('warehouse_promo')
    .select(['product_id', 'warehouse_id', 'warehouse_promo_type_id', 'discount_perc'])
    .execute();
  if (promos.length === 0) return;
  const plan = planFlyers(promos);
  try {
    await inTransaction(db, async ({ kysely: trx }) => {
      // The marker first: a concurrent seeder blocks on it, then fails, instead of duplicating rows.
      await trx.insertInto('app_meta').values({ key: SEED_KEY, value: '1' }).execute();
      await insertBatched(trx, db.dialect, 'leaflet', plan.leaflets);
      await insertBatched(trx, db.dialect, 'leaflet_media', plan.media);
      await insertBatched(trx, db.dialect, 'leaflet_page', plan.pages);
      await insertBatched(trx, db.dialect, 'leaflet_hotspot', plan.hotspots);
      await homeBlocks(trx);
    });
  } catch (err) {
    if (await isSeeded(db)) return;
    throw err;
  }
}

async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('app_meta').select('value').where('key', '=', SEED_KEY).executeTakeFirst();
  return row !== undefined;
}

/** The flyer card slider after the department shortcuts, the page slider after the new products. */
async function homeBlocks(trx: Kysely<Database>) {
  const home = await trx
    .selectFrom('category')
    .select('layout_json')
    .where('category_id', '=', HOME_CATEGORY_ID)
    .executeTakeFirst();
  if (!home?.layout_json) return;
  const block = (id: number, mode: string, code: string, position: number, meta: object) => ({
    category_block_id: id,
    category_id: HOME_CATEGORY_ID,
    template_cod_int: code,
    mode_name: mode,
    position,
    metadata_json: JSON.stringify(meta),
  });
  await trx
    .insertInto('category_block')
    .values([
      block(LEAFLET_SLIDER_BLOCK, 'LeafletSlider', 'home-volantini', 90, {
        TITLE: 'I nostri volantini',
        JSON_CONFIG: { autoplay: true, interval: 7000, bullets: true },
      }),
      block(OFFER_SLIDER_BLOCK, 'OffertaSlider', 'home-sfoglia-offerte', 91, {
        TITLE: 'Sfoglia il volantino',
        JSON_CONFIG: { bullets: true, arrows: true },
      }),
    ])
    .execute();
  type Row = { columns: Array<{ blockIds: number[] }> };
  const rows = JSON.parse(home.layout_json) as Row[];
  const col = (blockIds: number[]) => ({ xs: 12, sm: 12, md: 12, lg: 12, xl: 12, container: true, blockIds });
  // Rows are found by the catalogue seed's block ids (3: department shortcuts, 6: new products).
  const after = (blockId: number, fallback: number) => {
    const i = rows.findIndex((r) => r.columns.some((c) => c.blockIds.includes(blockId)));
    return i >= 0 ? i + 1 : fallback;
  };
  rows.splice(after(6, rows.length), 0, { columns: [col([OFFER_SLIDER_BLOCK])] });
  rows.splice(after(3, 0), 0, { columns: [col([LEAFLET_SLIDER_BLOCK])] });
  await trx
    .updateTable('category')
    .set({ layout_json: JSON.stringify(rows) })
    .where('category_id', '=', HOME_CATEGORY_ID)
    .execute();
  // Cached catalogue answers (the home page among them) are keyed by this version.
  const version = await trx.selectFrom('app_meta').select('value').where('key', '=', 'catalogue_version').executeTakeFirst();
  await trx
    .updateTable('app_meta')
    .set({ value: String(Number(version?.value ?? '1') + 1) })
    .where('key', '=', 'catalogue_version')
    .execute();
}
