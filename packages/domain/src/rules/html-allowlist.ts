// The one allowlist for HTML that staff or the back office write and every shopper's browser
// shows (decision 0062): content pages, news, recipes, form texts, home text blocks and consent
// texts. The API sanitises with it (sanitize-html); the staff editor's preview of unsaved text
// uses it with DOMPurify. Anything not listed is dropped: script, event handlers, style,
// javascript: and data: URLs. No h1: every page has its own title as its one h1.

export const HTML_ALLOWED_TAGS = [
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
  'picture',
  'source',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
] as const;

/** Attributes by tag; `*` is allowed on every allowed tag. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
  source: ['srcset', 'sizes', 'media', 'type'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan', 'scope'],
  '*': ['id', 'class', 'lang'],
};

/** URL schemes of links; pictures only over http(s) (or a path of the shop's own). */
export const HTML_LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;
export const HTML_IMAGE_SCHEMES = ['http', 'https'] as const;

/** Dropped with everything inside them (their text would make no sense on its own). */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'form',
  'input',
  'button',
  'textarea',
  'select',
] as const;

/** Every attribute name the allowlist accepts on some tag (DOMPurify takes one flat list). */
export function allAllowedAttributes(): string[] {
  return [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())];
}
