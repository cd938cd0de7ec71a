// lib/sanitize-html's rules for the server renderer, which has no DOMParser: the same HTML
// parsing algorithm (parse5 follows the HTML standard, as browsers do) and the same allowlists,
// so the server's HTML and the browser's first render agree.
import { parseFragment, serialize, type DefaultTreeAdapterMap } from 'parse5';
import { ALLOWED_TAGS, DROP_WITH_CONTENT, keepAttribute } from './sanitize-html';

type Node = DefaultTreeAdapterMap['node'];
type Parent = DefaultTreeAdapterMap['parentNode'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (n: Node): n is Element => 'tagName' in n;

function clean(node: Parent): void {
  for (const child of [...node.childNodes]) {
    if (!isElement(child)) continue;
    const tag = child.tagName.toLowerCase();
    const at = node.childNodes.indexOf(child);
    if (DROP_WITH_CONTENT.has(tag)) {
      node.childNodes.splice(at, 1);
      continue;
    }
    if (!ALLOWED_TAGS.has(tag)) {
      clean(child);
      // Keep the text, lose the tag.
      for (const grandchild of child.childNodes) grandchild.parentNode = node;
      node.childNodes.splice(at, 1, ...child.childNodes);
      continue;
    }
    child.attrs = child.attrs.filter((a) => keepAttribute(a.name.toLowerCase(), a.value));
    if (tag === 'img' && !child.attrs.some((a) => a.name === 'loading'))
      child.attrs.push({ name: 'loading', value: 'lazy' });
    clean(child);
  }
}

export function sanitizeHtmlOnServer(html: string): string {
  const fragment = parseFragment(html);
  clean(fragment);
  return serialize(fragment);
}
