/**
 * Generated SVG images of the demo catalogue: product pictures (by id, never stored), product class
 * icons and banners. Everything is deterministic and text is XML-escaped.
 */
import { bannerText } from './banners.js';
import { departmentStyle, type Shape } from './categories.js';
import { categoryIconName, iconSvg, productIconName } from './food-icons.js';

export const FONT = 'font-family="\'Helvetica Neue\', Arial, sans-serif"';

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Mix two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + (cb[i] - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A simple picture per department, drawn in a 100 x 100 box. */
function shapeSvg(shape: Shape, c: string): string {
  const dark = mix(c, '#000000', 0.3);
  const white = '#ffffff';
  switch (shape) {
    case 'fruit':
      return `<circle cx="50" cy="58" r="34" fill="${c}"/><circle cx="38" cy="46" r="8" fill="${white}" fill-opacity="0.35"/><path d="M50 26 L53 10" stroke="#5d4037" stroke-width="4" stroke-linecap="round"/><ellipse cx="64" cy="17" rx="13" ry="6" transform="rotate(-30 64 17)" fill="#2e7d32"/>`;
    case 'meat':
      return `<rect x="6" y="34" width="88" height="50" rx="10" fill="#eceff1" stroke="${dark}" stroke-width="2"/><ellipse cx="50" cy="59" rx="34" ry="17" fill="${c}"/><path d="M26 56 Q40 48 54 58 T76 60" stroke="${white}" stroke-opacity="0.7" stroke-width="3" fill="none"/>`;
    case 'fish':
      return `<ellipse cx="44" cy="52" rx="34" ry="19" fill="${c}"/><polygon points="74,52 96,33 96,71" fill="${dark}"/><circle cx="25" cy="47" r="5" fill="${white}"/><circle cx="25" cy="47" r="2.5" fill="#263238"/><path d="M40 40 Q48 52 40 64" stroke="${white}" stroke-opacity="0.6" stroke-width="3" fill="none"/>`;
    case 'carton':
      return `<polygon points="26,30 50,10 74,30" fill="${dark}"/><rect x="26" y="30" width="48" height="64" fill="${c}"/><rect x="32" y="48" width="36" height="24" rx="3" fill="${white}"/><circle cx="50" cy="60" r="6" fill="${c}"/>`;
    case 'salami':
      return `<ellipse cx="46" cy="54" rx="38" ry="22" fill="${c}"/><circle cx="30" cy="50" r="3" fill="${white}"/><circle cx="46" cy="60" r="3" fill="${white}"/><circle cx="58" cy="46" r="3" fill="${white}"/><circle cx="68" cy="60" r="2.5" fill="${white}"/><path d="M84 54 Q94 50 96 40" stroke="#8d6e63" stroke-width="3" fill="none"/>`;
    case 'bread':
      return `<path d="M8 74 Q8 30 50 30 Q92 30 92 74 Z" fill="${c}"/><path d="M30 46 L38 60 M48 42 L56 58 M66 46 L72 60" stroke="${dark}" stroke-width="4" stroke-linecap="round"/><rect x="8" y="72" width="84" height="8" rx="4" fill="${dark}"/>`;
    case 'snow':
      return `<circle cx="50" cy="50" r="42" fill="${c}" fill-opacity="0.18"/><g stroke="${c}" stroke-width="6" stroke-linecap="round"><path d="M50 14 L50 86"/><path d="M19 32 L81 68"/><path d="M19 68 L81 32"/></g><circle cx="50" cy="50" r="8" fill="${dark}"/>`;
    case 'bottle':
      return `<rect x="40" y="2" width="20" height="9" rx="2" fill="${dark}"/><rect x="43" y="10" width="14" height="16" fill="${c}"/><rect x="30" y="24" width="40" height="72" rx="10" fill="${c}"/><rect x="30" y="48" width="40" height="22" fill="${white}"/><rect x="36" y="30" width="6" height="14" rx="3" fill="${white}" fill-opacity="0.4"/>`;
    case 'jar':
      return `<rect x="24" y="12" width="52" height="14" rx="4" fill="${dark}"/><rect x="20" y="26" width="60" height="68" rx="12" fill="${c}"/><rect x="26" y="46" width="48" height="26" rx="4" fill="${white}"/>`;
    case 'box':
      return `<polygon points="16,24 30,10 84,10 84,24" fill="${dark}"/><rect x="16" y="24" width="68" height="68" rx="6" fill="${c}"/><rect x="16" y="46" width="68" height="14" fill="${white}" fill-opacity="0.6"/>`;
    case 'tube':
      return `<path d="M30 8 H70 L64 84 H36 Z" fill="${c}"/><rect x="38" y="84" width="24" height="12" rx="3" fill="${dark}"/><rect x="36" y="30" width="28" height="26" rx="4" fill="${white}" fill-opacity="0.8"/>`;
    case 'paw':
      return `<ellipse cx="50" cy="66" rx="24" ry="20" fill="${c}"/><circle cx="24" cy="40" r="10" fill="${c}"/><circle cx="41" cy="26" r="10" fill="${c}"/><circle cx="59" cy="26" r="10" fill="${c}"/><circle cx="76" cy="40" r="10" fill="${c}"/>`;
    case 'heart':
      return `<path d="M50 90 C10 62 8 26 32 22 C43 20 50 29 50 34 C50 29 57 20 68 22 C92 26 90 62 50 90 Z" fill="${c}"/><circle cx="34" cy="36" r="6" fill="${white}" fill-opacity="0.4"/>`;
  }
}

/** Splits a name into at most `maxLines` lines of about `width` characters (ellipsis when cut). */
export function wrapText(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!current) current = word;
    else if (current.length + 1 + word.length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1].slice(0, width - 1)}…`;
    return kept;
  }
  return lines.map((l) => (l.length > width + 4 ? `${l.slice(0, width + 3)}…` : l));
}

/** Leaves whose products look better in their own colour than in the department's. */
const LEAF_COLORS: Record<string, string> = {
  agrumi: '#f57c00',
  'mele-e-pere': '#c62828',
  'frutta-esotica': '#f9a825',
  'pesce-fresco': '#0277bd',
  latte: '#1e88e5',
  'vini-rossi': '#880e4f',
  'vini-bianchi': '#c0a000',
  birra: '#f9a825',
  'caffe-e-te': '#5d4037',
};

/**
 * The picture of a product: 170 x 170, the illustrated icon of what it is (food-icons.ts) on the
 * department's tint, name below. `categorySlug` is the product's leaf category.
 */
export function productImageSvg(p: { name: string; categorySlug: string; productId: number }): string {
  const style = departmentStyle(p.categorySlug);
  const base = LEAF_COLORS[p.categorySlug] ?? style.color;
  const bg = mix(base, '#ffffff', 0.88);
  const lines = wrapText(p.name, 20, 3);
  const top = lines.length === 3 ? 120 : lines.length === 2 ? 126 : 134;
  const text = lines.map((l, i) => `<tspan x="85" y="${top + i * 16}">${escapeXml(l)}</tspan>`).join('');
  const icon = iconSvg(productIconName(p.name, p.categorySlug), 45, 8, 80, `p${p.productId}`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 170 170" width="170" height="170" role="img" aria-label="${escapeXml(p.name)}">` +
    `<rect width="170" height="170" rx="8" fill="${bg}"/>` +
    (icon || `<g transform="translate(44 6) scale(0.82)">${shapeSvg(style.shape, base)}</g>`) +
    `<text ${FONT} font-size="13" font-weight="600" text-anchor="middle" fill="#263238">${text}</text>` +
    `</svg>`
  );
}

const CLASS_ICONS: Record<string, { label: string; title: string; color: string }> = {
  bio: { label: 'BIO', title: 'Bio', color: '#2e7d32' },
  'senza-glutine': { label: 'SG', title: 'Senza glutine', color: '#b26a00' },
  vegano: { label: 'VEG', title: 'Vegano', color: '#33691e' },
  'senza-lattosio': { label: 'SL', title: 'Senza lattosio', color: '#1565c0' },
  'prodotto-locale': { label: 'KM0', title: 'Prodotto locale', color: '#6d4c41' },
};

/** The 48 x 48 badge of a product class (/img/classes/<slug>.svg); null for an unknown slug. */
export function productClassIconSvg(slug: string): string | null {
  const icon = CLASS_ICONS[slug];
  if (!icon) return null;
  const size = icon.label.length > 2 ? 13 : 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48" role="img" aria-label="${escapeXml(icon.title)}">` +
    `<title>${escapeXml(icon.title)}</title>` +
    `<circle cx="24" cy="24" r="23" fill="${icon.color}"/><circle cx="24" cy="24" r="19" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5"/>` +
    `<text x="24" y="${24 + size * 0.36}" ${FONT} font-size="${size}" font-weight="700" text-anchor="middle" fill="#ffffff">${icon.label}</text>` +
    `</svg>`
  );
}

/** A 1200 x 400 banner (/img/banners/<slug>.svg) for a home banner or any category; null if unknown. */
export function bannerSvg(slug: string): string | null {
  const b = bannerText(slug);
  if (!b) return null;
  const style = departmentStyle(b.style);
  const from = mix(style.color, '#000000', 0.25);
  const to = mix(style.color, '#000000', 0.5);
  const titleLines = wrapText(b.title, 26, 2);
  const title = titleLines
    .map(
      (l, i) => `<tspan x="80" y="${titleLines.length === 1 ? 190 : 150 + i * 68}">${escapeXml(l)}</tspan>`,
    )
    .join('');
  const subY = titleLines.length === 1 ? 250 : 280;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" role="img" aria-label="${escapeXml(b.title)}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="400" fill="url(#bg)"/>` +
    `<circle cx="1000" cy="210" r="230" fill="#ffffff" fill-opacity="0.12"/><circle cx="1120" cy="40" r="110" fill="#ffffff" fill-opacity="0.08"/>` +
    `<circle cx="1000" cy="200" r="150" fill="#ffffff" fill-opacity="0.85"/>` +
    (iconSvg(categoryIconName(b.style), 880, 80, 240, `b-${slug}`) ||
      `<g transform="translate(860 70) scale(2.8)">${shapeSvg(style.shape, mix(style.color, '#ffffff', 0.25))}</g>`) +
    `<text ${FONT} font-size="60" font-weight="700" fill="#ffffff">${title}</text>` +
    `<text x="80" y="${subY}" ${FONT} font-size="28" fill="#ffffff">${escapeXml(b.subtitle)}</text>` +
    `<text x="80" y="350" ${FONT} font-size="24" font-weight="700" letter-spacing="4" fill="#ffffff">SPESA</text>` +
    `</svg>`
  );
}

/**
 * A 1200 x 675 (16:9) picture for a demo news post or recipe (/img/content/<slug>.svg): the
 * category's illustrated icon on its colour, with no text, so it stays whole however it is cropped.
 */
export function contentImageSvg(categorySlug: string): string | null {
  if (!bannerText(categorySlug)) return null;
  const style = departmentStyle(categorySlug);
  const base = LEAF_COLORS[categorySlug] ?? style.color;
  const from = mix(base, '#ffffff', 0.55);
  const to = mix(base, '#ffffff', 0.25);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 675" width="1200" height="675">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="1200" height="675" fill="url(#bg)"/>` +
    `<circle cx="160" cy="120" r="180" fill="#ffffff" fill-opacity="0.18"/><circle cx="1080" cy="600" r="220" fill="#ffffff" fill-opacity="0.14"/>` +
    `<circle cx="600" cy="338" r="230" fill="#ffffff" fill-opacity="0.9"/>` +
    (iconSvg(categoryIconName(categorySlug), 450, 188, 300, `c-${categorySlug}`) ||
      `<g transform="translate(440 180) scale(3.2)">${shapeSvg(style.shape, base)}</g>`) +
    `</svg>`
  );
}
