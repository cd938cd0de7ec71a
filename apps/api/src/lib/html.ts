import { LRUCache } from 'lru-cache';
import sanitize from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_IMAGE_SCHEMES,
  HTML_LINK_SCHEMES,
} from '@spesa/domain';

// HTML written by staff or the back office but read by every shopper (decision 0062): content,
// form texts, home text blocks, consent texts. Only the shared allowlist (@spesa/domain) is
// kept, never script, event handlers or javascript: URLs. The API is where HTML is made safe:
// the storefront injects what it receives as it is.
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOWED_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
  ),
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
  // <source> is a void element: never given a closing tag.
  selfClosing: [...sanitize.defaults.selfClosing, 'source'],
  allowedSchemes: [...HTML_LINK_SCHEMES],
  allowedSchemesByTag: { img: [...HTML_IMAGE_SCHEMES], source: [...HTML_IMAGE_SCHEMES] },
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
