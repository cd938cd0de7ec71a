import { LRUCache } from 'lru-cache';
import sanitize from 'sanitize-html';

// Content HTML is written by staff but read by every shopper: whatever an editor pastes, only an
// allowlist of tags and attributes is kept, never script, event handlers or javascript: URLs.
// Run when content is written and again when it is read (an older row, a rule tightened since).
// The storefront sanitises once more before it renders (apps/web/src/lib/sanitize-html.ts).
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'a',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'br',
    'hr',
    'p',
    'div',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    '*': ['id', 'class', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new window must not hand the shop's window to the opened page.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/**
 * Read paths clean the same stored HTML over and over: the answer for a given input never changes
 * while the process runs (the rules are constants), so recent ones are kept (bounded by size).
 */
const cleaned = new LRUCache<string, string>({
  max: 2000,
  maxSize: 20_000_000,
  sizeCalculation: (v, k) => v.length + k.length + 1,
});

export function cleanHtml(html: string | null | undefined): string {
  if (!html) return '';
  const hit = cleaned.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitize(html, OPTIONS);
  cleaned.set(html, clean);
  return clean;
}

/** Plain text of some HTML (excerpts, SEO descriptions, search): tags dropped, entities kept. */
export function htmlText(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
