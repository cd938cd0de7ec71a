// CMS HTML (static text blocks) is written by shop staff, but a compromised or careless editor
// must not be able to run script in shoppers' browsers: keep an allowlist of tags and
// attributes, drop event handlers and javascript: URLs. DOMParser does not execute scripts.

export const ALLOWED_TAGS = new Set([
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
  'h1',
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
  'picture',
  'source',
]);
export const DROP_WITH_CONTENT = new Set([
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
]);
export const ALLOWED_ATTRS = new Set([
  'href',
  'target',
  'rel',
  'src',
  'srcset',
  'sizes',
  'alt',
  'title',
  'width',
  'height',
  'id',
  'class',
  'style',
  'colspan',
  'rowspan',
  'scope',
  'loading',
  'media',
  'type',
  'lang',
  'name',
]);
export const URL_ATTRS = new Set(['href', 'src', 'srcset']);

/** Whether an attribute stays: allowed, with a safe URL and no script in a style. */
export function keepAttribute(name: string, value: string): boolean {
  return (
    ALLOWED_ATTRS.has(name) &&
    !(URL_ATTRS.has(name) && !safeUrl(value)) &&
    !(name === 'style' && /expression\(|url\(\s*['"]?\s*javascript:/i.test(value))
  );
}

function safeUrl(value: string): boolean {
  // Browsers ignore control characters and spaces inside a scheme ('java\tscript:'), so drop them first.
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
  return (
    !v.startsWith('javascript:') &&
    !v.startsWith('vbscript:') &&
    !(v.startsWith('data:') && !v.startsWith('data:image/'))
  );
}

function clean(node: Element): void {
  for (const child of Array.from(node.children)) {
    const tag = child.tagName.toLowerCase();
    if (DROP_WITH_CONTENT.has(tag)) {
      child.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      clean(child);
      child.replaceWith(...Array.from(child.childNodes)); // Keep the text, lose the tag.
      continue;
    }
    for (const attr of Array.from(child.attributes)) {
      if (!keepAttribute(attr.name.toLowerCase(), attr.value)) child.removeAttribute(attr.name);
    }
    if (tag === 'img' && !child.hasAttribute('loading')) child.setAttribute('loading', 'lazy');
    clean(child);
  }
}

/** The server has no DOMParser: it plugs in the same rules over another HTML parser. */
let serverSanitizer: ((html: string) => string) | undefined;
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitizer = sanitize;
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return serverSanitizer?.(html) ?? '';
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
