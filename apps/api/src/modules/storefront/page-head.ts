// The <head> of a storefront page as the server sends it: title, description, canonical URL,
// Open Graph tags and JSON-LD, so search engines and link previews read them without running
// the storefront's JavaScript. Pure functions: page facts in, HTML text out.

export interface PageHead {
  title: string;
  description: string | null;
  /** Absolute canonical URL of the page. */
  canonical: string | null;
  /** Absolute URL of the page's picture for link previews. */
  image: string | null;
  ogType: 'website' | 'product' | 'article';
  /** Pages that must not be indexed (not found, account pages). */
  noindex: boolean;
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd: unknown[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** JSON inside a <script>: '<' escaped, so no '</script>' or '<!--' in the data can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function tags(head: PageHead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string | null) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    head.noindex ? '<meta name="robots" content="noindex" />' : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    meta('property', 'og:site_name', 'Spesa'),
    meta('property', 'og:locale', 'it_IT'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...head.jsonLd.map((o) => `<script type="application/ld+json">${scriptJson(o)}</script>`),
  ]
    .filter(Boolean)
    .join('');
}

/** The built index.html with this page's title, description and tags in its <head>. */
export function withHead(template: string, head: PageHead): string {
  let html = template.replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  if (head.description) {
    const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = /<meta name="description"[^>]*>/.test(html)
      ? html.replace(/<meta name="description"[^>]*>/, () => description)
      : html.replace('</head>', () => `${description}</head>`);
  }
  return html.replace('</head>', () => `${tags(head)}</head>`);
}
