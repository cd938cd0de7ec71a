import DOMPurify from 'dompurify';
import {
  allAllowedAttributes,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  HTML_LINK_SCHEMES,
} from '@spesa/domain';

// The editor's preview shows text not yet saved, so not yet sanitised by the API: DOMPurify with
// the same allowlist as the API (decision 0062). Loaded with the editor's chunk only.

/** A URL with one of the allowed schemes, or a path of the shop's own (no scheme at all). */
const ALLOWED_URI = new RegExp(
  `^(?:(?:${HTML_LINK_SCHEMES.join('|')}):|[^a-z]|[a-z+.-]+(?:[^a-z+.\\-:]|$))`,
  'i',
);

export function previewHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...HTML_ALLOWED_TAGS],
    ALLOWED_ATTR: allAllowedAttributes(),
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    FORBID_CONTENTS: [...HTML_DROPPED_WITH_CONTENT],
  });
}
