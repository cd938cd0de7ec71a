import { describe, expect, it } from 'vitest';
import { seedFlyersDemo } from '../src/db/seed-flyers/index.js';
import { cellBox, planFlyers, type PromoPick } from '../src/db/seed-flyers/plan.js';
import { useTestApp } from './helpers/setup.js';

// The demo flyers: planned deterministically from the promotions, seeded once even when two
// instances start together.

const t = useTestApp();

describe('planFlyers', () => {
  const promos: PromoPick[] = Array.from({ length: 60 }, (_, i) => ({
    product_id: i + 1,
    warehouse_id: i % 10 === 0 ? 11 : null,
    warehouse_promo_type_id: (i % 4) + 1,
    discount_perc: (i * 7) % 50,
  }));

  it('gives the same flyers whatever the order of the promotions', () => {
    expect(planFlyers([...promos].reverse())).toEqual(planFlyers(promos));
  });

  it('puts a product once, on one flyer, in boxes inside the page and not overlapping', () => {
    const plan = planFlyers(promos);
    const ids = plan.hotspots.map((h) => h.product_id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const h of plan.hotspots) {
      expect(h.x_milli + h.w_milli).toBeLessThanOrEqual(1000);
      expect(h.y_milli + h.h_milli).toBeLessThanOrEqual(1000);
    }
    const boxes = [0, 1, 2, 3, 4, 5].map(cellBox);
    for (const a of boxes)
      for (const b of boxes)
        if (a !== b)
          expect(
            a.x_milli + a.w_milli <= b.x_milli || b.x_milli + b.w_milli <= a.x_milli ||
              a.y_milli + a.h_milli <= b.y_milli || b.y_milli + b.h_milli <= a.y_milli,
          ).toBe(true);
    // The Milano flyer has only warehouse 11's promotions.
    const milano = plan.hotspots.filter((h) => h.leaflet_id === 9003).map((h) => h.product_id);
    expect(milano.every((id) => promos[id - 1]!.warehouse_id === 11)).toBe(true);
  });

  it('makes no flyer without promotions', () => {
    expect(planFlyers([])).toEqual({ leaflets: [], media: [], pages: [], hotspots: [] });
  });
});

describe('seedFlyersDemo', () => {
  it('seeds once when two starts race, and adds the home blocks once', async () => {
    const k = t.db.kysely;
    const count = async () => ({
      leaflets: Number((await k.selectFrom('leaflet').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      blocks: Number(
        (await k.selectFrom('category_block').select((e) => e.fn.countAll().as('n')).where('mode_name', 'in', ['LeafletSlider', 'OffertaSlider']).executeTakeFirstOrThrow()).n,
      ),
    });
    const seeded = await count();
    expect(seeded).toEqual({ leaflets: 3, blocks: 2 });
    // Back to a database seeded before flyers existed.
    const home = await k.selectFrom('category').select('layout_json').where('slug', '=', 'home').executeTakeFirstOrThrow();
    const layout = JSON.parse(home.layout_json!) as Array<{ columns: Array<{ blockIds: number[] }> }>;
    const withoutFlyers = layout.filter((r) => !r.columns.some((c) => c.blockIds.some((id) => id === 9101 || id === 9102)));
    await k.deleteFrom('leaflet_hotspot').execute();
    await k.deleteFrom('leaflet_page').execute();
    await k.deleteFrom('leaflet_media').execute();
    await k.deleteFrom('leaflet').execute();
    await k.deleteFrom('category_block').where('category_block_id', 'in', [9101, 9102]).execute();
    await k.updateTable('category').set({ layout_json: JSON.stringify(withoutFlyers) }).where('slug', '=', 'home').execute();
    await k.deleteFrom('app_meta').where('key', '=', 'flyers_seed').execute();

    await Promise.all([seedFlyersDemo(t.db), seedFlyersDemo(t.db), seedFlyersDemo(t.db)]);
    expect(await count()).toEqual(seeded);
    const after = await k.selectFrom('category').select('layout_json').where('slug', '=', 'home').executeTakeFirstOrThrow();
    expect(after.layout_json).toBe(home.layout_json);
  });
});
