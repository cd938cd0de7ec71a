/**
 * The demo flyers, planned from the demo promotions (decision 0050): pure, so the same promotions
 * always give the same flyers. Six products a page, two columns by three rows under the title band.
 */
import type { Insertable } from 'kysely';
import type { LeafletHotspotTable, LeafletMediaTable, LeafletPageTable, LeafletTable } from '../schema.js';
import { PAGE_BAND, PAGE_HEIGHT, PAGE_WIDTH } from '../../modules/flyers/index.js';

export interface PromoPick {
  product_id: number;
  warehouse_id: number | null;
  warehouse_promo_type_id: number;
  discount_perc: number | null;
}

interface FlyerSpec {
  leaflet_id: number;
  slug: string;
  title: string;
  descr: string;
  base_location: string | null;
  warehouse_id: number | null;
  validity_date: string;
  expire_date: string;
  priority: number;
  pages: number;
  /** Which promotions the flyer shows, in its reading order. */
  pick: (p: PromoPick) => boolean;
}

const PER_PAGE = 6;
const MARGIN = 20;

/** Seeded flyer ids start here, so a shop's own flyers (1, 2, ...) never meet them. */
export const DEMO_LEAFLET_IDS = [9001, 9002, 9003];

const SPECS: FlyerSpec[] = [
  {
    leaflet_id: 9001,
    slug: 'offerte-della-settimana',
    title: 'Offerte della settimana',
    descr: 'Sconti fino al 50% su frutta, dispensa, fresco e casa: sfoglia il volantino e aggiungi al carrello.',
    base_location: 'Tutti i negozi Spesa',
    warehouse_id: null,
    validity_date: '2026-11-19',
    expire_date: '2026-12-02',
    priority: 20,
    pages: 4,
    pick: (p) => p.warehouse_id === null && (p.warehouse_promo_type_id === 1 || p.warehouse_promo_type_id === 4),
  },
  {
    leaflet_id: 9002,
    slug: 'prezzi-bassi-fino-a-natale',
    title: 'Prezzi bassi fino a Natale',
    descr: 'Prezzi bloccati e offerte speciali sui prodotti di tutti i giorni, per cinque settimane.',
    base_location: 'Tutti i negozi Spesa',
    warehouse_id: null,
    validity_date: '2026-11-20',
    expire_date: '2026-12-24',
    priority: 10,
    pages: 3,
    pick: (p) => p.warehouse_id === null && (p.warehouse_promo_type_id === 2 || p.warehouse_promo_type_id === 3),
  },
  {
    leaflet_id: 9003,
    slug: 'offerte-milano-porta-romana',
    title: 'Le offerte di Milano',
    descr: 'Solo per chi fa la spesa con il negozio di Milano Porta Romana.',
    base_location: 'Spesa Milano Porta Romana',
    warehouse_id: 11,
    validity_date: '2026-11-16',
    expire_date: '2026-12-06',
    priority: 30,
    pages: 1,
    pick: (p) => p.warehouse_id === 11,
  },
];

export interface FlyerRows {
  leaflets: Insertable<LeafletTable>[];
  media: Insertable<LeafletMediaTable>[];
  pages: Insertable<LeafletPageTable>[];
  hotspots: Insertable<LeafletHotspotTable>[];
}

/** The box of the n-th product of a page, in thousandths of the page. */
export function cellBox(n: number) {
  const col = n % 2;
  const row = Math.floor(n / 2);
  const w = (PAGE_WIDTH - 3 * MARGIN) / 2;
  const h = (PAGE_HEIGHT - PAGE_BAND - 3 * MARGIN) / 3;
  const x = MARGIN + col * (w + MARGIN);
  const y = PAGE_BAND + row * (h + MARGIN);
  const milli = (v: number, of: number) => Math.round((v * 1000) / of);
  return { x_milli: milli(x, PAGE_WIDTH), y_milli: milli(y, PAGE_HEIGHT), w_milli: milli(w, PAGE_WIDTH), h_milli: milli(h, PAGE_HEIGHT) };
}

/** `promos` in any order: they are sorted here (biggest discount first, then product id). */
export function planFlyers(promos: readonly PromoPick[]): FlyerRows {
  const sorted = [...promos].sort(
    (a, b) => (b.discount_perc ?? 0) - (a.discount_perc ?? 0) || a.product_id - b.product_id,
  );
  const out: FlyerRows = { leaflets: [], media: [], pages: [], hotspots: [] };
  const used = new Set<number>();
  for (const spec of SPECS) {
    const chosen = sorted
      .filter((p) => spec.pick(p) && !used.has(p.product_id))
      .slice(0, spec.pages * PER_PAGE)
      .map((p) => p.product_id);
    if (chosen.length === 0) continue;
    chosen.forEach((id) => used.add(id));
    const { pages, pick, ...row } = spec;
    void pick;
    const pageCount = Math.min(pages, Math.ceil(chosen.length / PER_PAGE));
    const id = spec.leaflet_id;
    out.leaflets.push({ ...row, page_width: PAGE_WIDTH, page_height: PAGE_HEIGHT });
    out.media.push({ leaflet_id: id, format_type_id: 12, url: `/img/leaflets/${id}/cover.svg`, alt: `Copertina del volantino ${spec.title}` });
    for (let page = 1; page <= pageCount; page++) {
      out.pages.push({ leaflet_id: id, page_number: page, image_url: `/img/leaflets/${id}/page-${page}.svg`, title: `Pagina ${page}` });
      chosen.slice((page - 1) * PER_PAGE, page * PER_PAGE).forEach((productId, n) => {
        out.hotspots.push({ leaflet_id: id, page_number: page, product_id: productId, position: n + 1, ...cellBox(n) });
      });
    }
  }
  return out;
}
