import { escapeXml, FONT, productImageSvg, wrapText } from '../../db/seed/images.js';

// The demo flyers' pictures, drawn from the catalogue (decision 0050): a real shop uploads the
// printed flyer's pages and cover instead and keeps the same hotspot rows. No prices are drawn:
// they are the shopper's store's, shown by the storefront beside the page.

export const PAGE_WIDTH = 800;
export const PAGE_HEIGHT = 1120;
/** Height of the title band at the top of every page: the hotspots start below it. */
export const PAGE_BAND = 150;
const COVER_W = 600;
const COVER_H = 800;
const RED = '#c62828';

export interface DrawnProduct {
  product_id: number;
  name: string;
  vendor: string;
  category_slug: string;
  promo_header: string | null;
  x_milli: number;
  y_milli: number;
  w_milli: number;
  h_milli: number;
}

export interface DrawnLeaflet {
  title: string;
  validity_date: string;
  expire_date: string;
}

/** '2026-11-23' -> '23/11'. */
const dayMonth = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}`;
export const validityText = (l: DrawnLeaflet) => `Dal ${dayMonth(l.validity_date)} al ${dayMonth(l.expire_date)}`;

/** Of a 170 x 170 product picture, the part above its caption (the page writes the name larger). */
const ICON_HEIGHT = 104;

/**
 * A product picture placed and scaled inside another SVG: `size` wide; `iconOnly` keeps the
 * picture's top part only (ICON_HEIGHT / 170 as tall), without its small caption.
 */
function placedPicture(
  p: { name: string; category_slug: string; product_id: number },
  x: number,
  y: number,
  size: number,
  iconOnly = false,
) {
  const h = iconOnly ? (size * ICON_HEIGHT) / 170 : size;
  return productImageSvg({ name: p.name, categorySlug: p.category_slug, productId: p.product_id }).replace(
    /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 170 170" width="170" height="170"/,
    `<svg x="${x}" y="${y}" width="${size}" height="${h}" viewBox="0 0 170 ${iconOnly ? ICON_HEIGHT : 170}"`,
  );
}

/** A burst with the promotion's header ('-30%', 'OFFERTA', 'PREZZO BASSO' on two lines) in a card's corner. */
function promoBadge(header: string, cx: number, cy: number) {
  const words = header.length > 7 ? header.split(' ').slice(0, 2) : [header];
  const size = words.length > 1 || header.length > 5 ? 15 : 24;
  const first = cy + size / 3 - ((words.length - 1) * (size + 2)) / 2;
  const text = words.map((w, i) => `<tspan x="${cx}" y="${first + i * (size + 2)}">${escapeXml(w)}</tspan>`).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="44" fill="#ffd600" stroke="${RED}" stroke-width="4"/>` +
    `<text ${FONT} font-size="${size}" font-weight="800" text-anchor="middle" fill="${RED}">${text}</text>`
  );
}

/** One page: the title band, then each hotspot's product drawn in its box. */
export function leafletPageSvg(l: DrawnLeaflet, pageNumber: number, pageCount: number, products: DrawnProduct[]): string {
  const cards = products
    .map((p) => {
      const x = (p.x_milli * PAGE_WIDTH) / 1000;
      const y = (p.y_milli * PAGE_HEIGHT) / 1000;
      const w = (p.w_milli * PAGE_WIDTH) / 1000;
      const h = (p.h_milli * PAGE_HEIGHT) / 1000;
      // Room below the picture for two lines of name and the brand.
      const pic = Math.min(w - 40, ((h - 130) * 170) / ICON_HEIGHT);
      const picH = (pic * ICON_HEIGHT) / 170;
      const name = wrapText(p.name, 26, 2)
        .map((t, i) => `<tspan x="${x + w / 2}" y="${y + 16 + picH + 30 + i * 26}">${escapeXml(t)}</tspan>`)
        .join('');
      return (
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#ffffff" stroke="#e0e0e0" stroke-width="2"/>` +
        placedPicture(p, x + (w - pic) / 2, y + 16, pic, true) +
        `<text ${FONT} font-size="23" font-weight="700" text-anchor="middle" fill="#263238">${name}</text>` +
        `<text x="${x + w / 2}" y="${y + h - 14}" ${FONT} font-size="18" text-anchor="middle" fill="#546e7a">${escapeXml(p.vendor)}</text>` +
        (p.promo_header ? promoBadge(p.promo_header, x + w - 40, y + 40) : '')
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}" width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" role="img" aria-label="${escapeXml(`${l.title}, pagina ${pageNumber}`)}">` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_HEIGHT}" fill="#fff8e1"/>` +
    `<rect width="${PAGE_WIDTH}" height="${PAGE_BAND - 20}" fill="${RED}"/>` +
    `<text x="32" y="62" ${FONT} font-size="40" font-weight="800" fill="#ffffff">${escapeXml(wrapText(l.title, 34, 1)[0] ?? '')}</text>` +
    `<text x="32" y="104" ${FONT} font-size="24" fill="#ffffff">${escapeXml(validityText(l))}</text>` +
    `<text x="${PAGE_WIDTH - 32}" y="104" ${FONT} font-size="22" text-anchor="end" fill="#ffffff">Pagina ${pageNumber} di ${pageCount}</text>` +
    cards +
    `</svg>`
  );
}

/** The cover (media format type 12): title, dates and four of the flyer's products. */
export function leafletCoverSvg(l: DrawnLeaflet & { descr: string | null }, products: DrawnProduct[]): string {
  const title = wrapText(l.title, 18, 3)
    .map((t, i) => `<tspan x="40" y="${96 + i * 54}">${escapeXml(t)}</tspan>`)
    .join('');
  const pics = products
    .slice(0, 4)
    .map((p, i) => placedPicture(p, 50 + (i % 2) * 260, 330 + Math.floor(i / 2) * 220, 200))
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_W} ${COVER_H}" width="${COVER_W}" height="${COVER_H}" role="img" aria-label="${escapeXml(l.title)}">` +
    `<rect width="${COVER_W}" height="${COVER_H}" fill="${RED}"/>` +
    `<circle cx="520" cy="90" r="150" fill="#ffffff" fill-opacity="0.1"/>` +
    `<text ${FONT} font-size="48" font-weight="800" fill="#ffffff">${title}</text>` +
    `<rect x="40" y="262" width="300" height="46" rx="23" fill="#ffd600"/>` +
    `<text x="190" y="294" ${FONT} font-size="24" font-weight="700" text-anchor="middle" fill="${RED}">${escapeXml(validityText(l))}</text>` +
    `<rect x="30" y="318" width="540" height="450" rx="18" fill="#ffffff"/>` +
    pics +
    `<text x="560" y="${COVER_H - 10}" ${FONT} font-size="18" font-weight="700" letter-spacing="4" text-anchor="end" fill="#ffffff">SPESA</text>` +
    `</svg>`
  );
}
