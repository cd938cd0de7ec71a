// schema.org objects of a product page (Google's Product and BreadcrumbList rich results).
import type { Product } from '@spesa/domain';

export interface Crumb {
  name: string;
  /** Absolute URL; the last crumb (the page itself) may have none. */
  url: string | null;
}

/** gtin8 / gtin12 / gtin13 / gtin14 by the EAN's length; nothing for in-store codes. */
function gtin(barcode: string): Record<string, string> {
  const code = barcode.trim();
  if (!/^\d+$/.test(code) || ![8, 12, 13, 14].includes(code.length)) return {};
  return { [`gtin${code.length}`]: code };
}

/** Money as schema.org wants it: a dot and two decimals ('2.49'). */
const price = (euros: number) => euros.toFixed(2);

export function productJsonLd(product: Product, url: string, image: string | null): Record<string, unknown> {
  const description = product.shortDescr || product.description;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: `${product.codInt}-${product.codVar}`,
    ...gtin(product.barcode),
    ...(description ? { description: stripTags(description) } : {}),
    ...(image ? { image: [image] } : {}),
    ...(product.vendor.name ? { brand: { '@type': 'Brand', name: product.vendor.name } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'EUR',
      price: price(product.priceDisplay),
      availability: product.available > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      ...(c.url ? { item: c.url } : {}),
    })),
  };
}

/** Descriptions may hold editor HTML; structured data and meta tags want plain text. */
export function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
