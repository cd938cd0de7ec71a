// sitemap.xml (sitemaps.org protocol): an index listing one file of pages (home, categories,
// offers, store locator, flyers valid today) and as many product files as it takes, each streamed from the database
// in batches, so 100,000 products never sit in memory at once.
import { escapeHtml } from './page-head.js';

/** Products per sitemap file; the protocol allows 50,000, smaller files are fetched and retried faster. */
export const PRODUCTS_PER_SITEMAP = 10_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndex(locations: string[]): string {
  const items = locations.map((l) => `<sitemap><loc>${escapeHtml(l)}</loc></sitemap>`).join('\n');
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items}\n</sitemapindex>\n`;
}

/** A <urlset> written piece by piece from any (async) list of absolute URLs. */
export async function* urlSet(urls: AsyncIterable<string> | Iterable<string>): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NS}">\n`;
  let chunk = '';
  for await (const url of urls) {
    chunk += `<url><loc>${escapeHtml(url)}</loc></url>\n`;
    // Fewer, larger writes: one per ~64 KB instead of one per URL.
    if (chunk.length > 65_536) {
      yield chunk;
      chunk = '';
    }
  }
  yield `${chunk}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Pages about one visitor: nothing there for a search engine.
    'Disallow: /profile',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /social-login/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
